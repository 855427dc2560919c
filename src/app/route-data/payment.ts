/** The checkout's first data: the cart, the addresses and the last order, which starts the form (features/checkout/checkout-page.tsx). */
import { addressesQuery } from '@/api/orders/addresses';
import { cartQuery } from '@/api/cart';
import { orderStatusQuery } from '@/api/orders/orders';
import { shoppers } from './shopper';

export default shoppers((userId, { capabilities = [] }) => [
  cartQuery(userId),
  ...(capabilities.includes('addresses') ? [addressesQuery(userId)] : []),
  ...(capabilities.includes('order-details') ? [orderStatusQuery(userId, null)] : []),
]);
