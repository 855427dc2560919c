/** The signed-in shopper's orders (spec §7 my_orders). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@/types/api';
import { LoadError, ApiError, request } from './client';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: number) => [...orderKeys.all, 'mine', userId] as const,
};

/** Accepts a bare list, or one wrapped in `orders` or `data`: the spec only says "orders list". */
export async function listMyOrders(): Promise<Order[]> {
  try {
    const body = await request<Order[] | { orders?: Order[]; data?: Order[] }>('/api/my_orders', { auth: true });
    return Array.isArray(body) ? body : (body.orders ?? body.data ?? []);
  } catch (error) {
    // Orders-load failure shows the generic message (spec §8).
    throw error instanceof ApiError ? new LoadError(error) : error;
  }
}

export const myOrdersQuery = (userId: number) => queryOptions({ queryKey: orderKeys.mine(userId), queryFn: listMyOrders });

export function useMyOrders(userId: number) {
  return useQuery(myOrdersQuery(userId));
}
