/** The review form's rules ("Forms"): a rating of 1 to 5 stars, which starts unchosen, a name and a review. Messages are keys. */
import { number, object, string, type InferType } from 'yup';

export const reviewSchema = object({
  name: string().trim().required('form.nameRequired'),
  review: string().trim().required('form.reviewRequired'),
  rating: number().integer().min(1, 'form.ratingRequired').max(5, 'form.ratingRequired').required('form.ratingRequired'),
});

export type ReviewFormValues = InferType<typeof reviewSchema>;
