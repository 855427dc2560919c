/**
 * /payment's form (spec §2, §4, §5; R5, R8, R19, R25), loaded after the page has rendered: the
 * shipping company and its city, the map's address, the phone with +966, the zip code when the
 * address has no postcode, the payment method, the cost summary and the submit button.
 *
 * Shipping cost is asked again whenever the gate, the city, the address or the payment method
 * changes. Submitting sends one Idempotency-Key per attempt (the same key while the order is the
 * same), so a double click or a retry never makes two orders.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartKeys, type CartItem } from '@/api/cart';
import { ApiError, errorMessage } from '@/api/client';
import { useCreateOrder, type CheckoutBody } from '@/api/orders';
import { shippingCostQuery, shippingKeys, useShippingGates } from '@/api/shipping';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { gateName } from '@/lib/cities';
import { leavePage } from '@/lib/leave-page';
import { cartTotals, formatSar, fromHalalas, toHalalas } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';
import type { CouponState } from '@/hooks/use-applied-coupon';
import { setStoredCoupon, type AppliedCoupon } from '@/lib/stored-coupon';
import type { StoredUser } from '@/lib/stored-login';
import { storedTrackingLink } from '@/lib/tracking-link';
import type { ConflictBody } from '@/types/api';
import { areaOf, cityOptions, fastloCityOf, naqelCityOf, needsZip } from './address';
import { AddressPicker } from './address-picker';
import { checkoutSchema, phoneFieldValue, type CheckoutContext, type CheckoutValues } from './checkout-schema';
import { gateOptions } from './gates';
import { newAttemptKey } from './attempt-key';
import { useAddressPick } from './use-address-pick';

/** Spec §4: about a second passes after the answer, with its toast on screen, before the status page. */
export const ORDER_PLACED_PAUSE_MS = 1000;

const selectClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-ink focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600 border-stone-300';

export interface CheckoutFormProps {
  user: StoredUser;
  lines: CartItem[];
  coupon: AppliedCoupon | null;
  /** A coupon applied in the cart that the server no longer accepts. */
  unusable: CouponState['unusable'];
}

