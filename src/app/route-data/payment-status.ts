/** The payment's outcome: the order its address names, else the last one. */
import { orderIdParam, orderStatusQuery } from '@/api/orders/orders';
import { shoppers } from './shopper';

export default shoppers((userId, { search }) => [orderStatusQuery(userId, orderIdParam(search.get('order_id')))]);
