/**
 * Shipping companies and cost ("Shipping"). The general gates come from the main API and
 * the trader's from the trader API; both calls carry the bearer token. Query keys are the
 * contract's: Gate, traderGate, shipmentCost.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingCost, ShippingCostBody, ShippingGate } from '@/types/api';
import { request, type ApiHost } from '../client';

export type { ShippingCostBody, ShippingGate };

export const shippingKeys = {
  gates: ['Gate'] as const,
  traderGates: ['traderGate'] as const,
  costs: ['shipmentCost'] as const,
  cost: (body: ShippingCostBody) => [...shippingKeys.costs, body.shiping_gate, body.city, body.cod] as const,
};

/** The gates list; other APIs may wrap it in `data` or `gates`. A failure throws the server's message and is logged. */
async function listGates(host: ApiHost): Promise<ShippingGate[]> {
  try {
    const body = await request<ShippingGate[] | { data?: ShippingGate[]; gates?: ShippingGate[] }>('/api/shipping-gates', { host, auth: true });
    return Array.isArray(body) ? body : (body.data ?? body.gates ?? []);
  } catch (error) {
    console.error(error);
    throw error;
  }
}

const GATES_STALE_MS = 5 * 60_000;

export const gatesQuery = () => queryOptions({ queryKey: shippingKeys.gates, queryFn: () => listGates('api'), staleTime: GATES_STALE_MS });
export const traderGatesQuery = () => queryOptions({ queryKey: shippingKeys.traderGates, queryFn: () => listGates('trader'), staleTime: GATES_STALE_MS });

/** The general and the trader's gates, loaded side by side; idle (no request) while `enabled` is false. */
export function useShippingGates({ enabled = true }: { enabled?: boolean } = {}) {
  return { gates: useQuery({ ...gatesQuery(), enabled }), traderGates: useQuery({ ...traderGatesQuery(), enabled }) };
}

/** A shipping-cost failure is logged as 'خطأ أثناء الإنشاء' with its message. */
async function calculateShipping(body: ShippingCostBody): Promise<ShippingCost> {
  try {
    return await request<ShippingCost>('/api/calculate/shiping', { method: 'POST', host: 'trader', body, auth: true });
  } catch (error) {
    console.error('خطأ أثناء الإنشاء', error instanceof Error ? error.message : error);
    throw error;
  }
}

/** A read that happens to be a POST: cached per gate, city and payment method, so going back and forth costs nothing. */
export const shippingCostQuery = (body: ShippingCostBody) =>
  queryOptions({ queryKey: shippingKeys.cost(body), queryFn: () => calculateShipping(body), staleTime: GATES_STALE_MS });
