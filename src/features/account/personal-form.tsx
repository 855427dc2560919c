import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { isSessionGone, useUpdateProfile } from '@/api/account/profile';
import { errorMessage } from '@/api/client';
import { orderStatusQuery } from '@/api/orders/orders';
import { PhoneField } from '@/components/orders/phone-field';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/asset-url';
import { phoneFieldValue } from '@/lib/orders/delivery-address';
import type { StoredUser } from '@/lib/stored-login';
import { PhotoField } from './photo-field';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, profileSchema, splitName, type ProfileValues } from './schemas';
import { useFieldError } from '@/components/ui/use-field-error';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The personal tab ("Forms": profile), with a photo upload and preview. The mobile is checkout's
 * field; a shopper who has none yet starts from their newest order's. Addresses live in the address
 * book, so the form has no free-text address.
 */
export function PersonalForm({ user }: { user: StoredUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  const storedEmail = text(user.email);
  const storedPhone = phoneFieldValue(user.phone);
  // The newest order, only to start an empty mobile from it.
  const { data: latestOrder } = useQuery({ ...orderStatusQuery(user.id, null), retry: false, enabled: storedPhone === '' });
  const orderPhone = latestOrder?.[2]?.phone || latestOrder?.[0].delivery?.phone || '';
  const {
    register,
    handleSubmit,
    control,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    // The schema's `$email`: the stored one, to tell a new email.
    context: { email: storedEmail },
    defaultValues: {
      ...splitName(user.name),
      email: text(user.email),
      phone: storedPhone,
      postalCode: text(user.postalCode),
      current_password: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== storedEmail.trim().toLowerCase();
  const fieldError = useFieldError(errors, 'account');

  // The order's mobile arrives after the form: it fills the field unless the shopper has typed in it.
  useEffect(() => {
    if (orderPhone && !getFieldState('phone').isDirty && getValues('phone') === '') setValue('phone', phoneFieldValue(orderPhone));
  }, [orderPhone, getFieldState, getValues, setValue]);

  // Frees each preview once it is replaced or the form goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhotoError(undefined);
    if (file && !PHOTO_TYPES.includes(file.type)) return setPhotoError(t('personal.photoType'));
    if (file && file.size > PHOTO_MAX_BYTES) return setPhotoError(t('personal.photoTooLarge'));
    setPhoto(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  const onSubmit = handleSubmit(async ({ firstName, lastName, current_password, phone, ...rest }) => {
    try {
      await update.mutateAsync({
        name: `${firstName} ${lastName}`.trim(),
        ...rest,
        // Sent with 966, as checkout sends it.
        phone: phone ? `966${phone}` : '',
        // The address book replaced the free-text address: whatever the account had stays as it was.
        location: text(user.location),
        img: photo,
        ...(emailChanged ? { current_password } : {}),
      });
      void notify.success(t('personal.success'));
    } catch (error) {
      // A login that is gone: the shopper logs in again.
      const gone = isSessionGone(error);
      void notify.error(errorMessage(error, t('personal.failed')), { acrossPages: gone });
      if (gone) await navigate(paths.login());
    }
  });

  const currentImage = preview ?? (typeof user.img === 'string' && user.img ? storageUrl(user.img, 160) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div className="flex items-center gap-4 sm:col-span-2">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-brand-100">
          {currentImage && <img src={currentImage} alt={t('personal.photoAlt')} width={80} height={80} className="size-full object-cover" />}
        </div>
        <PhotoField accept={PHOTO_TYPES.join(',')} fileName={photo?.name} hint={t('personal.photoHint')} error={photoError} onChange={choosePhoto} />
      </div>
      <TextField label={t('personal.firstName')} autoComplete="given-name" error={fieldError('firstName')} {...register('firstName')} />
      <TextField label={t('personal.lastName')} autoComplete="family-name" error={fieldError('lastName')} {...register('lastName')} />
      <TextField label={t('personal.email')} type="email" dir="ltr" autoComplete="email" error={fieldError('email')} {...register('email')} />
      {emailChanged && (
        <TextField
          label={t('personal.currentPassword')}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          error={fieldError('current_password')}
          {...register('current_password')}
        />
      )}
      <PhoneField label={t('personal.phone')} autoComplete="tel-national" error={fieldError('phone')} {...register('phone')} />
      <TextField label={t('personal.postalCode')} inputMode="numeric" dir="ltr" autoComplete="postal-code" error={fieldError('postalCode')} {...register('postalCode')} />
      <div className="sm:col-span-2">
        <Button type="submit" pending={update.isPending}>
          {t('personal.save')}
        </Button>
      </div>
    </form>
  );
}
