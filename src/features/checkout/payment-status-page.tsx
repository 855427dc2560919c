/**
 * /payment-status (guarded): the placed order's state. After a cash order it shows the order and
 * shipment of its navigation state at once; it reads the order named by `?order_id` (the newest
 * without one) from the server all the same, so a reload, which keeps that state, still shows what
 * the order has become, and the page is never blank. It asks again every few seconds while the
 * order may still change, so its confirmation, shipping, delivery, rejection or refund and its
 * tracking link appear by themselves. Where the API gives them, it lists the items, the delivery
 * address and the amounts (docs/product.md, "Order details").
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { cartKeys } from '@/api/cart';
import { ApiError } from '@/api/client';
import { orderIdParam, orderStatusQuery, type OrderStatusResponse } from '@/api/orders/orders';
import { PageShell } from '@/components/page-shell';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { Unbroken } from '@/components/icons/unbroken';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { apiAssetUrl } from '@/lib/asset-url';
import { DeliveryView } from '@/components/orders/delivery-view';
import { OrderLines } from '@/components/orders/order-lines';
import { orderAmountsOf, OrderSummary } from '@/components/orders/order-summary';
import { formatSar } from '@/lib/money';
import { orderTotal } from '@/lib/orders/order-total';
import { track } from '@/lib/marketing/pixel-events';
import { orderMayChange, statusTone } from '@/lib/orders/order-status';
import { paymentMethodKey } from '@/lib/orders/payment-method';
import type { StoredUser } from '@/lib/stored-login';
import type { PlacedOrder, Shipment } from '@/types/api';

/** What checkout hands over after a cash order. */
export interface PaymentStatusState {
  order: PlacedOrder;
  shippment: Shipment;
}


type State = 'confirmed' | 'shipped' | 'delivered' | 'awaiting' | 'failed' | 'rejected';

/**
 * Where the order stands ("Order life"): rejected when it failed or the trader refused it, shipped
 * and delivered as the carrier takes it, confirmed otherwise, and a card order whose payment is
 * still open is none of these yet.
 */
function stateOf([order, payment]: OrderStatusResponse): State {
  if (order.status === 'failed') return 'failed';
  if (statusTone(order.status) === 'rejected') return 'rejected';
  if (order.status === 'pending' && payment?.status === 'initiated') return 'awaiting';
  if (order.status === 'shippment_created') return 'shipped';
  if (order.status === 'completed') return 'delivered';
  return 'confirmed';
}

/** The states of an order the shop has taken on: a purchase, with its invoice. */
const TAKEN: readonly State[] = ['confirmed', 'shipped', 'delivered'];

const TONE: Record<State, string> = {
  confirmed: 'bg-green-50 text-green-900',
  shipped: 'bg-green-50 text-green-900',
  delivered: 'bg-green-50 text-green-900',
  awaiting: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-900',
  rejected: 'bg-red-50 text-red-900',
};

/** How often the page asks again while the order may still change by itself. */
const STATUS_POLL_MS = 5000;

const stillMoving = (status: OrderStatusResponse | null | undefined) => status !== undefined && status !== null && orderMayChange(status[0].status, status[1]);

const secondaryLink = 'rounded-full border border-brand-700 px-6 py-2.5 font-medium text-brand-800 hover:bg-brand-50';

