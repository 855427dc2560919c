/** CSS accepts these as colours, but a swatch painted with them shows nothing of the option. */
const NOT_A_SWATCH = /^(transparent|currentcolor|inherit|initial|unset|revert|revert-layer)$|var\(/i;

/**
 * A colour option's value as a swatch colour when CSS knows it (`black`, `navy`, `#1a1a1a`), else
 * null: `hex` is an extension (the contract has `{key, value}` only), and a name such as `burgundy`
 * or `emerald` is no CSS colour, so the option then shows its name instead of a blank circle.
 * Browser only: without `CSS.supports` (the server, jsdom) it answers null.
 */
export function cssColor(value: string): string | null {
  const color = value.trim();
  if (!color || NOT_A_SWATCH.test(color) || typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return null;
  return CSS.supports('color', color) ? color : null;
}
