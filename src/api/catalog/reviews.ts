/** Product reviews: POST /api/product-reviews with the stored login; the product is refetched. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/types/api';
import { request } from '../client';
import { productKeys } from './product-keys';

export type { Review };

export interface NewReview {
  product_id: number;
  name: string;
  review: string;
  rating: number;
}

export const addProductReview = (review: NewReview) =>
  request<{ review: Pick<Review, 'product_id'> & Partial<Review> }>('/api/product-reviews', { method: 'POST', body: review, auth: true });

export function useAddProductReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductReview,
    // The answer names the product; its data (reviews, average) is then refreshed.
    onSuccess: (answer, sent) => queryClient.invalidateQueries({ queryKey: productKeys.product(answer.review?.product_id ?? sent.product_id) }),
  });
}
