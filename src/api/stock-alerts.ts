/**
 * Back-in-stock alerts: signed-in calls with the bearer token, made only when
 * the API lists the `alerts` capability. Creating or cancelling one refetches the list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, StockAlert, StockAlertBody, StockAlertList, StockAlertResponse } from '@/types/api';
import { request } from './client';

export type { StockAlert, StockAlertBody };

export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  list: (userId: number) => [...stockAlertKeys.all, userId] as const,
};

export const listStockAlerts = () => request<StockAlertList>('/api/stock-alerts', { auth: true }).then((body) => body.data);
export const createStockAlert = (body: StockAlertBody) => request<StockAlertResponse>('/api/stock-alerts', { method: 'POST', body, auth: true });
export const deleteStockAlert = (id: number) => request<MessageResponse>(`/api/stock-alerts/${id}`, { method: 'DELETE', auth: true });

export const stockAlertsQuery = (userId: number) => queryOptions({ queryKey: stockAlertKeys.list(userId), queryFn: listStockAlerts, staleTime: 60_000 });

/** The shopper's alerts; idle (no request) for a visitor or while `enabled` is false. */
export function useStockAlerts(userId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stockAlertsQuery(userId ?? 0), enabled: enabled && userId !== null });
}

function useInvalidateStockAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all });
}

export function useCreateStockAlert() {
  const invalidate = useInvalidateStockAlerts();
  return useMutation({ mutationFn: createStockAlert, onSettled: invalidate });
}

export function useDeleteStockAlert() {
  const invalidate = useInvalidateStockAlerts();
  return useMutation({ mutationFn: deleteStockAlert, onSettled: invalidate });
}
