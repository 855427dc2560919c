import { fromHalalas, toHalalas } from '../money';

/**
 * What an order comes to: `total_price` plus `shippment_cost`. The contract's Order has no
 * `shippment_cost`, so an API may leave it out of the orders list: then `total_price` alone.
 */
export function orderTotal(order: { total_price: number; shippment_cost?: number | null }): number {
  return fromHalalas(toHalalas(order.total_price) + toHalalas(order.shippment_cost ?? 0));
}
