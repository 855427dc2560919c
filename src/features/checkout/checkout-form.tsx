/**
 * /payment's form, loaded after the page has rendered, in the order a shopper thinks: the delivery
 * address (saved ones to choose from, or a new one on the map, and the address's parts), then the
 * shipping companies, each priced for it with VAT and its delivery time (the cheapest chosen for
 * the shopper until they choose), the payment method, the amounts and the submit button
 * (docs/product.md: "Prices and VAT", "Delivery address", "Saved addresses").
 *
 * Submitting sends one Idempotency-Key per attempt (the same key while the order is the same), so a
 * double click or a retry never makes two orders.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SavedAddress } from '@/api/addresses';
import { cartKeys, type CartItem } from '@/api/cart';
import { ApiError, errorMessage } from '@/api/client';
import { useCreateOrder, type CheckoutBody } from '@/api/orders';
import { shippingCostQuery, shippingKeys } from '@/api/shipping';
import { useCapability, useVatRule } from '@/api/store';
import { AddressFields } from '@/components/address-fields';
import { OrderSummary } from '@/components/order-summary';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { CardMarks } from '@/components/ui/payment-marks';
import { useFieldError } from '@/components/ui/use-field-error';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { addressLine, EMPTY_ADDRESS, phoneFieldValue, savedAddressValues, toDeliveryInput, type AddressValues } from '@/lib/delivery-address';
import { leavePage } from '@/lib/leave-page';
import { formatSar, fromHalalas, orderAmounts } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';
import type { CouponState } from '@/hooks/use-applied-coupon';
import { setStoredCoupon, type AppliedCoupon } from '@/lib/stored-coupon';
import type { StoredUser } from '@/lib/stored-login';
import { storedTrackingLink } from '@/lib/tracking-link';
import type { ConflictBody, PlacedOrder } from '@/types/api';
import { cityOptions, fastloCityOf, knownAddress, naqelCities, naqelCityOf, withTown } from '@/lib/shipping-address';
import { AddressPicker } from './address-picker';
import { checkoutSchema, type CheckoutContext, type CheckoutValues } from './checkout-schema';
import { newAttemptKey } from './attempt-key';
import { SavedAddressChoice } from './saved-address-choice';
import { ShippingChoice, useDaysLabel } from './shipping-choice';
import { useAddressPick } from './use-address-pick';
import { shopChoice, useShippingOffers } from '@/hooks/use-shipping-offers';

/** About a second passes after the answer, with its toast on screen, before the status page. */
export const ORDER_PLACED_PAUSE_MS = 1000;

const selectClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-ink focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600 border-stone-300';

export interface CheckoutFormProps {
  user: StoredUser;
  lines: CartItem[];
  coupon: AppliedCoupon | null;
  /** A coupon applied in the cart that the server no longer accepts. */
  unusable: CouponState['unusable'];
  /** The shopper's saved addresses, the default first (none without the API's address book). */
  savedAddresses: SavedAddress[];
  /** The shopper's last order, whose address, company and payment method a new checkout starts from. */
  lastOrder: PlacedOrder | null;
}

