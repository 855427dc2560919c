/**
 * How long delivery takes to the signed-in shopper's default address ("Delivery address"): the
 * range over the companies that deliver there. Null while that is not known (a visitor, an API that
 * keeps no addresses, a shopper with none, or no company priced): the shop's widest range stands.
 */
import { useMemo } from 'react';
import { useAddresses } from '@/api/orders/addresses';
import { useCapability } from '@/api/store';
import { DEFAULT_DELIVERY_DAYS, knownAddress } from '@/lib/orders/shipping-address';
import { useShippingOffers } from './use-shipping-offers';
import { useStoredLogin } from '../use-stored-login';

export interface DeliveryDays {
  /** The default address's city, as the shopper saved it. */
  city: string;
  min: number;
  max: number;
}

export function useDeliveryDays(): DeliveryDays | null {
  const login = useStoredLogin();
  const keeps = useCapability('addresses');
  const addresses = useAddresses(login?.user.id ?? 0, { enabled: login !== null && keeps });
  const saved = login && keeps ? addresses.data?.[0] : undefined;
  const address = useMemo(() => (saved ? knownAddress(saved) : null), [saved]);
  // The time does not depend on the payment method or VAT.
  const { offers } = useShippingOffers({ address, cod: false, rule: 'included', enabled: address !== null });
  const quotes = offers.flatMap((offer) => (offer.state === 'priced' && offer.quote ? [offer.quote] : []));
  if (!saved || quotes.length === 0) return null;
  return {
    city: saved.city,
    min: Math.min(...quotes.map((quote) => quote.min_days ?? DEFAULT_DELIVERY_DAYS.min)),
    max: Math.max(...quotes.map((quote) => quote.max_days ?? DEFAULT_DELIVERY_DAYS.max)),
  };
}
