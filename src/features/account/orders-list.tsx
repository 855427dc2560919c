import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyOrders } from '@/api/orders/orders';
import { DeliveryView } from '@/components/orders/delivery-view';
import { OrderLines } from '@/components/orders/order-lines';
import { orderAmountsOf, OrderSummary } from '@/components/orders/order-summary';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { Unbroken, WithUnbroken } from '@/components/icons/unbroken';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { cityLabel, gateName } from '@/lib/orders/cities';
import { formatSar } from '@/lib/money';
import { orderTotal } from '@/lib/orders/order-total';
import { paymentMethodKey } from '@/lib/orders/payment-method';
import type { Order } from '@/types/api';
import { statusLabelKey, statusTone, toneClass } from '@/lib/orders/order-status';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ${toneClass[statusTone(status)]}`}>
      {t(`orders.statusLabels.${statusLabelKey(status)}`)}
    </span>
  );
}

function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const link = 'font-medium text-brand-700 underline';
  return (
    <Dialog
      open
      onClose={onClose}
      title={<WithUnbroken text={t('orders.detailsTitle', { id: order.number ?? order.id })} value={String(order.number ?? order.id)} />}
      closeLabel={t('orders.close')}
    >
      <p className="mb-2">
        <StatusBadge status={order.status} />
      </p>
      <OrderLines items={order.items} language={language} />
      <OrderSummary amounts={orderAmountsOf(order)} language={language} className="mt-3 border-t border-stone-200 pt-3" />
      <dl className="mt-4 grid gap-x-4 gap-y-2 border-t border-stone-200 pt-3 text-sm sm:grid-cols-[auto_1fr]">
        {typeof order.cod === 'boolean' && (
          <>
            <dt className="text-stone-600">{t('orders.paymentMethod')}</dt>
            <dd data-testid="payment-method">{tc(`payment.method.${paymentMethodKey(order.cod, order.card_network)}`)}</dd>
          </>
        )}
        {order.shipping_gate && (
          <>
            <dt className="text-stone-600">{t('orders.shippingCompany')}</dt>
            <dd>
              {gateName(order.shipping_gate, tc)}
              {order.city ? ` · ${cityLabel(order.shipping_gate, order.city, language)}` : ''}
            </dd>
          </>
        )}
        {order.delivery ? (
          <>
            <dt className="text-stone-600">{t('orders.address')}</dt>
            <dd>
              <DeliveryView delivery={order.delivery} />
            </dd>
          </>
        ) : (
          order.address && (
            <>
              <dt className="text-stone-600">{t('orders.address')}</dt>
              <dd>{order.address}</dd>
            </>
          )
        )}
      </dl>
      {(order.tracking_url || order.invoice_url) && (
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {order.tracking_url && (
            <a href={order.tracking_url} target="_blank" rel="noopener noreferrer" className={link}>
              {t('orders.track')}
            </a>
          )}
          {order.invoice_url && statusTone(order.status) !== 'rejected' && (
            <a href={order.invoice_url} target="_blank" rel="noopener noreferrer" className={link}>
              {t('orders.invoice')}
            </a>
          )}
        </p>
      )}
    </Dialog>
  );
}

/** The profile's orders tab: a list with a detail popup. */
export function OrdersList({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { data: orders, isPending, isError, refetch } = useMyOrders(userId);
  const [open, setOpen] = useState<Order | null>(null);

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{tc('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadFailed onRetry={refetch} />;
  if (orders.length === 0) {
    return (
      <EmptyState message={t('orders.empty')}>
        <Link to={paths.shop()} className="font-medium text-brand-700 underline">
          {t('orders.shopNow')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-stone-200 p-4">
            {/* Short, so kept on one line whole: the number never breaks at its hyphen. */}
            <span className="whitespace-nowrap font-semibold">{t('orders.number', { id: order.number ?? order.id })}</span>
            <span className="text-sm text-stone-600">
              <span className="sr-only">{t('orders.date')}: </span>
              <Unbroken>{order.created_at.slice(0, 10)}</Unbroken>
            </span>
            <StatusBadge status={order.status} />
            <span className="text-sm text-stone-600">{t('orders.items', { count: order.items.length })}</span>
            <span className="ms-auto whitespace-nowrap font-semibold">{formatSar(orderTotal(order), language)}</span>
            {/* Named with its order: every row has one, and a list of "View details" says nothing apart. */}
            <Button variant="ghost" className="px-3 py-1.5 text-sm" aria-label={t('orders.detailsOf', { id: order.number ?? order.id })} onClick={() => setOpen(order)}>
              {t('orders.details')}
            </Button>
          </li>
        ))}
      </ul>
      {open && <OrderDetails order={open} onClose={() => setOpen(null)} />}
    </>
  );
}
