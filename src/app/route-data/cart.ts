/** The cart page's first data: the shopper's cart. */
import { cartQuery } from '@/api/cart';
import { shoppers } from './shopper';

export default shoppers((userId) => [cartQuery(userId)]);
