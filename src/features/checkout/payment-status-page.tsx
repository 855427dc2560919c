/**
 * /payment-status (guarded, spec §2; R3, R4): the placed order's state. After a cash order it shows
 * the order and shipment of its navigation state at once; it reads the order named by `?order_id`
 * (the newest without one) from the server all the same, so a reload, which keeps that state, still
 * shows what the order has become, and the page is never blank.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { cartKeys } from '@/api/cart';
import { ApiError } from '@/api/client';
import { orderStatusQuery, type OrderStatusResponse } from '@/api/orders';
import { PageMeta } from '@/components/page-meta';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { apiAssetUrl } from '@/lib/asset-url';
import { formatSar } from '@/lib/money';
import { statusTone } from '@/lib/order-status';
import type { StoredUser } from '@/lib/stored-login';
import type { Order, Shipment } from '@/types/api';

/** What checkout hands over after a cash order (spec §4). */
export interface PaymentStatusState {
  order: Order;
  shippment: Shipment;
}

function orderIdParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function StatusCard({ status }: { status: OrderStatusResponse }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [order, payment, , tracking] = status;
  // Spec §4: rejected when the order failed (R23: or was refused), confirmed otherwise.
  const rejected = statusTone(order.status) === 'rejected';
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-3xl border border-stone-200 p-6 sm:p-8">
      <header className={`flex flex-col gap-2 rounded-2xl p-5 ${rejected ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}>
        <h2 className="text-xl font-bold" data-testid="payment-state">
          {t(rejected ? 'status.rejected' : 'status.confirmed')}
        </h2>
        <p>{t(rejected ? 'status.rejectedText' : 'status.confirmedText')}</p>
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('status.orderId')}</dt>
        <dd className="font-semibold" data-testid="order-id">
          <bdi>{order.id}</bdi>
        </dd>
        <dt className="text-stone-600">{t('status.date')}</dt>
        <dd>
          <bdi>{order.created_at.slice(0, 10)}</bdi>
        </dd>
        <dt className="text-stone-600">{t('status.total')}</dt>
        <dd className="font-semibold" data-testid="order-total">
          {formatSar(order.total_price + order.shippment_cost, language)}
        </dd>
        <dt className="text-stone-600">{t('status.method')}</dt>
        <dd>{t(payment ? 'status.card' : 'status.cash')}</dd>
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
      </dl>
      {order.qr_path && (
        <figure className="flex flex-col items-center gap-2 border-t border-stone-200 pt-6 text-center">
          <img src={apiAssetUrl(order.qr_path)} alt={t('status.qrAlt', { id: order.id })} width={160} height={160} className="size-40" />
          <figcaption className="text-sm text-stone-600">{t('status.qrNote')}</figcaption>
        </figure>
      )}
      <Link to={paths.shop()} className="self-center rounded-full bg-brand-700 px-8 py-3 font-medium text-white hover:bg-brand-800">
        {t('status.continue')}
      </Link>
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
  });
  const status = query.data;
  const queryClient = useQueryClient();
  const placedNow = fromCheckout !== null;
  // A cash order has emptied its cart lines (R24): the header's count follows.
  useEffect(() => {
    if (placedNow) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [placedNow, queryClient]);

  let body;
  if (status) body = <StatusCard status={status} />;
  else if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
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
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <PageMeta title={t('status.title')} />
      <PageTitle title={t('status.title')} />
      {body}
    </div>
  );
}
