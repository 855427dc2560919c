/**
 * Sending the checkout's order. Each attempt carries one Idempotency-Key, the same while the order is
 * the same, so a double click or a retry never makes two orders. A card order leaves for the gateway's
 * page; any other shows its toast for a moment and goes to the status page. A refusal shows the
 * server's reason; when prices, stock or the cart changed (409) it adds the new total and refreshes
 * the cart and the shipping prices.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartKeys } from '@/api/cart';
import { ApiError, errorMessage } from '@/api/client';
import { useCreateOrder, type CheckoutBody } from '@/api/orders/orders';
import { shippingKeys } from '@/api/orders/shipping';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { leavePage } from '@/lib/leave-page';
import { formatSar } from '@/lib/money';
import { notify } from '@/lib/notify';
import { setStoredCoupon } from '@/lib/orders/stored-coupon';
import type { ConflictBody } from '@/types/api';
import { newAttemptKey } from './attempt-key';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';

/** About a second passes after the answer, with its toast on screen, before the status page. */
export const ORDER_PLACED_PAUSE_MS = 1000;

export function usePlaceOrder({ onPlaced }: { onPlaced: () => void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends the order; null while its total is not known, which the shopper must see before committing to it. */
  const placeOrder = async (body: CheckoutBody | null) => {
    if (sending.current) return;
    if (!body) return setFailure(t('summary.shippingFailed'));
    sending.current = true;
    setFailure(null);
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newAttemptKey() };
    try {
      const placed = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      void notify.success(t('result.placed'), PAYMENT_FLOW_TOAST);
      if (placed.payment_url) {
        // The card is paid on the gateway's page, which returns to /payment-status?order_id=.
        leavePage(placed.payment_url);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ORDER_PLACED_PAUSE_MS));
      setStoredCoupon(null);
      onPlaced();
      // The status page refreshes the cart, which the order emptied: refreshed here, the empty cart
      // would send the shopper back to /cart while the status page loads.
      void navigate(`${paths.paymentStatus()}?order_id=${placed.order.id}`, { state: { order: placed.order, shippment: placed.shippment } });
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409 ? (error.body as Partial<ConflictBody> | null) : null;
      const reason = errorMessage(error, '');
      const total = typeof conflict?.total === 'number' ? t('result.newTotal', { total: formatSar(conflict.total, language) }) : '';
      setFailure([reason, total].filter(Boolean).join(' '));
      // Prices, stock or the cart changed: show them as they are now.
      if (conflict) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: shippingKeys.costs });
      }
    } finally {
      sending.current = false;
    }
  };

  return { placeOrder, failure };
}