export default function CheckoutForm({ user, lines, coupon, unusable }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();

  const pick = useAddressPick();
  // Only an address in the kingdom can be delivered to.
  const address = pick.address?.inKingdom ? pick.address : null;
  const fastlo = fastloCityOf(address);
  const context: CheckoutContext = { needsZip: needsZip(address), fastloCity: fastlo?.en ?? null };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues, CheckoutContext>({
    resolver: yupResolver(checkoutSchema),
    context,
    defaultValues: { phone: phoneFieldValue(user.phone), zip_code: '', shipping_gate: '', city: '', payment: 'cash' },
  });
  const fieldError = useFieldError(errors, 'checkout');
  const [gate, chosenCity, payment] = useWatch({ control, name: ['shipping_gate', 'city', 'payment'] });
  const cod = payment === 'cash';

  // naqel: the city the address is in, chosen for the shopper, who can still change it.
  const suggestedCity = gate === 'naqel' ? naqelCityOf(address)?.CityCode : undefined;
  useEffect(() => {
    if (!suggestedCity) return;
    setValue('city', suggestedCity);
    clearErrors('city');
  }, [suggestedCity, setValue, clearErrors]);

  const { gates, traderGates } = useShippingGates();
  const options = gates.data && traderGates.data ? gateOptions(gates.data, traderGates.data) : [];
  const gatesFailed = gates.isError || traderGates.isError;
  const gateLabel = (name: string) => gateName(name, tc);

  // Spec §5: fastlo's city is the address's state; the others' is the one chosen.
  const shippingCity = gate === 'fastlo' ? (fastlo?.en ?? '') : chosenCity;
  const cost = useQuery({
    ...shippingCostQuery({ city: shippingCity, cod, shiping_gate: gate }),
    enabled: Boolean(address && gate && shippingCity),
  });
  const shippingHalalas = cost.data && cost.isSuccess ? toHalalas(cost.data.shiping_cost) : null;
  const totals = cartTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.discount ?? 0,
  );
  const payable = totals.total + (shippingHalalas ?? 0);
  const sar = (halalas: number) => formatSar(fromHalalas(halalas), language);

  const create = useCreateOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const placeOrder = async (values: CheckoutValues) => {
    if (!address || sending.current) return;
    // The total must be known before the shopper commits to it.
    if (shippingHalalas === null) return setFailure(t('summary.shippingFailed'));
    sending.current = true;
    setFailure(null);
    const trackingLinkId = storedTrackingLink();
    const body: CheckoutBody = {
      city: shippingCity,
      area: areaOf(address),
      address: address.displayName,
      zip_code: address.postcode ?? values.zip_code,
      country: 'SA',
      amount: fromHalalas(payable),
      products: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, specs: line.specs })),
      cod,
      phone: `966${values.phone}`,
      // R4: the gateway returns the shopper here, with the order's id.
      returnUrl: `${window.location.origin}${paths.paymentStatus()}`,
      shipping_gate: values.shipping_gate,
      lat: address.lat,
      lon: address.lon,
      ...(trackingLinkId ? { tracking_link_id: trackingLinkId } : {}),
      ...(coupon ? { coupon: coupon.name } : {}),
    };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newAttemptKey() };
    try {
      const placed = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      void notify.success(t('result.placed'), PAYMENT_FLOW_TOAST);
      if (placed.payment_url) {
        // R4: the card is paid on the gateway's page, which returns to /payment-status?order_id=.
        leavePage(placed.payment_url);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ORDER_PLACED_PAUSE_MS));
      setStoredCoupon(null);
      reset();
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

  const onInvalid = (invalid: FieldErrors<CheckoutValues>) => {
    // Spec §5: a missing city also says so in a toast.
    if (invalid.city?.message === 'validation.cityRequired') void notify.error(t('validation.cityRequired'), PAYMENT_FLOW_TOAST);
  };

  const cities = cityOptions(gate, language);
  const addressHintId = `${ids}-address-first`;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(placeOrder, onInvalid)(event)} className="grid items-start gap-8 lg:grid-cols-2">
      <section aria-labelledby={`${ids}-shipping`} className="flex flex-col gap-4 rounded-2xl border border-stone-200 p-5 lg:col-start-2 lg:row-start-1">
        <h2 id={`${ids}-shipping`} className="text-lg font-semibold">
          {t('shipping.heading')}
        </h2>
        {gatesFailed ? (
          <LoadFailed
            onRetry={() => {
              void gates.refetch();
              void traderGates.refetch();
            }}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-gate`} className="text-sm font-medium text-stone-800">
              {t('shipping.gate')}
            </label>
            <select
              id={`${ids}-gate`}
              aria-invalid={errors.shipping_gate ? true : undefined}
              aria-describedby={errors.shipping_gate ? `${ids}-gate-error` : undefined}
              className={selectClass}
              aria-busy={gates.isPending || traderGates.isPending || undefined}
              {...register('shipping_gate', { onChange: () => setValue('city', '') })}
            >
              <option value="">{t('shipping.gateChoose')}</option>
              {options.map((option) => (
                <option key={option.name} value={option.name} disabled={!option.enabled} className={option.enabled ? undefined : 'text-stone-400'}>
                  {option.enabled ? gateLabel(option.name) : t('shipping.gateUnavailable', { name: gateLabel(option.name) })}
                </option>
              ))}
            </select>
            {errors.shipping_gate && (
              <p id={`${ids}-gate-error`} role="alert" className="text-sm text-red-700">
                {fieldError('shipping_gate')}
              </p>
            )}
          </div>
        )}
        {gate === 'fastlo' ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-stone-800">{t('shipping.cityFromAddress')}</span>
            <p className="rounded-lg bg-stone-50 px-3 py-2.5 text-ink" data-testid="fastlo-city">
              {fastlo ? (language === 'ar' ? fastlo.ar : fastlo.en) : address ? address.state : t('shipping.cityAfterAddress')}
            </p>
            {errors.city && (
              <p role="alert" className="text-sm text-red-700">
                {fieldError('city')}
              </p>
            )}
          </div>
        ) : (
          gate !== '' && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${ids}-city`} className="text-sm font-medium text-stone-800">
                {t('shipping.city')}
              </label>
              <select
                id={`${ids}-city`}
                aria-invalid={errors.city ? true : undefined}
                aria-describedby={errors.city ? `${ids}-city-error` : undefined}
                className={selectClass}
                {...register('city')}
              >
                <option value="">{t('shipping.cityChoose')}</option>
                {cities.map((city) => (
                  <option key={city.value} value={city.value}>
                    {city.label}
                  </option>
                ))}
              </select>
              {cities.length === 0 && <p className="text-sm text-stone-600">{t('shipping.noCities')}</p>}
              {errors.city && (
                <p id={`${ids}-city-error`} role="alert" className="text-sm text-red-700">
                  {fieldError('city')}
                </p>
              )}
            </div>
          )
        )}
      </section>

      <AddressPicker pick={pick} locked={gate === ''} className="lg:col-start-1 lg:row-span-2 lg:row-start-1" />

      <section aria-labelledby={`${ids}-details`} className="flex flex-col gap-5 rounded-2xl border border-stone-200 p-5 lg:col-start-2 lg:row-start-2">
        <h2 id={`${ids}-details`} className="text-lg font-semibold">
          {t('form.heading')}
        </h2>
        <TextField
          label={t('form.phone')}
          prefix="+966"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          hint={t('form.phoneHint')}
          error={fieldError('phone')}
          {...register('phone')}
        />
        {context.needsZip && (
          <TextField label={t('form.zip')} inputMode="numeric" autoComplete="postal-code" dir="ltr" hint={t('form.zipHint')} error={fieldError('zip_code')} {...register('zip_code')} />
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.payment')}</legend>
          {(['cash', 'visa'] as const).map((method) => (
            <label key={method} className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" value={method} className="size-4 accent-brand-700" {...register('payment')} />
              <span>{t(method === 'cash' ? 'form.cash' : 'form.visa')}</span>
            </label>
          ))}
        </fieldset>

        <div aria-labelledby={`${ids}-summary`} role="group" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4 text-sm">
          <h3 id={`${ids}-summary`} className="text-base font-semibold">
            {t('summary.heading')} <span className="font-normal text-stone-600">({t('summary.items', { count: lines.length })})</span>
          </h3>
          <dl className="flex flex-col gap-2">
            <div className="flex justify-between gap-4">
              <dt>{t('summary.subtotal')}</dt>
              <dd>{sar(totals.subtotal)}</dd>
            </div>
            {unusable && (
              <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                {t('summary.couponUnusable', { name: unusable.name, reason: unusable.reason })}
              </p>
            )}
            {coupon && (
              <div className="flex justify-between gap-4 text-green-800">
                <dt>{t('summary.discount', { name: coupon.name, discount: coupon.discount })}</dt>
                <dd>−{sar(totals.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt>{t('summary.vat')}</dt>
              <dd>{sar(totals.tax)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t('summary.shipping')}</dt>
              <dd data-testid="shipping-cost" className="text-end">
                {shippingHalalas !== null ? (
                  <>
                    {sar(shippingHalalas)}
                    {cost.data?.cod_fee ? <span className="block text-xs text-stone-600">{t('summary.codFee', { fee: formatSar(cost.data.cod_fee, language) })}</span> : null}
                  </>
                ) : cost.isFetching ? (
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
                )}
              </dd>
            </div>
            <div className="mt-1 flex justify-between gap-4 border-t border-brand-200 pt-3 text-base font-bold">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="checkout-total">{sar(payable)}</dd>
            </div>
          </dl>
        </div>

        <p className="text-sm text-red-700">{t('form.note')}</p>
        {failure !== null && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">{t('result.failed')}</p>
            {failure && <p className="mt-1">{failure}</p>}
          </div>
        )}
        <Button type="submit" pending={isSubmitting} disabled={!address || pick.looking || cost.isFetching} aria-describedby={address ? undefined : addressHintId} className="w-full">
          {t('form.submit')}
        </Button>
        {!address && (
          <p id={addressHintId} className="text-center text-sm text-stone-600">
            {t('form.addressFirst')}
          </p>
        )}
      </section>
    </form>
  );
}
