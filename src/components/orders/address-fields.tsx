/**
 * The parts of a deliverable address as form fields (docs/product.md, "Delivery address"), the same
 * at checkout and in the profile's address book. Each has a label, and its error, a key of the
 * `address` namespace, is announced and tied to it.
 */
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { PhoneField } from './phone-field';
import type { AddressValues } from '@/lib/orders/delivery-address';

export function AddressFields<T extends FieldValues & AddressValues>({
  register,
  errors,
  autoCompleteSection = 'shipping',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Groups the browser's autofill, e.g. "shipping". */
  autoCompleteSection?: string;
}) {
  const { t } = useTranslation('address');
  const fieldError = useFieldError(errors, 'address');
  const field = (name: keyof AddressValues & string) => ({ ...register(name as Path<T>), error: fieldError(name) });
  const auto = (token: string) => `section-${autoCompleteSection} shipping ${token}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fields.recipient')} autoComplete={auto('name')} className="sm:col-span-2" {...field('recipient')} />
      <PhoneField label={t('fields.phone')} autoComplete={auto('tel-national')} hint={t('fields.phoneHint')} className="sm:col-span-2" {...field('phone')} />
      <TextField label={t('fields.town')} autoComplete={auto('address-level2')} {...field('town')} />
      <TextField label={t('fields.district')} autoComplete={auto('address-level3')} {...field('district')} />
      <TextField label={t('fields.street')} autoComplete={auto('address-line1')} className="sm:col-span-2" {...field('street')} />
      <TextField label={t('fields.building')} inputMode="numeric" dir="ltr" {...field('building_number')} />
      <TextField label={t('fields.zip')} inputMode="numeric" autoComplete={auto('postal-code')} dir="ltr" hint={t('fields.zipHint')} {...field('zip_code')} />
      <TextField
        label={t('fields.shortAddress')}
        dir="ltr"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('fields.shortAddressHint')}
        className="sm:col-span-2"
        {...field('short_address')}
      />
      <TextField label={t('fields.directions')} hint={t('fields.directionsHint')} className="sm:col-span-2" {...field('directions')} />
    </div>
  );
}
