/** The profile's first data: the orders, on the orders tab, which is the one shown first (app/routes/profile.tsx); the others load their own. */
import { myOrdersQuery } from '@/api/orders/orders';
import { shoppers } from './shopper';

export default shoppers((userId, { search }) => ((search.get('tab') ?? 'orders') === 'orders' ? [myOrdersQuery(userId)] : []));
