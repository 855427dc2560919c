/** Profile and change-password rules ("Forms"). Messages are `account` translation keys. */
import * as yup from 'yup';
import { localMobile } from '@/lib/orders/delivery-address';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const profileSchema = yup.object({
  firstName: yup.string().trim().required('personal.validation.firstNameRequired'),
  lastName: yup.string().trim().required('personal.validation.lastNameRequired'),
  email: yup
    .string()
    .trim()
    .required('personal.validation.emailRequired')
    // A "simple something@something pattern" (docs/product.md, "Forms").
    .matches(/^[^\s@]+@[^\s@]+$/, 'personal.validation.emailInvalid'),
  // A Saudi mobile as checkout takes it, its 9 digits after +966; or none.
  phone: yup.string().default('').transform(localMobile).matches(/^(5\d{8})?$/, 'personal.validation.phoneInvalid'),
  postalCode: yup.string().trim().default(''),
  // A new email needs the current password (the reference API checks it); `$email` is the stored one.
  current_password: yup
    .string()
    .default('')
    .when(['email', '$email'], ([email, stored], schema) =>
      typeof stored === 'string' && String(email ?? '').trim().toLowerCase() !== stored.trim().toLowerCase()
        ? schema.required('personal.validation.currentPasswordRequired')
        : schema,
    ),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const changePasswordSchema = yup.object({
  current_password: yup.string().required('password.validation.currentRequired'),
  password: yup.string().required('password.validation.passwordRequired').min(6, 'password.validation.passwordMin'),
  password_confirmation: yup
    .string()
    .required('password.validation.confirmationRequired')
    .oneOf([yup.ref('password')], 'password.validation.passwordsMismatch'),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** Splits a stored full name into the form's first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
