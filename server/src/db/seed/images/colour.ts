/** Colours: hex arithmetic, a garment's palette, the shop's golds and the pictures' backdrops. */
// Colour helpers

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A colour guaranteed dark enough to read on a cream ground. */
export function inkOf(hex: string): string {
  let c = hex;
  for (let i = 0; i < 8 && luminance(c) > 0.16; i++) c = mix(c, '#1b1714', 0.22);
  return c;
}

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  shade: string;
  deep: string;
  /** Seams and folds: visible on both dark and light fabric. */
  line: string;
  dark: boolean;
  pale: boolean;
}

export function paletteOf(hex: string): Palette {
  const base = toHex(parseHex(hex));
  const lum = luminance(base);
  const dark = lum < 0.06;
  const pale = lum > 0.6;
  return {
    base,
    light: mix(base, '#ffffff', dark ? 0.2 : 0.16),
    lighter: mix(base, '#ffffff', dark ? 0.34 : 0.3),
    shade: mix(base, '#000000', pale ? 0.1 : 0.2),
    deep: mix(base, '#000000', pale ? 0.22 : 0.4),
    line: dark ? mix(base, '#ffffff', 0.26) : mix(base, '#000000', pale ? 0.2 : 0.32),
    dark,
    pale,
  };
}

export const GOLD = '#c9a15b';
export const GOLD_DEEP = '#9c7a3c';
export const STEEL = '#c7cbd1';

// Soft neutral grounds; pale garments get a slightly deeper one so they stand out.
export const GROUNDS = ['#f3ede5', '#efe6da', '#f2e9e6', '#e8ebe3', '#ecebe7', '#f1e9dc'];

/**
 * The backdrop of picture `variant`; `style` moves a product's pictures along the grounds (and,
 * past them, to lighter ones), so that two pieces of a kind in one colour are two pictures.
 */
export function groundFor(variant: number, p: Palette, style = 0): { wall: string; floor: string; accent: string } {
  const n = variant + style;
  let wall = GROUNDS[((n % GROUNDS.length) + GROUNDS.length) % GROUNDS.length]!;
  const lighter = Math.floor(Math.abs(style) / GROUNDS.length) % 3;
  if (lighter) wall = mix(wall, '#ffffff', 0.3 * lighter);
  if (p.pale) wall = mix(wall, '#a99b87', 0.32);
  // A whisper of the garment colour ties the picture together.
  wall = mix(wall, p.base, p.dark ? 0.03 : 0.07);
  return { wall, floor: mix(wall, '#8c7b66', 0.12), accent: mix(wall, '#ffffff', 0.45) };
}