function StatusCard({ status }: { status: OrderStatusResponse }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [order, payment, , tracking] = status;
  const state = stateOf(status);
  const taken = TAKEN.includes(state);
  // A card payment that completed after its order failed or was rejected went back to the shopper.
  const refunded = (state === 'failed' || state === 'rejected') && payment?.status === 'refunded';
  const total = orderTotal(order);
  // A confirmed order counts as a purchase for the pixels, once per order ("Consent and pixels").
  useEffect(() => {
    if (taken) track.purchase(order.id, total);
  }, [taken, order.id, total]);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-3xl border border-stone-200 p-6 sm:p-8">
      <header className={`flex flex-col gap-2 rounded-2xl p-5 ${TONE[state]}`}>
        {/* The page follows the order by itself: what it becomes is announced. */}
        <div aria-live="polite" className="flex flex-col gap-2">
          <h2 className="text-xl font-bold" data-testid="payment-state">
            {t(`status.${state}`)}
          </h2>
          {refunded && (
            <p className="font-medium" data-testid="payment-refunded">
              {t('status.refunded')}
            </p>
          )}
          {/* A refunded card was charged, so the failed text's "nothing was taken" would be wrong. */}
          <p>{t(refunded && state === 'failed' ? 'status.failedRefundedText' : `status.${state}Text`)}</p>
        </div>
        {state === 'awaiting' && payment?.url && (
          <a href={payment.url} className="mt-2 self-start rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800">
            {t('status.payNow')}
          </a>
        )}
        {(state === 'awaiting' || state === 'failed') && (
          // The cart is kept until a card order is paid ("Stock"): checkout can start again, with cash or another card.
          <Link to={paths.payment()} className={`mt-1 self-start bg-white ${secondaryLink}`}>
            {t('status.backToCheckout')}
          </Link>
        )}
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('status.orderId')}</dt>
        <dd className="font-semibold" data-testid="order-id">
          <Unbroken>{order.number ?? order.id}</Unbroken>
        </dd>
        <dt className="text-stone-600">{t('status.date')}</dt>
        <dd>
          <Unbroken>{order.created_at.slice(0, 10)}</Unbroken>
        </dd>
        <dt className="text-stone-600">{t('status.total')}</dt>
        <dd className="whitespace-nowrap font-semibold" data-testid="order-total">
          {formatSar(total, language)}
        </dd>
        <dt className="text-stone-600">{t('status.method')}</dt>
        {/* The contract gives a card order a payment entry; our API also says which card paid. */}
        <dd data-testid="payment-method">{tc(`payment.method.${paymentMethodKey(order.cod ?? payment === null, order.card_network)}`)}</dd>
        <dt className="text-stone-600">{t('status.tracking')}</dt>
        <dd>
          {tracking?.url_original ? (
            <a href={tracking.url_original} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              {t('status.trackingLink')}
            </a>
          ) : (
            t('status.trackingNone')
          )}
        </dd>
        {order.delivery && (
          <>
            <dt className="text-stone-600">{t('status.deliverTo')}</dt>
            <dd>
              <DeliveryView delivery={order.delivery} />
            </dd>
          </>
        )}
      </dl>
      {order.items && order.items.length > 0 && (
        <section aria-labelledby={`status-items-${order.id}`} className="flex flex-col gap-2 border-t border-stone-200 pt-5">
          <h3 id={`status-items-${order.id}`} className="font-semibold">
            {t('status.items')}
          </h3>
          <OrderLines items={order.items} language={language} />
          <OrderSummary amounts={orderAmountsOf(order)} language={language} />
        </section>
      )}
      {order.qr_path && state !== 'failed' && (
        <figure className="flex flex-col items-center gap-2 border-t border-stone-200 pt-6 text-center">
          <img src={apiAssetUrl(order.qr_path)} alt={t('status.qrAlt', { id: order.id })} width={160} height={160} className="size-40" />
          <figcaption className="text-sm text-stone-600">{t('status.qrNote')}</figcaption>
        </figure>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {order.invoice_url && taken && (
          <a href={order.invoice_url} target="_blank" rel="noopener noreferrer" className={secondaryLink}>
            {t('status.invoice')}
          </a>
        )}
        <Link to={paths.shop()} className="rounded-full bg-brand-700 px-8 py-2.5 font-medium text-white hover:bg-brand-800">
          {t('status.continue')}
        </Link>
      </div>
    </article>
  );
}

export function PaymentStatusPage({ user }: { user: StoredUser }) {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = orderIdParam(params.get('order_id'));
  const handed = location.state as Partial<PaymentStatusState> | null;
  const fromCheckout: OrderStatusResponse | null =
    handed?.order && handed.shippment && (orderId === null || handed.order.id === orderId) ? [handed.order, null, handed.shippment, null] : null;
  const query = useQuery({
    ...orderStatusQuery(user.id, orderId ?? fromCheckout?.[0].id ?? null),
    initialData: fromCheckout ?? undefined,
    // Shown at once, and asked for again: it may have changed since.
    initialDataUpdatedAt: 0,
    refetchInterval: (current) => (stillMoving(current.state.data) ? STATUS_POLL_MS : false),
  });
  const status = query.data;
  const queryClient = useQueryClient();
  const placedNow = fromCheckout !== null;
  // A cash order has emptied its cart lines: the header's count follows.
  useEffect(() => {
    if (placedNow) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [placedNow, queryClient]);

  let body;
  if (status) body = <StatusCard status={status} />;
  // An unknown order, or none yet when the page names none.
  else if (status === null || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-stone-200 p-8 text-center">
        <p className="font-medium">{t('status.notFound')}</p>
        <Link to={`${paths.profile()}?tab=orders`} className="font-medium text-brand-700 underline">
          {t('status.myOrders')}
        </Link>
      </div>
    );
  } else if (query.isError) body = <LoadFailed onRetry={query.refetch} />;
  else {
    body = (
      <div role="status" className="mx-auto max-w-2xl">
        <span className="sr-only">{t('status.title')}</span>
        <Skeleton className="h-96 w-full rounded-3xl" />
      </div>
    );
  }
  return (
    <PageShell title={t('status.title')} className="pb-12">
      {body}
    </PageShell>
  );
}
