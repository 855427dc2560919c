/**
 * Size guides (capability `size-guide`; docs/product.md, "Size guide"). Beyond the shop's contract:
 * a SPA asks for them only when the first store-info entry lists the capability.
 *
 * `GET /api/size-guides?category_id=N` → `{ data: SizeGuide[] }`: the guide that category's sizes
 * follow, or none. Titles, notes and column names come in the request's language (Accept-Language);
 * the rows read the same in both: each starts with the size as the product's specs name it, then
 * measurements in centimetres (or as the column says).
 */
import { Type, type Static } from '@sinclair/typebox';

export const SizeGuide = Type.Object({
  id: Type.Integer(),
  /** The kind of sizing, e.g. `abaya`, `thobe`, `letters`, `shoes`, `kids`. */
  kind: Type.String(),
  title: Type.String(),
  note: Type.String(),
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.String())),
  /**
   * Extension: each row's size as the product's options name it in the request's language, where
   * that differs from the row's first cell (Arabic children's ages: «0–3 أشهر» for 0-3M).
   */
  size_names: Type.Optional(Type.Array(Type.String())),
});
export type SizeGuide = Static<typeof SizeGuide>;

export const SizeGuideList = Type.Object({ data: Type.Array(SizeGuide) });
export type SizeGuideList = Static<typeof SizeGuideList>;
