/**
 * The signed-in shopper's saved addresses (docs/product.md, "Saved addresses"): bearer calls made
 * only when the API lists the `addresses` capability. A change refetches the list; placing an
 * order does too, since the API keeps a new address it went to.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, MessageResponse, SavedAddress } from '@/types/api';
import { request } from '../client';

export type { AddressBody, SavedAddress };

export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: number) => [...addressKeys.all, userId] as const,
};

export const listAddresses = () => request<SavedAddress[]>('/api/addresses', { auth: true });
export const createAddress = (body: AddressBody) => request<SavedAddress>('/api/addresses', { method: 'POST', body, auth: true });
export const updateAddress = ({ id, body }: { id: number; body: AddressBody }) => request<SavedAddress>(`/api/addresses/${id}`, { method: 'PUT', body, auth: true });
export const deleteAddress = (id: number) => request<MessageResponse>(`/api/addresses/${id}`, { method: 'DELETE', auth: true });

export const addressesQuery = (userId: number) => queryOptions({ queryKey: addressKeys.list(userId), queryFn: listAddresses, staleTime: 60_000 });

/** The shopper's addresses, the default first; idle (no request) while `enabled` is false. */
export function useAddresses(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQuery(userId), enabled });
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

export function useCreateAddress() {
  return useMutation({ mutationFn: createAddress, onSettled: useInvalidateAddresses() });
}

export function useUpdateAddress() {
  return useMutation({ mutationFn: updateAddress, onSettled: useInvalidateAddresses() });
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress, onSettled: useInvalidateAddresses() });
}
