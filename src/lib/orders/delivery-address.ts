/**
 * A deliverable Saudi address (docs/product.md, "Delivery address"): a recipient, a mobile, a city
 * and district, a street and building number and a 5-digit postcode; the National Address short
 * code and directions for the courier are optional. Checkout and the profile's address book share
 * these rules; their messages are keys of the `address` namespace.
 */
import { object, string, type InferType } from 'yup';
import type { Delivery, DeliveryInput } from '@/types/api';
import { joinList } from './join-list';
import { toLatinDigits } from './digits';

/** The mobile as typed, with or without 0, 966 or +966, as its 9 digits. */
export const localMobile = (value: string) =>
  toLatinDigits(value)
    .replace(/\D/g, '')
    .replace(/^(00)?966/, '')
    .replace(/^0/, '');

/** The phone as a prefilled field shows it: a stored number without its prefix. */
export const phoneFieldValue = (stored: unknown): string => (typeof stored === 'string' ? localMobile(stored) : '');

const trimmed = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const digits = (value: unknown) => toLatinDigits(trimmed(value)).replace(/\s/g, '');

export const addressSchema = object({
  recipient: string().default('').transform(trimmed).required('validation.recipientRequired').max(100, 'validation.tooLong'),
  phone: string().default('').transform(localMobile).required('validation.phoneRequired').matches(/^5\d{8}$/, 'validation.phoneInvalid'),
  town: string().default('').transform(trimmed).required('validation.townRequired').max(80, 'validation.tooLong'),
  district: string().default('').transform(trimmed).required('validation.districtRequired').max(100, 'validation.tooLong'),
  street: string().default('').transform(trimmed).required('validation.streetRequired').max(150, 'validation.tooLong'),
  building_number: string().default('').transform(digits).required('validation.buildingRequired').matches(/^\d{1,6}$/, 'validation.buildingInvalid'),
  zip_code: string().default('').transform(digits).required('validation.zipRequired').matches(/^\d{5}$/, 'validation.zipInvalid'),
  short_address: string()
    .default('')
    .transform((value: unknown) => digits(value).toUpperCase())
    .matches(/^([A-Z]{4}\d{4})?$/, 'validation.shortAddressInvalid'),
  directions: string().default('').transform(trimmed).max(200, 'validation.tooLong'),
});

export type AddressValues = InferType<typeof addressSchema>;

/** The address fields, empty. */
export const EMPTY_ADDRESS: AddressValues = { recipient: '', phone: '', town: '', district: '', street: '', building_number: '', zip_code: '', short_address: '', directions: '' };

/** A saved address, or an order's, as the form's values. */
export const savedAddressValues = (address: Delivery): AddressValues => ({
  recipient: address.recipient,
  phone: phoneFieldValue(address.phone),
  town: address.city,
  district: address.district,
  street: address.street,
  building_number: address.building_number,
  zip_code: address.postcode,
  short_address: address.short_address ?? '',
  directions: address.directions ?? '',
});

/** The form's values (validated) as the API's address parts. */
export const toDeliveryInput = (values: AddressValues, region: string | null): DeliveryInput => ({
  recipient: values.recipient,
  ...(region ? { region } : {}),
  city: values.town,
  district: values.district,
  street: values.street,
  building_number: values.building_number,
  postcode: values.zip_code,
  short_address: values.short_address || null,
  directions: values.directions || null,
});

/**
 * The whole address in one line, for the contract's `address`: an API that keeps only that still
 * has everything a courier needs. "Sara, 7235 Olaya Street, Al Olaya, Riyadh 12211 (RRRD2929) — Next to the pharmacy",
 * or in Arabic «سارة، 7235 شارع العليا، العليا، الرياض 12211 (RRRD2929) — بجوار الصيدلية».
 */
export function addressLine(values: AddressValues): string {
  const place = joinList([values.recipient, `${values.building_number} ${values.street}`, values.district, `${values.town} ${values.zip_code}`]);
  const code = values.short_address ? ` (${values.short_address})` : '';
  const directions = values.directions ? ` — ${values.directions}` : '';
  return `${place}${code}${directions}`;
}
