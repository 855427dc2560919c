/**
 * The shipping companies as a list of radios, each with its price with VAT and its delivery time
 * for the address on lines of their own, so a phone shows them whole and a screen reader reads each
 * as one choice. Until the address is known, an overlay covers the list (its press says
 * 'الرجاء ملء البيانات أولاً'): prices and times need the address.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Lang } from '@shared/lang';
import { gateName } from '@/lib/orders/cities';
import { DEFAULT_DELIVERY_DAYS } from '@/lib/orders/shipping-address';
import { formatSar, fromHalalas } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';
import type { ShippingOffer } from '@/hooks/orders/use-shipping-offers';

export function useDaysLabel() {
  const { t } = useTranslation('checkout');
  return (quote: { min_days?: number; max_days?: number } | undefined) =>
    t('shipping.days', { min: quote?.min_days ?? DEFAULT_DELIVERY_DAYS.min, max: quote?.max_days ?? DEFAULT_DELIVERY_DAYS.max });
}

function OfferDetails({ offer, language }: { offer: ShippingOffer; language: Lang }) {
  const { t } = useTranslation('checkout');
  const daysLabel = useDaysLabel();
  const note = (text: string) => <span className="text-sm text-stone-600">{text}</span>;
  switch (offer.state) {
    case 'priced':
      return (
        <>
          <span className="font-semibold text-ink">{formatSar(fromHalalas(offer.amount!), language)}</span>{' '}
          <span className="text-sm text-stone-700">{daysLabel(offer.quote)}</span>
        </>
      );
    case 'unavailable':
      return note(t('shipping.unavailable'));
    case 'not-here':
      return note(t('shipping.notHere'));
    case 'city-needed':
      return note(t('shipping.cityForPrice'));
    case 'loading':
      return note(t('shipping.pricing'));
    case 'failed':
      return note(t('shipping.priceFailed'));
    case 'waiting':
      return null;
  }
}

export function ShippingChoice({
  offers,
  chosen,
  addressKnown,
  language,
  field,
  error,
  hint,
  children,
}: {
  offers: readonly ShippingOffer[];
  chosen: string;
  addressKnown: boolean;
  language: Lang;
  /** The form's `shipping_gate` field. */
  field: UseFormRegisterReturn<'shipping_gate'>;
  error?: string;
  hint: string;
  /** Under the list: the chosen company's city. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const ids = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? `${ids}-error` : null, `${ids}-hint`].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-lg font-semibold">{t('shipping.heading')}</legend>
      <div className="relative">
        <ul inert={!addressKnown} className="flex flex-col gap-2">
          {offers.map((offer) => {
            const choosable = offer.state !== 'unavailable' && offer.state !== 'not-here';
            return (
              <li key={offer.name}>
                <label
                  className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${
                    choosable ? 'cursor-pointer border-stone-200 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50' : 'border-stone-100 bg-stone-50 text-stone-500'
                  }`}
                >
                  <input type="radio" value={offer.name} disabled={!choosable} checked={chosen === offer.name} className="mt-1 size-4 shrink-0 accent-brand-700" {...field} />
                  {/* The spaces part the name, price and time in the radio's name, as the lines part them on screen. */}
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-medium">{gateName(offer.name, tc)}</span> <OfferDetails offer={offer} language={language} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {!addressKnown && (
          <button
            type="button"
            onClick={() => void notify.info(t('address.locked'), PAYMENT_FLOW_TOAST)}
            className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/75 p-6 text-center backdrop-blur-[2px]"
          >
            <span className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white">{t('address.locked')}</span>
            <span className="text-sm text-stone-700">{t('address.lockedHint')}</span>
          </button>
        )}
      </div>
      <p id={`${ids}-hint`} className="text-sm text-stone-600" data-testid="gate-hint">
        {hint}
      </p>
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
