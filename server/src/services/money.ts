/** R8: the server keeps integer halalas; the API speaks SAR with at most two decimals. */

export const toSar = (halalas: number): number => halalas / 100;

/** SAR to halalas, for amounts that are already whole halalas (seed prices). */
export const toHalalas = (sar: number): number => Math.round(sar * 100);

// Filters compare halalas with a SAR bound the client sent; the epsilon absorbs binary
// floating-point noise (0.1 * 100 = 10.000000000000002) without moving a real bound.
const EPSILON = 1e-6;

/** The smallest whole halala amount that is >= `sar`. */
export const halalasAtLeast = (sar: number): number => Math.ceil(sar * 100 - EPSILON);

/** The largest whole halala amount that is <= `sar`. */
export const halalasAtMost = (sar: number): number => Math.floor(sar * 100 + EPSILON);

/** The selling price after a percentage discount, rounded to the halala (same rule as the DB column). */
export const discounted = (halalas: number, percent: number): number => Math.round((halalas * (100 - percent)) / 100);
