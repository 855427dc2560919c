/**
 * /payment's form, loaded after the page has rendered, in the order a shopper thinks: the delivery
 * address (saved ones to choose from, or a new one on the map, and the address's parts), then the
 * shipping companies, each priced for it with VAT and its delivery time (the cheapest chosen for
 * the shopper until they choose), the payment method, the amounts and the submit button
 * (docs/product.md: "Prices and VAT", "Delivery address", "Saved addresses").
 *
 * The shipping is use-shipping-quotes.ts, the order sent is order-body.ts and sending it (one
 * order however often it is submitted) use-place-order.ts.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@/api/orders/addresses';
import type { CartItem } from '@/api/cart';
import { useCapability, useVatRule } from '@/api/store';
import { AddressFields } from '@/components/orders/address-fields';
import { paths } from '@/config/paths';
import type { CouponState } from '@/hooks/orders/use-applied-coupon';
import { EMPTY_ADDRESS, phoneFieldValue, savedAddressValues, type AddressValues } from '@/lib/orders/delivery-address';
import { orderAmounts } from '@/lib/money';
import { notify } from '@/lib/notify';
import { knownAddress, withTown } from '@/lib/orders/shipping-address';
import type { AppliedCoupon } from '@/lib/orders/stored-coupon';
import type { StoredUser } from '@/lib/stored-login';
import { storedTrackingLink } from '@/lib/tracking-link';
import type { PlacedOrder } from '@/types/api';
import { AddressPicker } from './address-picker';
import { checkoutSchema, type CheckoutContext, type CheckoutValues } from './checkout-schema';
import { orderBody } from './order-body';
import { PaymentSection } from './payment-section';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';
import { SavedAddressChoice } from './saved-address-choice';
import { ShippingSection } from './shipping-section';
import { useAddressPick } from './use-address-pick';
import { usePlaceOrder } from './use-place-order';
import { useShippingQuotes } from './use-shipping-quotes';

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
  const rule = useVatRule();
  const sendsDelivery = useCapability('order-details');

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
  const [gate, chosenCity, payment, town] = useWatch({ control, name: ['shipping_gate', 'city', 'payment', 'town'] });
  const cod = payment === 'cash';
  // The order ships where its address is, as our API holds it to: the city the shopper typed (the
  // order's city), else the map's; each company's city follows from it.
  const destination = withTown(address, town);

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

  const shipping = useShippingQuotes({
    form: { setValue, getValues, clearErrors },
    gate,
    chosenCity,
    address,
    destination,
    cod,
    rule,
    lastGate: lastOrder?.shipping_gate ?? undefined,
  });
  const amounts = orderAmounts(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    coupon?.discount ?? 0,
    rule,
    shipping.charge,
  );

  const { placeOrder, failure } = usePlaceOrder({ onPlaced: () => reset() });
  const submit = async (values: CheckoutValues) => {
    if (!address) return;
    const body = shipping.charge
      ? orderBody({
          values,
          address,
          lines,
          total: amounts.total,
          shippingCity: shipping.shippingCity,
          cod,
          couponName: coupon ? coupon.name : null,
          trackingLinkId: storedTrackingLink(),
          // The gateway returns the shopper here, with the order's id.
          returnUrl: `${window.location.origin}${paths.paymentStatus()}`,
          withDelivery: sendsDelivery,
        })
      : null;
    await placeOrder(body);
  };

  const onInvalid = (invalid: FieldErrors<CheckoutValues>) => {
    // A missing city also says so in a toast.
    if (invalid.city?.message === 'validation.cityRequired') void notify.error(t('validation.cityRequired'), PAYMENT_FLOW_TOAST);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit, onInvalid)(event)} className="grid items-start gap-8 lg:grid-cols-2">
      <AddressPicker
        pick={pick}
        newAddress={chosenSaved === 'new'}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        before={savedAddresses.length > 0 && <SavedAddressChoice addresses={savedAddresses} chosen={chosenSaved} onChoose={chooseSaved} />}
      >
        <AddressFields register={register} errors={errors} />
      </AddressPicker>
      <ShippingSection shipping={shipping} gate={gate} address={address} destination={destination} register={register} errors={errors} />
      <PaymentSection
        register={register}
        itemCount={lines.length}
        coupon={coupon}
        unusable={unusable}
        amounts={amounts}
        shipping={shipping}
        failure={failure}
        submitting={isSubmitting}
        addressKnown={address !== null}
        looking={pick.looking}
      />
    </form>
  );
}
