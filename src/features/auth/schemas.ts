/**
 * The auth forms' rules, as "Forms" gives them. Messages are `auth` translation keys,
 * translated where they are shown.
 */
import * as yup from 'yup';

export const PASSWORD_MIN = 6;

const email = yup.string().trim().required('validation.emailRequired');
const password = yup.string().required('validation.passwordRequired').min(PASSWORD_MIN, 'validation.passwordMin');
const confirmation = (field: string) =>
  yup
    .string()
    .required('validation.confirmationRequired')
    .oneOf([yup.ref(field)], 'validation.passwordsMismatch');

export const loginSchema = yup.object({ email, password });
export type LoginValues = yup.InferType<typeof loginSchema>;

export const registerSchema = yup.object({
  firstName: yup.string().trim().required('validation.firstNameRequired'),
  lastName: yup.string().trim().required('validation.lastNameRequired'),
  email,
  password,
  password_confirmation: confirmation('password'),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const forgotPasswordSchema = yup.object({ email });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const verifyCodeSchema = yup.object({ code: yup.string().trim().required('validation.codeRequired') });
export type VerifyCodeValues = yup.InferType<typeof verifyCodeSchema>;

export const resetPasswordSchema = yup.object({ password, password_confirmation: confirmation('password') });
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
