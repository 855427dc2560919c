/** A fresh Idempotency-Key for a checkout attempt (one order per key); crypto.randomUUID exists only on secure pages. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
