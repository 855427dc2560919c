/**
 * The checkout's shipping section: the companies with their prices for the address (a retry when
 * the list could not be had), then the chosen company's city, fastlo's read from the address and
 * naqel's chosen from its list.
 */
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { useFieldError } from '@/components/ui/use-field-error';
import { useLanguage } from '@/i18n/use-language';
import { cityOptions, type PickedAddress } from '@/lib/orders/shipping-address';
import type { CheckoutValues } from './checkout-schema';
import { ShippingChoice, useDaysLabel } from './shipping-choice';
import type { ShippingQuotes } from './use-shipping-quotes';

const selectClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-ink focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600 border-stone-300';

export function ShippingSection({
  shipping,
  gate,
  address,
  destination,
  register,
  errors,
}: {
  shipping: ShippingQuotes;
  gate: string;
  /** The picked address in the kingdom, and the same with the city the shopper typed. */
  address: PickedAddress | null;
  destination: PickedAddress | null;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const ids = useId();
  const daysLabel = useDaysLabel();
  const fieldError = useFieldError(errors, 'checkout');
  const { offers, fastlo } = shipping;
  const cities = cityOptions(gate, language, destination);
  const chosenQuote = gate ? shipping.cost.data : undefined;

  return (
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
          field={register('shipping_gate', { onChange: shipping.chooseGate })}
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
                  {...register('city', { onChange: shipping.chooseCity })}
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
  );
}
