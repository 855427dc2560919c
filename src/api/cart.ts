/**
 * The server cart ("Who may do what"): signed-in calls with the bearer token. Every mutation
 * invalidates and refetches the cart.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AddCartItemBody, AddCartItemResponse, CartItem, CartList, Coupon, MessageResponse } from '@/types/api';
import { ApiError, LoadError, request } from './client';

export type { CartItem };

export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: number) => [...cartKeys.all, userId] as const,
  // Under the cart: whatever refreshes the cart checks its coupon again.
  coupon: (name: string) => [...cartKeys.all, 'coupon', name.toUpperCase()] as const,
};

export async function listCart(): Promise<CartItem[]> {
  try {
    const body = await request<CartList>('/api/cart', { auth: true });
    return body.data;
  } catch (error) {
    // Cart load failure shows the generic message ("Failures a shopper sees").
    throw error instanceof ApiError ? new LoadError(error) : error;
  }
}

export const saveCartItem = (body: AddCartItemBody) => request<AddCartItemResponse>('/api/cart', { method: 'POST', body, auth: true });
export const removeCartItem = (id: number) => request<MessageResponse>(`/api/cart/${id}`, { method: 'DELETE', auth: true });
export const clearCart = () => request<MessageResponse>('/api/cart', { method: 'DELETE', auth: true });
// With the login when there is one: our API then also says whether this shopper has used the coupon
// as often as one may. A visitor's call carries none, and any API answers it as before.
export const getCoupon = (name: string) => request<Coupon>(`/api/coupon/by_name/${encodeURIComponent(name)}`, { auth: true });

export const cartQuery = (userId: number) => queryOptions({ queryKey: cartKeys.list(userId), queryFn: listCart, staleTime: 30_000 });

/** The cart of the signed-in shopper; idle (no request) for a visitor. */
export function useCart(userId: number | null) {
  return useQuery({ ...cartQuery(userId ?? 0), enabled: userId !== null });
}

function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

export function useSaveCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: saveCartItem, onSettled: invalidate });
}

/**
 * What to say when a mutation ends. Given to the hook rather than to `mutate()`: the refetched cart
 * can unmount the component that asked (the removed line, the emptied cart's button) before the
 * mutation finishes, and `mutate()`'s callbacks die with it.
 */
type Outcome<TVariables> = Pick<UseMutationOptions<MessageResponse, Error, TVariables>, 'onSuccess' | 'onError'>;

export function useRemoveCartItem(outcome?: Outcome<number>) {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: removeCartItem, ...outcome, onSettled: invalidate });
}

export function useClearCart(outcome?: Outcome<void>) {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: clearCart, ...outcome, onSettled: invalidate });
}

/** Whether a coupon can still be used, and its discount now (the trader may change it). */
export const couponQuery = (name: string) => queryOptions({ queryKey: cartKeys.coupon(name), queryFn: () => getCoupon(name), staleTime: 30_000, retry: false });

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: getCoupon, onSuccess: (coupon, name) => queryClient.setQueryData(cartKeys.coupon(name), coupon) });
}
