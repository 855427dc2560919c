/** The review form's rules ("Forms"): name and review required, rating 1 to 5 and 1 by default. Messages are keys. */
import { number, object, string, type InferType } from 'yup';

export const reviewSchema = object({
  name: string().trim().required('form.nameRequired'),
  review: string().trim().required('form.reviewRequired'),
  rating: number().integer().min(1).max(5).default(1).required(),
});

export type ReviewFormValues = InferType<typeof reviewSchema>;
