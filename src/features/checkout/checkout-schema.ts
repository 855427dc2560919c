/**
 * The checkout form's rules: the delivery address's (lib/orders/delivery-address.ts, messages in the
 * `address` namespace) and the shipping company's and payment's (messages in `checkout`). The
 * company's city depends on the picked address, so its rule reads the form's context: `address`,
 * the map's pick, whose region (with the city typed in `town`) says whether fastlo serves it.
 */
import { object, string, type InferType } from 'yup';
import { addressSchema } from '@/lib/orders/delivery-address';
import { fastloCityOf, withTown, type PickedAddress } from '@/lib/orders/shipping-address';

export interface CheckoutContext {
  address: PickedAddress | null;
}

export const checkoutSchema = addressSchema.concat(
  object({
    shipping_gate: string().default('').required('validation.gateRequired'),
    city: string()
      .default('')
      .when(['shipping_gate', 'town', '$address'], ([gate, town, address]: unknown[], schema) =>
        // fastlo takes the address's region as the city; every other company needs one chosen.
        gate === 'fastlo'
          ? schema.test('served', 'validation.regionNotServed', () => Boolean(fastloCityOf(withTown((address as PickedAddress | null) ?? null, typeof town === 'string' ? town : ''))))
          : schema.required('validation.cityRequired'),
      ),
    payment: string<'cash' | 'visa'>().oneOf(['cash', 'visa']).default('cash').required(),
  }),
);

export type CheckoutValues = InferType<typeof checkoutSchema>;
