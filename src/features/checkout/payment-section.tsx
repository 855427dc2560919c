/**
 * The checkout's payment section: the payment method, the amounts ("Prices and VAT"), with the
 * shipping line waiting for its quote or offering to ask again, the order's failure and the submit
 * button, which waits for the address.
 */
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CouponState } from '@/hooks/orders/use-applied-coupon';
import { OrderSummary } from '@/components/orders/order-summary';
import { Button } from '@/components/ui/button';
import { CardMarks } from '@/components/icons/payment-marks';
import { useLanguage } from '@/i18n/use-language';
import type { OrderAmounts } from '@/lib/money';
import type { AppliedCoupon } from '@/lib/orders/stored-coupon';
import type { CheckoutValues } from './checkout-schema';
import type { ShippingQuotes } from './use-shipping-quotes';

export function PaymentSection({
  register,
  itemCount,
  coupon,
  unusable,
  amounts,
  shipping: { cost, charge },
  failure,
  submitting,
  addressKnown,
  looking,
}: {
  register: UseFormRegister<CheckoutValues>;
  /** The cart's lines. */
  itemCount: number;
  coupon: AppliedCoupon | null;
  unusable: CouponState['unusable'];
  amounts: OrderAmounts;
  shipping: Pick<ShippingQuotes, 'cost' | 'charge'>;
  /** The last attempt's refusal ('' without a reason), null without one. */
  failure: string | null;
  submitting: boolean;
  addressKnown: boolean;
  /** The map is looking the address up. */
  looking: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const addressHintId = `${ids}-address-first`;

  return (
    <section aria-labelledby={`${ids}-payment`} className="flex flex-col gap-5 rounded-2xl border border-stone-200 p-5 lg:col-start-2 lg:row-start-2">
      <fieldset className="flex flex-col gap-2">
        <legend id={`${ids}-payment`} className="mb-1 text-lg font-semibold">
          {t('form.payment')}
        </legend>
        {(['cash', 'visa'] as const).map((method) => (
          <label key={method} className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" value={method} className="size-4 accent-brand-700" {...register('payment')} />
            <span className="flex-1">{t(method === 'cash' ? 'form.cash' : 'form.visa')}</span>
            {/* The label already names the networks: the marks are pictures of it. */}
            {method === 'visa' && <CardMarks className="shrink-0" aria-hidden />}
          </label>
        ))}
      </fieldset>

      <div aria-labelledby={`${ids}-summary`} role="group" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4 text-sm">
        <h3 id={`${ids}-summary`} className="text-base font-semibold">
          {t('summary.heading')} <span className="font-normal text-stone-600">({t('summary.items', { count: itemCount })})</span>
        </h3>
        {unusable && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {t('summary.couponUnusable', { name: unusable.name, reason: unusable.reason })}
          </p>
        )}
        <OrderSummary
          amounts={charge ? amounts : { ...amounts, shipping: undefined }}
          language={language}
          couponLabel={coupon ? t('summary.discount', { name: coupon.name, discount: coupon.discount }) : undefined}
          totalTestId="checkout-total"
          shippingValue={
            charge ? undefined : cost.isFetching ? (
              t('summary.shippingLoading')
            ) : cost.isError ? (
              <span className="flex flex-col items-end gap-1 text-red-700">
                {t('summary.shippingFailed')}
                <button type="button" onClick={() => void cost.refetch()} className="font-medium underline">
                  {tc('errors.retry')}
                </button>
              </span>
            ) : (
              <span className="text-stone-600">{t('summary.shippingPending')}</span>
            )
          }
        />
      </div>

      <p className="text-sm text-stone-600">{t('form.note')}</p>
      {failure !== null && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{t('result.failed')}</p>
          {failure && <p className="mt-1">{failure}</p>}
        </div>
      )}
      <Button type="submit" pending={submitting} disabled={!addressKnown || looking || cost.isFetching} aria-describedby={addressKnown ? undefined : addressHintId} className="w-full">
        {t('form.submit')}
      </Button>
      {!addressKnown && (
        <p id={addressHintId} className="text-center text-sm text-stone-600">
          {t('form.addressFirst')}
        </p>
      )}
    </section>
  );
}
