/**
 * The header's cart badge count. The server cart (GET /api/cart) arrives with the cart issue;
 * until then no cart exists to count, so the badge stays hidden. This is the one hook to wire.
 */
export function useCartCount(): number {
  return 0;
}
