/**
 * An order's amounts as the cart, checkout, the status page and the profile show them
 * (docs/product.md, "Prices and VAT"). Where prices include VAT the rows add up as the shopper reads
 * them: products − coupon + shipping = total, and the total splits into its part before VAT and the
 * VAT. Against an API that adds VAT, the original rows: subtotal before VAT, coupon, VAT, shipping.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/lang';
import { formatSar, fromHalalas, toHalalas, type Halalas, type VatRule } from '@/lib/money';
import type { PlacedOrder } from '@/types/api';

export interface SummaryAmounts {
  rule: VatRule;
  /** The products; absent when the order does not say. */
  items?: Halalas;
  discount?: Halalas;
  /** Absent while not known (the cart), or when the order does not say. */
  shipping?: Halalas;
  codFee?: Halalas;
  /** Absent when the order does not say. */
  vat?: Halalas;
  total: Halalas;
}

/**
 * A placed order's amounts: its products with VAT, coupon, shipping and VAT where the API says
 * them, else the total (`total_price` + `shippment_cost`) alone.
 */
export function orderAmountsOf(order: Pick<PlacedOrder, 'total_price' | 'subtotal' | 'vat' | 'cod_fee'> & { discount_amount?: number; shippment_cost?: number | null }): SummaryAmounts {
  const halalas = (sar: number | null | undefined) => (typeof sar === 'number' ? toHalalas(sar) : undefined);
  const shipping = halalas(order.shippment_cost);
  return {
    // An order that states its VAT is this API's, with VAT in its prices and shipping.
    rule: typeof order.vat === 'number' ? 'included' : 'added',
    items: halalas(order.subtotal),
    discount: halalas(order.discount_amount),
    shipping: shipping || undefined,
    codFee: halalas(order.cod_fee),
    vat: halalas(order.vat),
    total: toHalalas(order.total_price) + (shipping ?? 0),
  };
}

const row = 'flex justify-between gap-4';

export function OrderSummary({
  amounts,
  language,
  couponLabel,
  shippingValue,
  totalTestId,
  className = '',
}: {
  amounts: SummaryAmounts;
  language: Lang;
  /** Names the coupon row, e.g. "Coupon WELCOME10 (10%)"; without it, the row shows only when there is a discount. */
  couponLabel?: string;
  /** Shown in the shipping row instead of the amount: while it loads, fails or waits for an address. */
  shippingValue?: ReactNode;
  totalTestId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { rule, items, discount = 0, shipping, codFee = 0, vat, total } = amounts;
  // One precision down the column: every row with two decimals when any row has halalas.
  const cents = [items, discount, shipping, codFee, vat, total].some((amount) => amount !== undefined && amount % 100 !== 0);
  const sar = (halalas: Halalas) => formatSar(fromHalalas(halalas), language, { cents });
  const included = rule === 'included';
  const showShipping = shipping !== undefined || shippingValue !== undefined;
  // While shipping is not known, the total says it leaves it out.
  const withoutShipping = shipping === undefined && shippingValue !== undefined;
  const coupon = (couponLabel || discount > 0) && (
    <div className={`${row} text-green-800`}>
      <dt>{couponLabel ?? t('summary.coupon')}</dt>
      <dd>−{sar(discount)}</dd>
    </div>
  );
  const vatRow = vat !== undefined && (
    <div className={included ? `${row} text-stone-600` : row}>
      <dt>{t('summary.vat')}</dt>
      <dd>{sar(vat)}</dd>
    </div>
  );
  return (
    <dl className={`flex flex-col gap-2 text-sm ${className}`}>
      {items !== undefined && (
        <div className={row}>
          <dt>{t(included ? 'summary.items' : 'summary.subtotalBeforeVat')}</dt>
          <dd>{sar(items)}</dd>
        </div>
      )}
      {coupon}
      {!included && vatRow}
      {showShipping && (
        <div className={row}>
          <dt>{t(included ? 'summary.shippingWithVat' : 'summary.shipping')}</dt>
          <dd data-testid="shipping-cost" className="text-end">
            {shippingValue ?? (
              <>
                {sar(shipping ?? 0)}
                {codFee > 0 && <span className="block text-xs text-stone-600">{t('summary.codFee', { fee: sar(codFee) })}</span>}
              </>
            )}
          </dd>
        </div>
      )}
      <div className={`mt-1 ${row} border-t border-brand-200 pt-3 text-base font-bold`}>
        <dt>{t(withoutShipping ? 'summary.totalBeforeShipping' : 'summary.total')}</dt>
        <dd data-testid={totalTestId}>{sar(total)}</dd>
      </div>
      {included && vat !== undefined && (
        <>
          <div className={`${row} text-stone-600`}>
            <dt>{t('summary.beforeVat')}</dt>
            <dd>{sar(total - vat)}</dd>
          </div>
          {vatRow}
        </>
      )}
    </dl>
  );
}
