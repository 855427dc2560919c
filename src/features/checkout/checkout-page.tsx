/**
 * /payment (guarded): the checkout of the server cart with the coupon applied in the cart, so the
 * page works when opened directly or reloaded; an empty cart goes back to /cart. The form
 * (react-hook-form, yup) and the map (Leaflet) load after the page has rendered, while the saved
 * addresses and the last order it starts from load beside the cart.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAddresses } from '@/api/orders/addresses';
import { useCart } from '@/api/cart';
import { orderStatusQuery } from '@/api/orders/orders';
import { useCapabilities } from '@/api/store';
import { PageShell } from '@/components/page-shell';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAppliedCoupon } from '@/hooks/orders/use-applied-coupon';
import type { StoredUser } from '@/lib/stored-login';

const CheckoutForm = lazy(() => import('./checkout-form'));

function FormSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2">
      <span className="sr-only">{t('loadingForm')}</span>
      <Skeleton className="h-[480px] w-full rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    </div>
  );
}

export function CheckoutPage({ user }: { user: StoredUser }) {
  const { t } = useTranslation('checkout');
  const { t: tCart } = useTranslation('cart');
  const cart = useCart(user.id);
  const { coupon, unusable } = useAppliedCoupon();
  const capabilities = useCapabilities();
  const hasAddresses = capabilities?.includes('addresses') ?? false;
  const hasDetails = capabilities?.includes('order-details') ?? false;
  const addresses = useAddresses(user.id, { enabled: hasAddresses });
  // The last order (none is a 404): its company, payment method and address start the form, when
  // the API's orders carry them.
  const last = useQuery({ ...orderStatusQuery(user.id, null), retry: false, enabled: hasDetails });
  // The form starts from what these answer; a failed call leaves it to start empty rather than wait.
  const prefilling = capabilities === undefined || (hasAddresses && addresses.isPending) || (hasDetails && last.isPending);

  let body;
  if (cart.isPending || prefilling) body = <FormSkeleton />;
  else if (cart.isError) body = <LoadFailed onRetry={cart.refetch} />;
  else if (cart.data.length === 0) return <Navigate to={paths.cart()} replace />;
  else {
    body = (
      <Suspense fallback={<FormSkeleton />}>
        <CheckoutForm user={user} lines={cart.data} coupon={coupon} unusable={unusable} savedAddresses={addresses.data ?? []} lastOrder={last.data?.[0] ?? null} />
      </Suspense>
    );
  }
  return (
    <PageShell title={t('title')} crumbs={[{ label: tCart('title'), to: paths.cart() }, { label: t('title') }]} className="pb-12">
      {body}
    </PageShell>
  );
}