export default function CheckoutForm({ user, lines, coupon, unusable, savedAddresses, lastOrder }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const rule = useVatRule();
  const sendsDelivery = useCapability('order-details');
  const daysLabel = useDaysLabel();

  // A checkout starts from the default saved address, else the last order's, else the profile's name and phone.
  const savedDefault = savedAddresses[0] ?? null;
  const startDelivery = savedDefault ?? lastOrder?.delivery ?? null;
  const [savedChoice, setSavedChoice] = useState<number | 'new'>(savedDefault?.id ?? 'new');
  const pick = useAddressPick(startDelivery ? knownAddress(startDelivery) : null);
  // A place found on the map is a new address, whichever saved one was chosen before.
  const chosenSaved = pick.located && pick.address ? 'new' : savedChoice;
  // Only an address in the kingdom can be delivered to.
  const address = pick.address?.inKingdom ? pick.address : null;
  const context: CheckoutContext = { address };
  const profileAddress: AddressValues = { ...EMPTY_ADDRESS, recipient: user.name, phone: phoneFieldValue(user.phone) };
  const startAddress = savedDefault ? savedAddressValues(savedDefault) : lastOrder?.delivery ? savedAddressValues(lastOrder.delivery) : profileAddress;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues, CheckoutContext>({
    resolver: yupResolver(checkoutSchema),
    context,
    defaultValues: {
      ...startAddress,
      shipping_gate: lastOrder?.shipping_gate ?? '',
      city: '',
      payment: lastOrder?.cod === false ? 'visa' : 'cash',
    },
  });
  const fieldError = useFieldError(errors, 'checkout');
  const [gate, chosenCity, payment, town] = useWatch({ control, name: ['shipping_gate', 'city', 'payment', 'town'] });
  const cod = payment === 'cash';
  // The order ships where its address is, as our API holds it to: the city the shopper typed (the
  // order's city), else the map's; each company's city follows from it.
  const destination = withTown(address, town);
  const fastlo = fastloCityOf(destination);

  // A place found on the map or by search fills the address's parts it knows; the shopper completes them.
  const located = pick.located ? address : null;
  useEffect(() => {
    if (!located) return;
    const parts: Partial<AddressValues> = {
      town: located.city ?? '',
      district: located.neighbourhood ?? '',
      street: located.road ?? '',
      building_number: located.houseNumber ?? '',
      zip_code: located.postcode ?? '',
    };
    for (const [name, value] of Object.entries(parts)) setValue(name as keyof AddressValues, value, { shouldValidate: false });
  }, [located, setValue]);

  const chooseSaved = (choice: number | 'new') => {
    setSavedChoice(choice);
    const saved = savedAddresses.find((entry) => entry.id === choice);
    pick.choose(saved ? knownAddress(saved) : null);
    reset({ ...getValues(), ...(saved ? savedAddressValues(saved) : profileAddress) }, { keepDefaultValues: true });
  };

  // naqel: the city the address is in, chosen for the shopper; for a town naqel does not list, the
  // shopper chooses one of its region's cities, and one chosen for another region goes.
  const suggestedCity = gate === 'naqel' ? naqelCityOf(destination)?.CityCode : undefined;
  const naqelChoices = gate === 'naqel' ? naqelCities(destination).map((city) => city.CityCode).join(' ') : '';
  useEffect(() => {
    if (suggestedCity) {
      setValue('city', suggestedCity);
      clearErrors('city');
      return;
    }
    const chosen = getValues('city');
    if (naqelChoices !== '' && chosen !== '' && !naqelChoices.split(' ').includes(chosen)) setValue('city', '');
  }, [suggestedCity, naqelChoices, setValue, getValues, clearErrors]);

  const offers = useShippingOffers({ address: destination, cod, rule, naqelCity: gate === 'naqel' ? chosenCity : '' });
  // The shop chooses for the shopper (their last company while it delivers here, else the cheapest)
  // until they choose themselves: a company they chose is never changed for them.
  const [gateChosenByShopper, setGateChosenByShopper] = useState(false);
  const shopGate = offers.settled ? shopChoice(offers.offers, lastOrder?.shipping_gate ?? undefined) : undefined;
  useEffect(() => {
    if (gateChosenByShopper || shopGate === undefined || shopGate === gate) return;
    setValue('shipping_gate', shopGate);
    setValue('city', '');
  }, [gateChosenByShopper, shopGate, gate, setValue]);

  const shippingCity = gate === 'fastlo' ? (fastlo?.en ?? '') : chosenCity;
  const cost = useQuery({
    ...shippingCostQuery({ city: shippingCity, cod, shiping_gate: gate }),
    enabled: Boolean(address && gate && shippingCity),
  });
  const charge = cost.data && cost.isSuccess ? { cost: cost.data.shiping_cost, codFee: cost.data.cod_fee } : null;
  const amounts = orderAmounts(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.discount ?? 0,
    rule,
    charge,
  );

  const create = useCreateOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const placeOrder = async (values: CheckoutValues) => {
    if (!address || sending.current) return;
    // The total must be known before the shopper commits to it.
    if (!charge) return setFailure(t('summary.shippingFailed'));
    sending.current = true;
    setFailure(null);
    const trackingLinkId = storedTrackingLink();
    const body: CheckoutBody = {
      city: shippingCity,
      area: values.district,
      address: addressLine(values),
      zip_code: values.zip_code,
      country: 'SA',
      amount: fromHalalas(amounts.total),
      products: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, specs: line.specs })),
      cod,
      phone: `966${values.phone}`,
      // The gateway returns the shopper here, with the order's id.
      returnUrl: `${window.location.origin}${paths.paymentStatus()}`,
      shipping_gate: values.shipping_gate,
      ...(address.lat !== null && address.lon !== null ? { lat: address.lat, lon: address.lon } : {}),
      ...(trackingLinkId ? { tracking_link_id: trackingLinkId } : {}),
      ...(coupon ? { coupon: coupon.name } : {}),
      ...(sendsDelivery ? { delivery: toDeliveryInput(values, address.state) } : {}),
    };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newAttemptKey() };
    try {
      const placed = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      void notify.success(t('result.placed'), PAYMENT_FLOW_TOAST);
      if (placed.payment_url) {
        // The card is paid on the gateway's page, which returns to /payment-status?order_id=.
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
    // A missing city also says so in a toast.
    if (invalid.city?.message === 'validation.cityRequired') void notify.error(t('validation.cityRequired'), PAYMENT_FLOW_TOAST);
  };

  const cities = cityOptions(gate, language, destination);
  const addressHintId = `${ids}-address-first`;
  const chosenQuote = gate ? cost.data : undefined;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(placeOrder, onInvalid)(event)} className="grid items-start gap-8 lg:grid-cols-2">
      <AddressPicker
        pick={pick}
        newAddress={chosenSaved === 'new'}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        before={savedAddresses.length > 0 && <SavedAddressChoice addresses={savedAddresses} chosen={chosenSaved} onChoose={chooseSaved} />}
      >
        <AddressFields register={register} errors={errors} />
      </AddressPicker>

      <section aria-label={t('shipping.heading')} className="flex flex-col gap-4 rounded-2xl border border-stone-200 p-5 lg:col-start-2 lg:row-start-1">
        {offers.failed ? (
          <>
            <h2 className="text-lg font-semibold">{t('shipping.heading')}</h2>
            <LoadFailed onRetry={offers.retry} />
          </>
        ) : (
          <ShippingChoice
            offers={offers.offers}
            chosen={gate}
            addressKnown={address !== null}
            language={language}
            field={register('shipping_gate', {
              onChange: () => {
                setGateChosenByShopper(true);
                setValue('city', '');
              },
            })}
            error={errors.shipping_gate ? fieldError('shipping_gate') : undefined}
            hint={gate && chosenQuote ? t('shipping.chosenDays', { days: daysLabel(chosenQuote) }) : address ? t('shipping.pricesForAddress') : t('shipping.pricesAfterAddress')}
          >
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
                    // Choosing naqel's city is choosing naqel.
                    {...register('city', { onChange: () => setGateChosenByShopper(true) })}
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
          </ShippingChoice>
        )}
      </section>

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
            {t('summary.heading')} <span className="font-normal text-stone-600">({t('summary.items', { count: lines.length })})</span>
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
