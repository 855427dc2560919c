/**
 * Signed links to an order's printable tax invoice ("Tax invoice"). An invoice opens in a tab of its own,
 * which cannot send the shopper's token, so its URL carries a signature instead: only the owner's
 * order answers hold one, and it lasts a day.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VALID_MS = 24 * 60 * 60 * 1000;

export interface InvoiceSigner {
  /** `{expiry}.{signature}` for the order's invoice. */
  token(orderId: number, now?: number): string;
  /** Whether the token was signed for this order and is still valid. */
  verify(orderId: number, token: string, now?: number): boolean;
}

export function createInvoiceSigner(secret: string): InvoiceSigner {
  const sign = (orderId: number, expires: number) => createHmac('sha256', secret).update(`invoice:${orderId}:${expires}`).digest('base64url');
  return {
    token(orderId, now = Date.now()) {
      const expires = now + VALID_MS;
      return `${expires}.${sign(orderId, expires)}`;
    },
    verify(orderId, token, now = Date.now()) {
      const [expiresText = '', signature = ''] = token.split('.');
      const expires = Number(expiresText);
      if (!Number.isInteger(expires) || expires <= now) return false;
      const expected = Buffer.from(sign(orderId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
