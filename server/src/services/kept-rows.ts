/**
 * Rows that many answers are built from (a list's products), kept by id for a moment and dropped
 * by any catalogue write. The product list reads only its page's ids and the rows it does not
 * hold: on the embedded database, reading a page's full rows costs more of the event loop than
 * choosing them (ADR 0004). The answer cache (plugins/response-cache.ts) makes the kept ones;
 * services take them as this interface.
 */
export interface KeptRows<V> {
  /** The rows of `ids` (those that exist): kept ones, then `load`'s for the rest, kept unless a write came meanwhile. */
  get(ids: readonly number[], load: (missing: number[]) => Promise<V[]>, idOf: (row: V) => number): Promise<Map<number, V>>;
}

/** KeptRows that keep nothing: every row is loaded (none when no id is asked for). */
export const keepNoRows = <V>(): KeptRows<V> => ({
  get: async (ids, load, idOf) => new Map(ids.length ? (await load([...ids])).map((row) => [idOf(row), row]) : []),
});
