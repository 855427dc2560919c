/**
 * What each shipping company offers the picked address ("Delivery address"): its price with VAT for
 * the payment method and its delivery time, asked of every company the trader has on as soon as the
 * address is known, and which of them the shop chooses for the shopper until they choose one.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { shippingCostQuery, useShippingGates } from '@/api/orders/shipping';
import { shippingAmount, type Halalas, type VatRule } from '@/lib/money';
import type { ShippingCost } from '@/types/api';
import { gateCity, gateOptions, type PickedAddress } from '@/lib/orders/shipping-address';

export type OfferState =
  /** The trader has it off: shown dimmed. */
  | 'unavailable'
  /** Its price waits for the address. */
  | 'waiting'
  /** naqel, for an address whose city is not in its list: the shopper chooses one of its region's cities. */
  | 'city-needed'
  | 'loading'
  | 'priced'
  /** It does not deliver to this address (422). */
  | 'not-here'
  /** Its price could not be had now. */
  | 'failed';

export interface ShippingOffer {
  name: string;
  state: OfferState;
  quote?: ShippingCost;
  /** Delivery with VAT (and the cash-on-delivery fee), as the summary will show it. */
  amount?: Halalas;
}

function offerState(quote: UseQueryResult<ShippingCost> | undefined, asked: boolean): OfferState {
  if (!quote || !asked) return 'waiting';
  if (quote.data) return 'priced';
  if (quote.error instanceof ApiError && quote.error.status === 422) return 'not-here';
  if (quote.isError) return 'failed';
  return 'loading';
}

export function useShippingOffers({
  address,
  cod,
  rule,
  naqelCity = '',
  enabled = true,
}: {
  address: PickedAddress | null;
  cod: boolean;
  rule: VatRule;
  /** naqel's city, when the shopper chose one. */
  naqelCity?: string;
  /** False: no request at all. */
  enabled?: boolean;
}) {
  const { gates, traderGates } = useShippingGates({ enabled });
  const options = gates.data && traderGates.data ? gateOptions(gates.data, traderGates.data) : [];
  const usable = options.filter((option) => option.enabled).map((option) => ({ name: option.name, city: gateCity(option.name, address, naqelCity) }));
  const quotes = useQueries({
    queries: usable.map(({ name, city }) => ({ ...shippingCostQuery({ city: city ?? '', cod, shiping_gate: name }), enabled: Boolean(address && city), retry: false })),
  });
  const offers: ShippingOffer[] = options.map((option) => {
    if (!option.enabled) return { name: option.name, state: 'unavailable' };
    const index = usable.findIndex((entry) => entry.name === option.name);
    const city = usable[index]?.city;
    if (address && !city && option.name === 'naqel') return { name: option.name, state: 'city-needed' };
    const quote = quotes[index];
    const state = offerState(quote, Boolean(address && city));
    const data = state === 'priced' ? quote?.data : undefined;
    return {
      name: option.name,
      state,
      quote: data,
      amount: data ? shippingAmount({ cost: data.shiping_cost, codFee: data.cod_fee }, rule).shipping : undefined,
    };
  });
  // Every price that can come has come (or failed), so the cheapest is known.
  const settled = address !== null && offers.length > 0 && offers.every((offer) => offer.state !== 'loading' && offer.state !== 'waiting');
  return {
    offers,
    settled,
    pending: gates.isPending || traderGates.isPending,
    failed: gates.isError || traderGates.isError,
    retry: () => {
      void gates.refetch();
      void traderGates.refetch();
    },
  };
}

/**
 * The company the shop chooses for the shopper: the one they used last while it delivers here, else
 * the cheapest that does (the first listed of equals); '' when none does.
 */
export function shopChoice(offers: readonly ShippingOffer[], preferred: string | undefined): string {
  const priced = offers.filter((offer) => offer.state === 'priced');
  if (preferred && priced.some((offer) => offer.name === preferred)) return preferred;
  const cheapest = priced.reduce<ShippingOffer | undefined>((best, offer) => (best === undefined || offer.amount! < best.amount! ? offer : best), undefined);
  return cheapest?.name ?? '';
}
