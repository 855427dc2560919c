/**
 * The signed-in shopper's orders (my_orders, orders, and the order status and latest the contract adds).
 * Placing an order refreshes every order query ("paymentOrder").
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, LatestOrderResponse, Order, OrderPlaced, OrderStatusResponse } from '@/types/api';
import { addressKeys } from './addresses';
import { LoadError, ApiError, request } from '../client';

export type { CheckoutBody, LatestOrderResponse, OrderPlaced, OrderStatusResponse };

export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: number) => [...orderKeys.all, 'mine', userId] as const,
  status: (userId: number, orderId: number) => [...orderKeys.all, 'status', userId, orderId] as const,
  latest: (userId: number) => [...orderKeys.all, 'latest', userId] as const,
};

/** Accepts a bare list, or one wrapped in `orders` or `data`: the contract only says "orders list". */
export async function listMyOrders(): Promise<Order[]> {
  try {
    const body = await request<Order[] | { orders?: Order[]; data?: Order[] }>('/api/my_orders', { auth: true });
    return Array.isArray(body) ? body : (body.orders ?? body.data ?? []);
  } catch (error) {
    // Orders-load failure shows the generic message ("Failures a shopper sees").
    throw error instanceof ApiError ? new LoadError(error) : error;
  }
}

export const myOrdersQuery = (userId: number) => queryOptions({ queryKey: orderKeys.mine(userId), queryFn: listMyOrders });

export function useMyOrders(userId: number) {
  return useQuery(myOrdersQuery(userId));
}

export const getOrderStatus = (orderId: number) => request<OrderStatusResponse>(`/api/orders/${orderId}/status`, { auth: true });

/**
 * The shopper's newest order, or null before their first: our API answers that with `null`; an API
 * that keeps to the contract may answer 404, which means the same.
 */
export async function getLatestOrder(): Promise<LatestOrderResponse> {
  try {
    return await request<LatestOrderResponse>('/api/order/latest', { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The order an address names (`?order_id=`), or null for none or one that is no id. */
export function orderIdParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One of the shopper's orders by id, or their newest ("Calls the contract adds"): null when asked
 * for the newest of a shopper with none (an unknown id is a 404 error).
 */
export const orderStatusQuery = (userId: number, orderId: number | null) =>
  queryOptions<OrderStatusResponse | null>({
    queryKey: orderId === null ? orderKeys.latest(userId) : orderKeys.status(userId, orderId),
    queryFn: () => (orderId === null ? getLatestOrder() : getOrderStatus(orderId)),
  });

/** POST /api/orders with the attempt's Idempotency-Key: a retry of the same attempt answers the same order. */
export const createOrder = ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) =>
  request<OrderPlaced>('/api/orders', { method: 'POST', body, auth: true, headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // A new delivery address an order went to is saved with it.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: addressKeys.all })]),
  });
}
