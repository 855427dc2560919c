import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@/api/cart';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { useVatRule } from '@/api/store';
import { OrderSummary } from '@/components/orders/order-summary';
import { fromHalalas, orderAmounts } from '@/lib/money';
import type { CouponState } from '@/hooks/orders/use-applied-coupon';
import type { AppliedCoupon } from '@/lib/orders/stored-coupon';
import { CouponForm } from './coupon-form';

/** What the cart hands to /payment: the total before VAT and the VAT, before shipping, and the coupon; checkout adds shipping. */
export interface PaymentState {
  /** SAR, before VAT. */
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
  const amounts = orderAmounts(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.discount ?? 0,
    useVatRule(),
  );

  const pay = () => {
    const state: PaymentState = { total: fromHalalas(amounts.beforeVat), tax: fromHalalas(amounts.vat), coupon };
    void navigate(paths.payment(), { state });
  };

  return (
    <aside aria-labelledby="cart-summary" className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-24">
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <CouponForm coupon={coupon} unusable={unusable} onChange={onCouponChange} />
      <OrderSummary
        // Shipping needs the address and company that checkout asks for.
        amounts={{ ...amounts, shipping: undefined, codFee: undefined }}
        language={language}
        couponLabel={coupon ? t('summary.discount', { discount: coupon.discount }) : undefined}
        shippingValue={<span className="text-stone-600">{t('summary.shippingAtCheckout')}</span>}
        totalTestId="cart-total"
      />
      <Button onClick={pay} className="w-full">
        {t('summary.pay')}
      </Button>
      <Link to={paths.shop()} className="text-center text-sm font-medium text-brand-700 hover:underline">
        {t('summary.continue')}
      </Link>
    </aside>
  );
}
