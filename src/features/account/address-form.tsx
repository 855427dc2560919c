/** The address book's form, in a modal: a new address, or a saved one to edit. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boolean, type InferType } from 'yup';
import { useCreateAddress, useUpdateAddress, type SavedAddress } from '@/api/orders/addresses';
import { errorMessage } from '@/api/client';
import { AddressFields } from '@/components/orders/address-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog/dialog';
import { addressSchema, EMPTY_ADDRESS, phoneFieldValue, savedAddressValues } from '@/lib/orders/delivery-address';
import { notify } from '@/lib/notify';
import type { StoredUser } from '@/lib/stored-login';
import { addressBody } from './address-body';

const addressFormSchema = addressSchema.shape({ is_default: boolean().default(false) });
type AddressFormValues = InferType<typeof addressFormSchema>;

export function AddressFormDialog({
  user,
  address,
  first,
  onClose,
}: {
  user: StoredUser;
  /** The saved address to edit; null for a new one. */
  address: SavedAddress | null;
  /** No address is saved yet: this one becomes the default whatever the box says. */
  first: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('address');
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const hintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: yupResolver(addressFormSchema),
    // A new address is most often the shopper's own: their name and mobile to start from.
    defaultValues: address
      ? { ...savedAddressValues(address), is_default: address.is_default }
      : { ...EMPTY_ADDRESS, recipient: user.name, phone: phoneFieldValue(user.phone), is_default: first },
  });

  // After the dialog has opened (its layout effect), so the first field takes the focus.
  useEffect(() => setFocus('recipient'), [setFocus]);

  const onSubmit = handleSubmit(async ({ is_default, ...values }) => {
    setFailure(null);
    const body = addressBody(values, is_default, address);
    try {
      if (address) await update.mutateAsync({ id: address.id, body });
      else await create.mutateAsync(body);
      void notify.success(t('book.saved'));
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('book.saveFailed'));
      // Said inside the dialog too: the page behind a modal, its toasts with it, is inert.
      setFailure(message);
      void notify.error(message);
    }
  });

  return (
    <Dialog open onClose={onClose} title={t(address ? 'book.editTitle' : 'book.addTitle')} closeLabel={t('book.close')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <AddressFields register={register} errors={errors} />
        {address?.is_default ? (
          <p className="text-sm text-stone-600">{t('book.isDefault')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label className="flex cursor-pointer items-start gap-3 text-sm font-medium text-stone-800">
              <input type="checkbox" aria-describedby={hintId} className="mt-0.5 size-4 shrink-0 accent-brand-700" {...register('is_default')} />
              {t('book.defaultField')}
            </label>
            <p id={hintId} className="ms-7 text-xs text-stone-500">
              {t('book.defaultHint')}
            </p>
          </div>
        )}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={create.isPending || update.isPending}>
            {t('book.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('book.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
