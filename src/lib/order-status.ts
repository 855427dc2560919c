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

/** The translation key under `account:orders.statusLabels` for a status; unknown ones read "processing". */
export function statusLabelKey(status: string): KnownStatus | 'other' {
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : 'other';
}

export const toneClass: Record<StatusTone, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  ok: 'bg-green-100 text-green-900 ring-green-300',
};
