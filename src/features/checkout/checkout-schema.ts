/**
 * The checkout form's rules (spec §5). Messages are `checkout` translation keys. The address comes
 * from the map, so the rules that depend on it read the form's context: `needsZip` (no postcode,
 * spec §2) and `fastloCity` (whether fastlo serves the address's state).
 */
import { object, string, type InferType } from 'yup';
import { toLatinDigits } from './address';

export interface CheckoutContext {
  needsZip: boolean;
  fastloCity: string | null;
}

/** The mobile as typed, with or without 0, 966 or +966, as its 9 digits. */
const localMobile = (value: string) =>
  toLatinDigits(value)
    .replace(/\D/g, '')
    .replace(/^(00)?966/, '')
    .replace(/^0/, '');

export const checkoutSchema = object({
  phone: string()
    .default('')
    .transform(localMobile)
    .required('validation.phoneRequired')
    .matches(/^5\d{8}$/, 'validation.phoneInvalid'),
  zip_code: string()
    .default('')
    .transform((value: string) => toLatinDigits(value).trim())
    .when('$needsZip', {
      is: true,
      then: (schema) => schema.required('validation.zipRequired').matches(/^\d{5}$/, 'validation.zipInvalid'),
    }),
  shipping_gate: string().default('').required('validation.gateRequired'),
  city: string()
    .default('')
    .when(['shipping_gate', '$fastloCity'], ([gate, fastloCity]: unknown[], schema) =>
      // Spec §5: fastlo takes the state as the city; every other gate needs one chosen.
      gate === 'fastlo' ? schema.test('served', 'validation.regionNotServed', () => Boolean(fastloCity)) : schema.required('validation.cityRequired'),
    ),
  payment: string<'cash' | 'visa'>().oneOf(['cash', 'visa']).default('cash').required(),
});

export type CheckoutValues = InferType<typeof checkoutSchema>;

/** The phone as the prefilled field shows it: the stored login's number without its prefix. */
export const phoneFieldValue = (stored: unknown): string => (typeof stored === 'string' ? localMobile(stored) : '');
