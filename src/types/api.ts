// The API contract's types come from the reference server's schemas (type-only: nothing of the
// server is bundled). Any API honouring the contract answers these shapes ("Two parts, one contract").
export type * from '../../server/src/contract/catalog';
export type * from '../../server/src/contract/accounts';
export type * from '../../server/src/contract/cart';
export type * from '../../server/src/contract/forms';
export type * from '../../server/src/contract/checkout';
export type * from '../../server/src/contract/chat';
export type * from '../../server/src/contract/marketing';
export type * from '../../server/src/contract/stock';
export type * from '../../server/src/contract/addresses';
export type * from '../../server/src/contract/size-guides';
