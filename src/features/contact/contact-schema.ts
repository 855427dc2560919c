/** The contact form's rules ("Forms"): every field required. Messages are translation keys. */
import { object, string, type InferType } from 'yup';

export const contactSchema = object({
  firstName: string().trim().required('form.firstNameRequired'),
  lastName: string().trim().required('form.lastNameRequired'),
  subject: string().trim().required('form.subjectRequired'),
  email: string().trim().required('form.emailRequired'),
  phone: string().trim().required('form.phoneRequired'),
  message: string().trim().required('form.messageRequired'),
});

export type ContactFormValues = InferType<typeof contactSchema>;
