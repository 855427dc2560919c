/**
 * The checkout's shipping ("Delivery address"): every company's offer for the address, the company
 * and naqel city the shop chooses for the shopper until they choose, and the chosen company's quote,
 * which the summary's total and the order take.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { shippingCostQuery } from '@/api/orders/shipping';
import type { VatRule } from '@/lib/money';
import { fastloCityOf, naqelCityOf, naqelCities, type PickedAddress } from '@/lib/orders/shipping-address';
import { shopChoice, useShippingOffers } from '@/hooks/orders/use-shipping-offers';
import type { CheckoutContext, CheckoutValues } from './checkout-schema';

export function useShippingQuotes({
  form: { setValue, getValues, clearErrors },
  gate,
  chosenCity,
  address,
  destination,
  cod,
  rule,
  lastGate,
}: {
  form: Pick<UseFormReturn<CheckoutValues, CheckoutContext>, 'setValue' | 'getValues' | 'clearErrors'>;
  /** The form's company and naqel city. */
  gate: string;
  chosenCity: string;
  /** The picked address in the kingdom, and the same with the city the shopper typed. */
  address: PickedAddress | null;
  destination: PickedAddress | null;
  cod: boolean;
  rule: VatRule;
  /** The company of the shopper's last order. */
  lastGate: string | undefined;
}) {
  const fastlo = fastloCityOf(destination);

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
  const shopGate = offers.settled ? shopChoice(offers.offers, lastGate) : undefined;
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

  return {
    offers,
    /** fastlo's city for the address, which it ships to without a choice. */
    fastlo,
    shippingCity,
    /** The chosen company's quote. */
    cost,
    /** Its price and cash-on-delivery fee, once known. */
    charge,
    /** The shopper chose a company: its city is chosen again. */
    chooseGate: () => {
      setGateChosenByShopper(true);
      setValue('city', '');
    },
    /** Choosing naqel's city is choosing naqel. */
    chooseCity: () => setGateChosenByShopper(true),
  };
}

export type ShippingQuotes = ReturnType<typeof useShippingQuotes>;
