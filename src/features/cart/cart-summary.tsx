import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@/api/cart';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { cartTotals, formatSar, fromHalalas } from '@/lib/money';
import type { CouponState } from '@/hooks/use-applied-coupon';
import type { AppliedCoupon } from '@/lib/stored-coupon';
import { CouponForm } from './coupon-form';

/** What the cart hands to /payment (spec §2: total and tax); checkout adds tax and shipping to `total` (spec §9). */
export interface PaymentState {
  /** The discounted subtotal, in SAR. */
  total: number;
  tax: number;
  coupon: AppliedCoupon | null;
}

export function CartSummary({
  lines,
  coupon,
  unusable,
  onCouponChange,
}: {
  lines: CartItem[];
  coupon: AppliedCoupon | null;
  unusable: CouponState['unusable'];
  onCouponChange: (coupon: AppliedCoupon | null) => void;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const navigate = useNavigate();
  const totals = cartTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.discount ?? 0,
  );
  const sar = (halalas: number) => formatSar(fromHalalas(halalas), language);

  const pay = () => {
    const state: PaymentState = { total: fromHalalas(totals.discountedSubtotal), tax: fromHalalas(totals.tax), coupon };
    void navigate(paths.payment(), { state });
  };

  return (
    <aside aria-labelledby="cart-summary" className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-24">
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <CouponForm coupon={coupon} unusable={unusable} onChange={onCouponChange} />
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt>{t('summary.subtotal')}</dt>
          <dd>{sar(totals.subtotal)}</dd>
        </div>
        {coupon && (
          <div className="flex justify-between text-green-800">
            <dt>{t('summary.discount', { discount: coupon.discount })}</dt>
            <dd>−{sar(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t('summary.vat')}</dt>
          <dd>{sar(totals.tax)}</dd>
        </div>
        <div className="mt-2 flex justify-between border-t border-brand-200 pt-3 text-base font-bold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="cart-total">{sar(totals.total)}</dd>
        </div>
      </dl>
      <p className="text-xs text-stone-600">{t('summary.vatNote')}</p>
      <Button onClick={pay} className="w-full">
        {t('summary.pay')}
      </Button>
      <Link to={paths.shop()} className="text-center text-sm font-medium text-brand-700 hover:underline">
        {t('summary.continue')}
      </Link>
    </aside>
  );
}
