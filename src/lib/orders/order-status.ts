/**
 * Order status display ("Order life"): pending is yellow, rejected red, anything else green.
 * `failed` counts as rejected (the contract: "failed means rejected").
 */
export type StatusTone = 'pending' | 'rejected' | 'ok';

export function statusTone(status: string): StatusTone {
  if (status === 'pending') return 'pending';
  if (status === 'rejected' || status === 'failed') return 'rejected';
  return 'ok';
}

export const KNOWN_STATUSES = ['pending', 'confirmed', 'rejected', 'shippment_created', 'completed', 'failed'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/**
 * Whether an order may still change by itself, so that a page showing it asks again ("Order
 * details"): one waiting for its payment or the trader, confirmed, or shipped moves on; a failed or
 * rejected one stays as it is, unless the API says its card payment is still being closed (it may
 * yet be refunded). A delivered order, and a status another API sends that the shop does not know,
 * change no more here.
 */
export function orderMayChange(status: string, payment?: { closing?: boolean } | null): boolean {
  if (status === 'pending' || status === 'confirmed' || status === 'shippment_created') return true;
  if (status === 'failed' || status === 'rejected') return payment?.closing === true;
  return false;
}

/** The translation key under `account:orders.statusLabels` for a status; unknown ones read "processing". */
export function statusLabelKey(status: string): KnownStatus | 'other' {
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : 'other';
}

export const toneClass: Record<StatusTone, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  ok: 'bg-green-100 text-green-900 ring-green-300',
};
