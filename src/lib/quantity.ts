/**
 * The quantities a shopper may choose ("Stock"): from 1 to the stock, and at most
 * `MAX_UNITS_PER_OPTION` of one colour and size per order, so that no one holds a product's whole
 * stock with one order.
 */
export const MAX_UNITS_PER_OPTION = 10;

/** The most units the shopper may choose of an option with this stock. */
export const quantityLimit = (stock: number) => Math.min(Math.max(1, stock), MAX_UNITS_PER_OPTION);

/** Quantity from 1 to the limit, never 0. */
export const clampQuantity = (value: number, stock: number) => Math.max(1, Math.min(quantityLimit(stock), Math.floor(value) || 1));

/** Whether `quantity` stands at the per-order limit (rather than at the stock), which the shop then explains. */
export const atOrderLimit = (quantity: number, stock: number) => quantity >= MAX_UNITS_PER_OPTION && stock >= MAX_UNITS_PER_OPTION;
