import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCart, useClearCart } from '@/api/cart';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { CartIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAppliedCoupon } from '@/hooks/orders/use-applied-coupon';
import { notify } from '@/lib/notify';
import { setStoredCoupon } from '@/lib/orders/stored-coupon';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CartIcon size={32} />
      </span>
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="text-stone-600">{t('empty.text')}</p>
      <Link to={paths.shop()} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
        {t('empty.cta')}
      </Link>
    </div>
  );
}

function ClearCartButton() {
  const { t } = useTranslation('cart');
  const clear = useClearCart({
    onSuccess: () => void notify.success(t('toasts.cleared')),
    onError: () => void notify.error(t('toasts.clearFailed')),
  });
  const [confirming, setConfirming] = useState(false);
  const confirm = () => clear.mutate(undefined, { onSettled: () => setConfirming(false) });
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} className="px-3 py-2 text-sm text-red-700 hover:bg-red-50">
        {t('clear.button')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('clear.title')} closeLabel={t('clear.close')}>
        <p className="mb-5 text-stone-700">{t('clear.text')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('clear.cancel')}
          </Button>
          <Button onClick={confirm} pending={clear.isPending} className="bg-red-700 hover:bg-red-800">
            {t('clear.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /cart (a guarded route): the empty state, or the lines and the order summary. */
export function CartPage({ userId }: { userId: number }) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const { data: lines, isPending, isError, refetch } = useCart(userId);
  // Kept for checkout, which totals the same cart (lib/orders/stored-coupon.ts).
  const { coupon, unusable } = useAppliedCoupon();

  // A removed line (or a cleared cart) takes the focused control with it: the page's heading takes
  // the focus, so the keyboard carries on from the top of the cart rather than the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const count = lines?.length;
  const previous = useRef(count);
  useEffect(() => {
    const dropped = previous.current !== undefined && count !== undefined && count < previous.current;
    previous.current = count;
    if (dropped && (document.activeElement === document.body || !document.activeElement)) heading.current?.focus();
  }, [count]);

  let body;
  if (isPending) {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{tc('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = <LoadFailed onRetry={refetch} />;
  } else if (lines.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t('title')}>
          <div className="flex justify-end border-b border-stone-200 pb-2">
            <ClearCartButton />
          </div>
          <ul className="divide-y divide-stone-200">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
        </section>
        <CartSummary lines={lines} coupon={coupon} unusable={unusable} onCouponChange={setStoredCoupon} />
      </div>
    );
  }

  return (
    <PageShell title={t('title')} headingRef={heading} className="pb-12">
      {body}
    </PageShell>
  );
}
