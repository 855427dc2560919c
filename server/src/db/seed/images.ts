/**
 * Seed-time image generator ("Images"): flat fashion illustrations drawn as SVG and rasterised
 * with sharp. No fonts, no network, no randomness: the same input always gives the same picture.
 * Letters (brand tiles) are drawn with a small built-in stroke alphabet so that a machine
 * without fonts renders them identically.
 */
import sharp from 'sharp';
import type { Detail, Garment } from './content/types';

export const GARMENTS: readonly Garment[] = [
  'abaya',
  'thobe',
  'dress',
  'jalabiya',
  'shirt',
  'tshirt',
  'hoodie',
  'trousers',
  'jeans',
  'pyjamas',
  'romper',
  'kids',
  'shoes',
  'sandals',
  'loafers',
  'flats',
  'heels',
  'boots',
  'bag',
  'tote',
  'crossbody',
  'clutch',
  'backpack',
  'duffel',
  'accessory',
  'watch',
  'sunglasses',
  'belt',
  'cufflinks',
  'agal',
  'wallet',
  'scarf',
  'hijab',
  'shawl',
];

// Effort 1: flat illustrations compress well anyway, and encoding dominates seeding time.
const WEBP = { quality: 80, effort: 1 } as const;

// ---------------------------------------------------------------------------------------------
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

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A colour guaranteed dark enough to read on a cream ground. */
function inkOf(hex: string): string {
  let c = hex;
  for (let i = 0; i < 8 && luminance(c) > 0.16; i++) c = mix(c, '#1b1714', 0.22);
  return c;
}

interface Palette {
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

function paletteOf(hex: string): Palette {
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

const GOLD = '#c9a15b';
const GOLD_DEEP = '#9c7a3c';
const STEEL = '#c7cbd1';

// Soft neutral grounds; pale garments get a slightly deeper one so they stand out.
const GROUNDS = ['#f3ede5', '#efe6da', '#f2e9e6', '#e8ebe3', '#ecebe7', '#f1e9dc'];

/**
 * The backdrop of picture `variant`; `style` moves a product's pictures along the grounds (and,
 * past them, to lighter ones), so that two pieces of a kind in one colour are two pictures.
 */
function groundFor(variant: number, p: Palette, style = 0): { wall: string; floor: string; accent: string } {
  const n = variant + style;
  let wall = GROUNDS[((n % GROUNDS.length) + GROUNDS.length) % GROUNDS.length]!;
  const lighter = Math.floor(Math.abs(style) / GROUNDS.length) % 3;
  if (lighter) wall = mix(wall, '#ffffff', 0.3 * lighter);
  if (p.pale) wall = mix(wall, '#a99b87', 0.32);
  // A whisper of the garment colour ties the picture together.
  wall = mix(wall, p.base, p.dark ? 0.03 : 0.07);
  return { wall, floor: mix(wall, '#8c7b66', 0.12), accent: mix(wall, '#ffffff', 0.45) };
}

// ---------------------------------------------------------------------------------------------
// Garment drawings, each in a 400 x 500 box.

interface Drawing {
  svg: string;
  /** Point to zoom on for the close-up variant. */
  focus: [number, number];
  /** Whether the piece hangs on a hanger (clothing) or sits on a plinth (shoes, bags). */
  hangs: boolean;
  /** Comes with its own rail (scarves), so it hangs from a wall hook instead. */
  rail?: boolean;
  /** y of the shoulder line, where a hanger meets the garment. */
  shoulderY: number;
  /** Lowest drawn y, for the floor shadow. */
  bottom: number;
}

function shadingDefs(id: string, p: Palette): string {
  return `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0.15">
  <stop offset="0" stop-color="${p.light}"/><stop offset="0.42" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/>
</linearGradient>
<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="0.1">
  <stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/>
</linearGradient>
<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.10"/>
</linearGradient>`;
}

const fold = (d: string, color: string, o = 0.35, w = 2) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${o}" stroke-width="${w}" stroke-linecap="round"/>`;

// ---------------------------------------------------------------------------------------------
// Details: prints and weaves over a piece's fabric, and lines that follow its cut.

type Box = [x0: number, y0: number, x1: number, y1: number];

/** What is drawn on a fabric: cream on dark colours, the colour's own deep shade on mid ones, a dark one on pale ones. */
const printInk = (p: Palette) => (p.dark || luminance(p.base) < 0.12 ? '#f4efe6' : p.pale ? inkOf(p.base) : p.deep);

/** `body` clipped to the outline `shape`. */
const clippedTo = (id: string, shape: string, body: string) =>
  `<clipPath id="${id}d"><path d="${shape}"/></clipPath><g clip-path="url(#${id}d)">${body}</g>`;

/** Lines fanning from a top edge [x0, x1, y] to a bottom edge: pleats on a flared skirt. */
function fanLines(n: number, top: [number, number, number], bottom: [number, number, number], color: string, opacity: number, width: number): string {
  let d = '';
  for (let i = 1; i < n; i++) {
    const t = i / n;
    d += `M${(top[0] + (top[1] - top[0]) * t).toFixed(1)},${top[2]}L${(bottom[0] + (bottom[1] - bottom[0]) * t).toFixed(1)},${bottom[2]}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** A small five-petalled flower. */
function flower(cx: number, cy: number, r: number, petal: string, heart: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<circle cx="${(cx + Math.cos(a) * r).toFixed(1)}" cy="${(cy + Math.sin(a) * r).toFixed(1)}" r="${(r * 0.62).toFixed(1)}" fill="${petal}"/>`;
  }).join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${(r * 0.5).toFixed(1)}" fill="${heart}"/>`;
}

/** Points on a staggered grid over a box, `step` apart. */
function staggered([x0, y0, x1, y1]: Box, step: number): [number, number][] {
  const points: [number, number][] = [];
  for (let row = 0, y = y0 + step / 2; y < y1; row++, y += step * 0.86) {
    for (let x = x0 + (row % 2 ? step : step / 2); x < x1; x += step) points.push([x, y]);
  }
  return points;
}

/**
 * A print or weave over fabric whose outline is `shape`, within `box`; nothing for a detail that
 * is not one (a drawing draws those itself).
 */
function printOver(detail: Detail | undefined, id: string, p: Palette, shape: string, box: Box): string {
  const [x0, y0, x1, y1] = box;
  const ink = printInk(p);
  let body = '';
  switch (detail) {
    case 'floral': {
      const petal = p.dark ? '#e8b7b9' : p.pale ? '#b3263a' : mix(p.base, '#ffffff', 0.62);
      body = staggered(box, 46)
        .map(([x, y], i) => flower(x, y, i % 3 === 1 ? 6 : 8, i % 4 === 2 ? GOLD : petal, i % 4 === 2 ? petal : GOLD))
        .join('');
      break;
    }
    case 'stripes': {
      for (let x = x0; x < x1; x += 18) body += `<rect x="${x}" y="${y0}" width="5" height="${y1 - y0}" fill="${ink}" opacity="0.5"/>`;
      break;
    }
    case 'check': {
      let bands = '';
      let lines = '';
      for (let x = x0; x < x1; x += 40) {
        bands += `M${x},${y0}h12V${y1}h-12Z`;
        lines += `M${x + 26},${y0}V${y1}`;
      }
      for (let y = y0; y < y1; y += 40) {
        bands += `M${x0},${y}V${y + 12}H${x1}V${y}Z`;
        lines += `M${x0},${y + 26}H${x1}`;
      }
      body = `<path d="${bands}" fill="${p.pale ? p.deep : '#1b1714'}" fill-opacity="0.26"/><path d="${lines}" stroke="${ink}" stroke-opacity="0.45" stroke-width="2"/>`;
      break;
    }
    case 'rib': {
      let lines = '';
      for (let x = x0; x < x1; x += 9) lines += `M${x},${y0}V${y1}`;
      body = `<path d="${lines}" stroke="${p.line}" stroke-opacity="0.3" stroke-width="1.6"/>`;
      break;
    }
    case 'croc': {
      body = staggered(box, 24)
        .map(([x, y]) => `<rect x="${x - 10}" y="${y - 7}" width="20" height="14" rx="6" fill="${p.light}" fill-opacity="0.25" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="1.4"/>`)
        .join('');
      break;
    }
    case 'weave': {
      // A Sadu band: red and black triangles on natural wool, between two gold lines.
      const top = Math.round(y0 + (y1 - y0) * 0.42);
      const h = 52;
      let red = '';
      let black = '';
      for (let x = x0, i = 0; x < x1; x += 26, i++) {
        const tri = `M${x},${top + h - 6}L${x + 13},${top + 8}L${x + 26},${top + h - 6}Z`;
        if (i % 2) black += tri;
        else red += tri;
      }
      body =
        `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${h}" fill="#f1e8d8"/>` +
        `<path d="${red}" fill="#b3263a"/><path d="${black}" fill="#1c1c1e"/>` +
        `<path d="M${x0},${top + 2}H${x1}M${x0},${top + h - 2}H${x1}" stroke="${GOLD}" stroke-width="3"/>`;
      break;
    }
    default:
      return '';
  }
  return clippedTo(id, shape, body);
}

/** Sadu-style embroidery along a cuff, as two zigzags (red and gold) between x0 and x1. */
function zigzags(x0: number, x1: number, y: number, rise: number): string {
  const points = (dy: number) => {
    const n = 8;
    return Array.from({ length: n + 1 }, (_, i) => `${(x0 + ((x1 - x0) * i) / n).toFixed(1)},${(y + dy + rise * (i / n) + (i % 2 ? -6 : 6)).toFixed(1)}`).join(' ');
  };
  return `<polyline points="${points(0)}" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linejoin="round"/><polyline points="${points(12)}" fill="none" stroke="#b3263a" stroke-width="3" stroke-linejoin="round"/>`;
}

function drawAbaya(id: string, p: Palette, detail?: Detail): Drawing {
  const trim = p.dark ? mix(GOLD, p.base, 0.25) : p.deep;
  let onBody = '';
  let onSleeves = '';
  if (detail === 'pleats') onBody = fanLines(14, [126, 274, 182], [86, 314, 468], p.line, 0.4, 1.8);
  if (detail === 'pockets') onBody = `<path d="M136,284 L143,286 L135,342 L128,340 Z M264,284 L257,286 L265,342 L272,340 Z" fill="${p.deep}"/>`;
  if (detail === 'belt') {
    onBody =
      `<path d="M106,236 L294,236 L296,258 L104,258 Z" fill="${p.deep}"/>` +
      `<path d="M248,252 L236,322 L249,324 Z M256,252 L274,318 L262,322 Z" fill="${p.deep}"/><circle cx="252" cy="247" r="11" fill="${p.shade}"/>`;
  }
  if (detail === 'embroidery') onSleeves = zigzags(76, 144, 318, 8) + zigzags(324, 256, 318, 8);
  const body = 'M170,70 Q200,92 230,70 L268,86 Q280,120 282,170 L320,470 Q200,486 80,470 L118,170 Q120,120 132,86 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M172,70 Q200,56 228,70 Q200,90 172,70 Z" fill="${p.deep}"/>
<path d="M194,88 L206,88 L213,478 L187,478 Z" fill="${p.shade}"/>
${fold('M193,90 L186,476', trim, 0.9, 2.2)}${fold('M207,90 L214,476', trim, 0.9, 2.2)}
${fold('M160,230 Q150,350 128,470', p.line, 0.3, 2.5)}${fold('M240,230 Q250,350 272,470', p.line, 0.3, 2.5)}
${fold('M176,330 Q172,410 166,476', p.line, 0.2, 2)}${fold('M224,330 Q228,410 234,476', p.line, 0.2, 2)}${onBody}
<path d="M132,86 Q110,96 104,140 L70,344 Q102,362 146,348 L142,188 Z" fill="url(#${id}s)"/>
<path d="M268,86 Q290,96 296,140 L330,344 Q298,362 254,348 L258,188 Z" fill="url(#${id}g)"/>
${fold('M72,334 Q104,352 145,338', trim, 0.85, 2.2)}${fold('M328,334 Q296,352 255,338', trim, 0.85, 2.2)}${onSleeves}
${fold('M116,150 Q104,240 90,330', p.line, 0.3, 2)}${fold('M284,150 Q296,240 310,330', p.line, 0.3, 2)}
${fold('M130,200 Q124,270 118,340', p.line, 0.2, 2)}${fold('M270,200 Q276,270 282,340', p.line, 0.2, 2)}
${fold('M172,70 Q200,90 228,70', trim, 0.9, 2.4)}`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 80, bottom: 480 };
}

function drawThobe(id: string, p: Palette, detail?: Detail): Drawing {
  const button = p.pale ? '#d9d4ca' : p.deep;
  const embroidery =
    detail === 'embroidery'
      ? `<polyline points="172,72 178,64 184,73 190,64 196,73 202,64 208,73 214,64 220,73 226,64 230,71" fill="none" stroke="${GOLD}" stroke-width="2.4" stroke-linejoin="round"/>` +
        fold('M193,86 L193,212', GOLD, 0.95, 2.4) +
        fold('M207,86 L207,212', GOLD, 0.95, 2.4)
      : '';
  const body = 'M168,72 L232,72 L280,92 Q292,140 290,200 L298,470 Q200,480 102,470 L110,200 Q108,140 120,92 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M120,92 Q100,104 96,156 L84,388 L116,392 L124,206 Z" fill="url(#${id}s)"/>
<path d="M280,92 Q300,104 304,156 L316,388 L284,392 L276,206 Z" fill="url(#${id}g)"/>
<path d="M85,368 L117,372 L116,392 L84,388 Z" fill="${p.shade}"/><path d="M315,368 L283,372 L284,392 L316,388 Z" fill="${p.shade}"/>
<circle cx="100" cy="381" r="3.4" fill="${GOLD}"/><circle cx="300" cy="381" r="3.4" fill="${GOLD}"/>
<path d="M170,60 Q200,54 230,60 L232,80 Q200,88 168,80 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>
<path d="M196,84 L204,84 L204,212 L196,212 Z" fill="${p.shade}" opacity="0.7"/>
${[102, 126, 150, 174, 198].map((y) => `<circle cx="200" cy="${y}" r="3" fill="${button}"/>`).join('')}${embroidery}
<path d="M228,128 L258,126 L260,164 L230,166 Z" fill="none" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.6"/>
${fold('M146,220 Q142,340 136,468', p.line, 0.28, 2.2)}${fold('M254,220 Q258,340 264,468', p.line, 0.28, 2.2)}
${fold('M126,250 L128,300', p.line, 0.5, 2)}${fold('M274,250 L272,300', p.line, 0.5, 2)}
${fold('M178,240 Q176,360 172,472', p.line, 0.16, 2)}`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 82, bottom: 476 };
}

/** A flounced seam across a skirt whose sides run from (144, 206) to (66, 466). */
function tierSeam(y: number, p: Palette): string {
  const x = (144 - (78 * (y - 206)) / 260).toFixed(1);
  const r = (400 - Number(x)).toFixed(1);
  return `<path d="M${x},${y} Q200,${y + 16} ${r},${y} L${r},${y + 16} Q200,${y + 32} ${x},${y + 16} Z" fill="${p.shade}" fill-opacity="0.45"/>${fold(`M${x},${y} Q200,${y + 16} ${r},${y}`, p.line, 0.6, 2.4)}`;
}

const SKIRT = 'M144,206 L256,206 Q300,330 334,466 Q200,490 66,466 Q100,330 144,206 Z';
const BODICE = 'M172,72 Q200,96 228,72 L262,86 Q270,140 258,206 L142,206 Q130,140 138,86 Z';

function drawDress(id: string, p: Palette, detail?: Detail): Drawing {
  let onSkirt = '';
  let onBodice = '';
  let waist = `<path d="M200,205 L184,194 L184,216 Z M200,205 L216,194 L216,216 Z" fill="${p.deep}" stroke="${p.line}" stroke-opacity="0.4"/>
<circle cx="200" cy="205" r="5" fill="${p.shade}"/>`;
  if (detail === 'floral') {
    onSkirt = printOver('floral', `${id}k`, p, SKIRT, [60, 200, 340, 490]);
    onBodice = printOver('floral', `${id}b`, p, BODICE, [128, 66, 272, 210]);
  }
  if (detail === 'pleats') onSkirt = fanLines(18, [146, 254, 212], [70, 330, 470], p.line, 0.45, 1.6) + fanLines(18, [150, 258, 212], [76, 336, 470], p.lighter, 0.35, 1.2);
  if (detail === 'rib') {
    onSkirt = fanLines(30, [146, 254, 212], [70, 330, 470], p.line, 0.26, 1.4);
    onBodice = printOver('rib', `${id}b`, p, BODICE, [128, 66, 272, 210]);
  }
  if (detail === 'tiers') onSkirt = clippedTo(`${id}k`, SKIRT, tierSeam(290, p) + tierSeam(380, p));
  if (detail === 'wrap') {
    onBodice = fold('M176,76 Q214,140 252,204', p.line, 0.75, 2.6);
    onSkirt = fold('M250,214 Q246,340 236,478', p.line, 0.6, 2.6);
    waist = `<path d="M258,205 L244,194 L244,216 Z M258,205 L272,194 L272,216 Z" fill="${p.deep}" stroke="${p.line}" stroke-opacity="0.4"/>
<path d="M255,210 L246,266 L256,268 Z M261,210 L272,262 L263,266 Z" fill="${p.deep}"/><circle cx="258" cy="205" r="5" fill="${p.shade}"/>`;
  }
  if (detail === 'collar') {
    const button = p.pale ? '#d6cfc4' : p.lighter;
    waist =
      `<path d="M172,70 L200,100 L180,120 L158,80 Z M228,70 L200,100 L220,120 L242,80 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>` +
      fold('M200,100 L200,340', p.line, 0.5, 1.8) +
      [130, 160, 190, 240, 280, 320].map((y) => `<circle cx="203" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('');
  }
  const svg = `
<path d="${SKIRT}" fill="url(#${id}g)"/>
<path d="${SKIRT}" fill="url(#${id}v)"/>
${fold('M160,214 Q140,340 112,472', p.line, 0.3, 2.2)}${fold('M182,214 Q176,350 166,480', p.line, 0.26, 2)}
${fold('M218,214 Q224,350 234,480', p.line, 0.26, 2)}${fold('M240,214 Q260,340 288,472', p.line, 0.3, 2.2)}${onSkirt}
<path d="${BODICE}" fill="url(#${id}g)"/>${onBodice}
<path d="M138,86 Q110,94 102,136 L84,300 Q100,314 116,306 L132,170 Z" fill="url(#${id}s)"/>
<path d="M262,86 Q290,94 298,136 L316,300 Q300,314 284,306 L268,170 Z" fill="url(#${id}g)"/>
<path d="M86,286 Q100,298 118,292 L116,306 Q100,314 84,300 Z" fill="${p.shade}"/>
<path d="M314,286 Q300,298 282,292 L284,306 Q300,314 316,300 Z" fill="${p.shade}"/>
<path d="M140,196 L260,196 L262,214 L138,214 Z" fill="${p.deep}"/>
${waist}
${fold('M172,72 Q200,96 228,72', p.line, 0.6, 2.2)}${fold('M170,120 Q200,150 232,118', p.line, 0.18, 2)}`;
  return { svg, focus: [200, 150], hangs: true, shoulderY: 80, bottom: 480 };
}

function drawShirt(id: string, p: Palette, detail?: Detail): Drawing {
  const button = p.pale ? '#d6cfc4' : p.lighter;
  const body = 'M156,80 L244,80 L298,100 Q310,142 306,200 L308,414 Q256,432 200,424 Q144,432 92,414 L94,200 Q90,142 102,100 Z';
  const sleeves = 'M102,100 Q78,112 72,170 L56,384 L92,390 L106,208 Z M298,100 Q322,112 328,170 L344,384 L308,390 L294,208 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>${printOver(detail, id, p, body, [50, 60, 350, 436])}
<path d="M102,100 Q78,112 72,170 L56,384 L92,390 L106,208 Z" fill="url(#${id}s)"/>
<path d="M298,100 Q322,112 328,170 L344,384 L308,390 L294,208 Z" fill="url(#${id}g)"/>${printOver(detail, `${id}m`, p, sleeves, [50, 96, 350, 396])}
<path d="M57,368 L93,373 L92,392 L56,387 Z" fill="${p.shade}"/><path d="M343,368 L307,373 L308,392 L344,387 Z" fill="${p.shade}"/>
<path d="M162,64 Q200,56 238,64 L240,84 Q200,78 160,84 Z" fill="${p.deep}"/>
<path d="M162,70 L200,100 L178,124 L146,84 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.5"/>
<path d="M238,70 L200,100 L222,124 L254,84 Z" fill="${p.base}" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.5"/>
${fold('M200,100 L200,424', p.line, 0.45, 1.8)}${fold('M206,104 L206,424', p.line, 0.25, 1.4)}
${[134, 184, 234, 284, 334, 384].map((y) => `<circle cx="203" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('')}
<path d="M226,148 L264,146 L266,188 Q246,196 228,190 Z" fill="none" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.6"/>
${fold('M140,230 Q136,320 132,412', p.line, 0.2, 2)}${fold('M262,230 Q266,320 270,412', p.line, 0.2, 2)}`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 88, bottom: 430 };
}

const TEE = 'M162,92 Q200,116 238,92 L286,106 L346,166 L312,204 L290,186 L292,418 Q200,430 108,418 L110,186 L88,204 L54,166 L114,106 Z';

/** What sets a tee apart on its front: a polo's collar and placket, a henley's buttons, a calligraphy print. */
function teeFront(p: Palette, detail: Detail | undefined): string {
  const button = p.pale ? '#d6cfc4' : p.lighter;
  const placket = (to: number) =>
    `<path d="M194,108 L206,108 L206,${to} L194,${to} Z" fill="${p.shade}"/>` +
    [126, to - 14].map((y) => `<circle cx="200" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('');
  if (detail === 'collar') {
    return placket(170) + `<path d="M160,90 L200,110 L182,136 L146,100 Z M240,90 L200,110 L218,136 L254,100 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.55" stroke-width="1.5"/>`;
  }
  if (detail === 'rib') return placket(176);
  if (detail === 'print') {
    const ink = printInk(p);
    return (
      fold('M134,236 Q150,206 168,228 Q180,246 198,226 Q210,210 224,230 L266,230', ink, 0.95, 7) +
      fold('M246,168 L248,230', ink, 0.95, 7) +
      fold('M150,262 Q200,284 252,262', ink, 0.9, 5) +
      `<circle cx="186" cy="204" r="5" fill="${ink}"/><circle cx="212" cy="252" r="5" fill="${ink}"/>`
    );
  }
  return '';
}

function drawTshirt(id: string, p: Palette, scale = 1, detail?: Detail): Drawing {
  const svg = `
<path d="${TEE}" fill="url(#${id}g)"/>
<path d="${TEE}" fill="url(#${id}v)"/>${printOver(detail, id, p, TEE, [50, 86, 350, 432])}
<path d="M162,92 Q200,116 238,92 Q200,84 162,92 Z" fill="${p.deep}"/>
${fold('M160,94 Q200,124 240,94', p.line, 0.55, 5 * scale)}
${fold('M64,176 L98,212', p.line, 0.4, 2)}${fold('M336,176 L302,212', p.line, 0.4, 2)}
${fold('M110,400 Q200,412 290,400', p.line, 0.3, 2)}
${fold('M150,230 Q146,320 140,410', p.line, 0.18, 2)}${fold('M252,230 Q256,320 262,410', p.line, 0.18, 2)}${teeFront(p, detail)}`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 102, bottom: 426 };
}

function drawTrousers(id: string, p: Palette, jeans: boolean, detail?: Detail): Drawing {
  const stitch = jeans ? '#d79a3e' : p.line;
  const so = jeans ? 0.9 : 0.35;
  const dash = jeans ? 'stroke-dasharray="5 4"' : '';
  const st = (d: string) =>
    `<path d="${d}" fill="none" stroke="${stitch}" stroke-opacity="${so}" stroke-width="1.6" ${dash}/>`;
  const legs = jeans
    ? 'M130,84 L270,84 Q280,250 284,470 L214,470 L202,186 L198,186 L186,470 L116,470 Q120,250 130,84 Z'
    : 'M128,84 L272,84 Q286,250 296,470 L216,470 L202,182 L198,182 L184,470 L104,470 Q114,250 128,84 Z';
  const svg = `
<path d="${legs}" fill="url(#${id}g)"/>
<path d="${legs}" fill="url(#${id}v)"/>
<path d="M128,58 L272,58 L272,86 L128,86 Z" fill="${p.shade}"/>
${[148, 184, 216, 252].map((x) => `<rect x="${x - 3}" y="54" width="6" height="34" rx="2" fill="${p.deep}"/>`).join('')}
<circle cx="200" cy="72" r="5" fill="${jeans ? '#b88a4a' : p.deep}"/>
${jeans ? st('M128,64 L272,64') + st('M128,80 L272,80') : ''}
${jeans ? st('M212,88 L212,150 Q212,166 198,170') : fold('M212,88 L212,152 Q212,166 200,170', p.line, 0.5, 2)}
${jeans ? st('M134,90 Q164,96 170,128') + st('M266,90 Q236,96 230,128') : fold('M140,88 L160,142', p.line, 0.55, 2) + fold('M260,88 L240,142', p.line, 0.55, 2)}
${jeans ? `<circle cx="170" cy="128" r="3" fill="#b88a4a"/><circle cx="230" cy="128" r="3" fill="#b88a4a"/>` : ''}
${jeans ? st('M240,96 L262,96 L262,116') : ''}
${fold(jeans ? 'M158,120 Q156,300 150,466' : 'M162,96 Q156,280 144,468', jeans ? p.lighter : p.line, jeans ? 0.25 : 0.45, jeans ? 10 : 2)}
${fold(jeans ? 'M242,120 Q244,300 250,466' : 'M238,96 Q244,280 256,468', jeans ? p.lighter : p.line, jeans ? 0.25 : 0.45, jeans ? 10 : 2)}
${jeans ? st('M118,458 L186,458') + st('M214,458 L282,458') + fold('M150,200 Q160,206 176,200', p.lighter, 0.35, 2) + fold('M226,200 Q240,206 250,200', p.lighter, 0.35, 2) : ''}${
    detail === 'pockets'
      ? `<path d="M120,252 L166,254 L164,330 Q142,336 122,330 Z M280,252 L234,254 L236,330 Q258,336 278,330 Z" fill="${p.shade}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>` +
        `<path d="M118,246 L168,248 L168,268 L118,266 Z M282,246 L232,248 L232,268 L282,266 Z" fill="${p.deep}"/>`
      : ''
  }`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 64, bottom: 470 };
}

function shoeSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
  const upper = back ? p.shade : `url(#${id}g)`;
  const sole = p.pale ? mix(p.base, '#6b5b4b', 0.45) : '#f2efe9';
  const lace = p.pale ? p.deep : '#f5f1ea';
  const shape = 'M56,372 C48,336 52,296 70,270 L88,266 Q106,296 140,300 Q160,300 168,280 L180,280 Q210,300 258,318 Q306,326 338,340 Q364,352 358,372 Z';
  return `<g transform="translate(${dx} ${dy}) scale(${s})">
<path d="M50,370 L352,370 Q366,372 364,388 Q360,404 340,404 L70,404 Q48,404 48,386 Z" fill="${back ? mix(sole, '#000', 0.12) : sole}"/>
${fold('M52,392 L362,392', mix(sole, '#000', 0.2), 0.6, 1.5)}
<path d="${shape}" fill="${upper}"/>
<path d="${shape}" fill="url(#${id}v)"/>
<path d="M150,300 L168,280 Q180,274 190,288 L198,304 Q172,310 150,300 Z" fill="${p.deep}"/>
<path d="M70,270 L88,266 Q90,280 84,290 L66,294 Z" fill="${p.deep}"/>
${fold('M88,266 Q106,296 140,300 Q160,300 168,280', p.deep, 0.9, 3)}
${back ? '' : fold('M92,370 Q130,318 222,326', p.line, 0.4, 1.8)}
${back ? '' : fold('M286,370 Q292,342 334,348', p.line, 0.4, 1.8)}
${back ? '' : [0, 1, 2, 3].map((i) => fold(`M${190 + i * 18},${296 + i * 7} l12,-12`, lace, 0.95, 3.2)).join('')}
${fold('M60,362 L356,364', p.line, 0.35, 1.6)}
</g>`;
}

function drawShoes(id: string, p: Palette): Drawing {
  const svg = shoeSvg(id, p, 40, -66, 0.95, true) + shoeSvg(id, p, -36, -40, 1, false);
  return { svg, focus: [190, 270], hangs: false, shoulderY: 0, bottom: 364 };
}

function drawBag(id: string, p: Palette, detail?: Detail): Drawing {
  const svg = `
<path d="M140,208 Q140,96 200,96 Q260,96 260,208" fill="none" stroke="${p.deep}" stroke-width="16" stroke-linecap="round"/>
<path d="M140,208 Q140,96 200,96 Q260,96 260,208" fill="none" stroke="${p.light}" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>
<path d="M98,200 L302,200 L328,414 Q330,432 312,432 L88,432 Q70,432 72,414 Z" fill="url(#${id}g)"/>
<path d="M98,200 L302,200 L328,414 Q330,432 312,432 L88,432 Q70,432 72,414 Z" fill="url(#${id}v)"/>${printOver(detail, id, p, 'M98,200 L302,200 L328,414 Q330,432 312,432 L88,432 Q70,432 72,414 Z', [70, 196, 330, 436])}
<path d="M104,210 L296,210 L320,414 Q320,422 312,422 L88,422 Q80,422 80,414 Z" fill="none" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.5" stroke-dasharray="4 4"/>
<path d="M96,198 L304,198 L310,284 Q200,306 90,284 Z" fill="url(#${id}s)"/>
${fold('M94,282 Q200,304 306,282', p.line, 0.5, 1.6)}
<rect x="184" y="276" width="32" height="26" rx="5" fill="${GOLD}" stroke="${GOLD_DEEP}" stroke-width="2"/>
<rect x="194" y="284" width="12" height="10" rx="2" fill="${GOLD_DEEP}"/>
<rect x="132" y="192" width="16" height="22" rx="4" fill="${GOLD}"/><rect x="252" y="192" width="16" height="22" rx="4" fill="${GOLD}"/>
<circle cx="104" cy="436" r="5" fill="${GOLD_DEEP}"/><circle cx="296" cy="436" r="5" fill="${GOLD_DEEP}"/>`;
  return { svg, focus: [200, 270], hangs: false, shoulderY: 0, bottom: 440 };
}

function drawAccessory(id: string, p: Palette): Drawing {
  const strap = `url(#${id}g)`;
  const holes = [340, 362, 384, 406].map((y) => `<circle cx="150" cy="${y}" r="3.2" fill="${p.deep}"/>`).join('');
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 38 : 42;
    const x1 = 150 + Math.sin(a) * r1;
    const y1 = 250 - Math.cos(a) * r1;
    const x2 = 150 + Math.sin(a) * 47;
    const y2 = 250 - Math.cos(a) * 47;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#3a3430" stroke-width="${i % 3 === 0 ? 3 : 1.6}" stroke-linecap="round"/>`;
  }).join('');
  const frame = inkOf(p.base);
  const svg = `
<g>
<path d="M126,40 L174,40 L176,440 Q150,452 124,440 Z" fill="${strap}"/>
<path d="M126,40 L174,40 L176,440 Q150,452 124,440 Z" fill="url(#${id}v)"/>
${fold('M131,44 L130,436', p.line, 0.45, 1.4)}${fold('M169,44 L170,436', p.line, 0.45, 1.4)}
<rect x="120" y="92" width="60" height="30" rx="6" fill="none" stroke="${STEEL}" stroke-width="5"/>
<line x1="150" y1="92" x2="150" y2="122" stroke="${STEEL}" stroke-width="4"/>
${holes}
<rect x="139" y="176" width="22" height="10" rx="3" fill="${GOLD_DEEP}"/>
<circle cx="150" cy="250" r="66" fill="${GOLD}"/>
<circle cx="150" cy="250" r="66" fill="none" stroke="${GOLD_DEEP}" stroke-width="3"/>
<circle cx="150" cy="250" r="55" fill="#f7f3ea"/>
<circle cx="150" cy="250" r="55" fill="none" stroke="#e3dccd" stroke-width="2"/>
${ticks}
<line x1="150" y1="250" x2="150" y2="216" stroke="#2b2623" stroke-width="4" stroke-linecap="round"/>
<line x1="150" y1="250" x2="178" y2="262" stroke="#2b2623" stroke-width="3" stroke-linecap="round"/>
<line x1="150" y1="258" x2="136" y2="214" stroke="${GOLD_DEEP}" stroke-width="1.4" stroke-linecap="round"/>
<circle cx="150" cy="250" r="4.5" fill="#2b2623"/>
<rect x="213" y="240" width="14" height="22" rx="4" fill="${GOLD_DEEP}"/>
</g>
<g transform="rotate(-14 300 200)">
<path d="M232,176 Q230,232 262,238 Q296,240 298,200 L298,178 Q266,170 232,176 Z" fill="#2f3237"/>
<path d="M310,178 L310,200 Q312,240 346,238 Q378,232 376,176 Q342,170 310,178 Z" fill="#2f3237"/>
<path d="M240,184 Q242,214 258,222" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>
<path d="M318,184 Q320,214 336,222" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>
<path d="M228,174 Q266,164 300,176 Q304,170 308,176 Q342,164 380,174" fill="none" stroke="${frame}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M380,174 L392,186" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>
</g>
<g transform="translate(220 330)">
<circle cx="60" cy="40" r="38" fill="none" stroke="${GOLD}" stroke-width="7"/>
<circle cx="60" cy="40" r="38" fill="none" stroke="${GOLD_DEEP}" stroke-width="1.5" stroke-dasharray="3 5"/>
<circle cx="60" cy="2" r="9" fill="${p.base}" stroke="${GOLD_DEEP}" stroke-width="2"/>
</g>`;
  return { svg, focus: [150, 250], hangs: false, shoulderY: 0, bottom: 452 };
}

function drawKids(id: string, p: Palette): Drawing {
  const shorts = p.pale ? mix(p.base, '#27324a', 0.75) : mix(p.base, '#f1e8d8', p.dark ? 0.75 : 0.7);
  const sp = paletteOf(shorts);
  const star = p.pale ? sp.base : p.lighter;
  const svg = `
<g transform="translate(70 34) scale(0.65)">${drawTshirt(id, p, 1.2).svg}
<path d="M200,190 L211,222 L245,222 L218,242 L228,274 L200,254 L172,274 L182,242 L155,222 L189,222 Z" fill="${star}" opacity="0.95"/>
</g>
<g transform="translate(0 0)">
<path d="M130,318 L270,318 L284,452 L212,456 L200,372 L188,456 L116,452 Z" fill="${shorts}"/>
<path d="M130,318 L270,318 L284,452 L212,456 L200,372 L188,456 L116,452 Z" fill="url(#${id}v)"/>
<rect x="130" y="312" width="140" height="16" rx="4" fill="${sp.shade}"/>
${fold('M182,320 Q184,344 168,352', sp.line, 0.5, 3)}${fold('M218,320 Q216,344 232,352', sp.line, 0.5, 3)}
<path d="M200,322 L196,340 M200,322 L204,340" stroke="${sp.line}" stroke-width="2" stroke-linecap="round"/>
${fold('M118,438 L188,442', sp.line, 0.4, 2)}${fold('M212,442 L282,438', sp.line, 0.4, 2)}
</g>`;
  return { svg, focus: [200, 180], hangs: false, shoulderY: 0, bottom: 458 };
}

/** Diagonal check lines and diamonds over a box; drawn as plain paths because SVG patterns are slow to rasterise. */
function checkPaths(x0: number, y0: number, x1: number, y1: number, step: number): { lines: string; dots: string } {
  const lines: string[] = [];
  const dots: string[] = [];
  const h = y1 - y0;
  for (let c = x0 - h; c <= x1; c += step) {
    lines.push(`M${c.toFixed(1)},${y0}l${h},${h}`, `M${(c + h).toFixed(1)},${y0}l${-h},${h}`);
  }
  for (let y = y0; y <= y1; y += step / 2) {
    const row = Math.round((y - y0) / (step / 2));
    for (let x = x0 + (row % 2 ? step / 2 : 0); x <= x1; x += step) {
      dots.push(`M${x.toFixed(1)},${(y - 4).toFixed(1)}l4,4l-4,4l-4,-4z`);
    }
  }
  return { lines: lines.join(''), dots: dots.join('') };
}

function drawScarf(id: string, p: Palette, detail?: Detail): Drawing {
  // A ghutra is a shemagh's plain white sister: no check and no fringe.
  const plain = detail === 'plain';
  // Shemagh-style check: pale lines on colour, coloured lines on pale fabric.
  const checks = p.pale ? p.deep : '#f7f3ec';
  const lineOpacity = p.pale ? 0.3 : 0.5;
  const fringe = Array.from({ length: 15 }, (_, i) => {
    const x = 122 + i * 9.5;
    const y = 432 + Math.sin(i * 0.9) * 4;
    return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + 1).toFixed(1)}" y2="${(y + 22).toFixed(1)}" stroke="${p.shade}" stroke-width="2.4" stroke-linecap="round"/>`;
  }).join('');
  const backFringe = Array.from({ length: 11 }, (_, i) => {
    const x = 214 + i * 9.5;
    return `<line x1="${x}" y1="378" x2="${x + 1}" y2="398" stroke="${p.deep}" stroke-width="2.2" stroke-linecap="round"/>`;
  }).join('');
  const front = 'M110,92 L250,92 Q256,250 262,434 Q190,446 118,430 Q116,250 110,92 Z';
  const back = 'M200,92 L300,92 Q300,240 304,378 Q258,388 212,378 Q208,240 200,92 Z';
  const fc = checkPaths(104, 92, 266, 448, 31);
  const bc = checkPaths(196, 92, 308, 390, 31);
  const grid = (c: { lines: string; dots: string }, clip: string, o: number) =>
    `<g clip-path="url(#${clip})" opacity="${o}"><path d="${c.lines}" stroke="${checks}" stroke-width="3" fill="none"/><path d="${c.dots}" fill="${checks}"/></g>`;
  const svg = `
<defs>
<clipPath id="${id}c"><path d="${front}"/></clipPath>
<clipPath id="${id}b"><path d="${back}"/></clipPath>
</defs>
<rect x="52" y="76" width="296" height="16" rx="8" fill="#a37d55"/>
<circle cx="52" cy="84" r="13" fill="#8b6944"/><circle cx="348" cy="84" r="13" fill="#8b6944"/>
<path d="${back}" fill="url(#${id}s)"/>
${plain ? '' : grid(bc, `${id}b`, lineOpacity * 0.7)}
${plain ? '' : backFringe}
<path d="${front}" fill="url(#${id}g)"/>
${plain ? '' : grid(fc, `${id}c`, lineOpacity)}
<path d="${front}" fill="url(#${id}v)"/>
${
  plain
    ? ''
    : `<path d="M118,404 Q190,418 260,408" fill="none" stroke="${checks}" stroke-opacity="0.6" stroke-width="4"/>
<path d="M112,112 Q180,124 250,112" fill="none" stroke="${checks}" stroke-opacity="0.5" stroke-width="3"/>`
}
${fold('M160,100 Q162,260 156,432', p.line, 0.3, 3)}${fold('M206,100 Q212,260 214,438', p.line, 0.25, 3)}
${plain ? '' : fringe}`;
  return { svg, focus: [190, 200], hangs: false, rail: true, shoulderY: 84, bottom: 456 };
}

function drawJalabiya(id: string, p: Palette): Drawing {
  const work = p.dark ? GOLD : p.pale ? '#b3263a' : mix(GOLD, p.deep, 0.35);
  const body = 'M168,70 Q200,90 232,70 L292,88 L352,196 L314,222 L284,176 L296,472 Q200,484 104,472 L116,176 L86,222 L48,196 L108,88 Z';
  const diamonds = [104, 128, 152, 176, 200, 224].map((y) => `<path d="M200,${y - 8} L207,${y} L200,${y + 8} L193,${y} Z" fill="${work}"/>`).join('');
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M168,70 Q200,60 232,70 Q200,92 168,70 Z" fill="${p.deep}"/>
<path d="M184,86 L216,86 L214,246 L186,246 Z" fill="${work}" fill-opacity="0.18"/>
${fold('M184,86 L186,246', work, 0.9, 2)}${fold('M216,86 L214,246', work, 0.9, 2)}${diamonds}
${fold('M168,72 Q200,94 232,72', work, 0.95, 4)}
${fold('M58,188 L96,214', work, 0.9, 5)}${fold('M342,188 L304,214', work, 0.9, 5)}
${fold('M108,454 Q200,468 292,454', work, 0.85, 4)}
${fold('M150,250 Q144,360 136,468', p.line, 0.26, 2.2)}${fold('M250,250 Q256,360 264,468', p.line, 0.26, 2.2)}
${fold('M118,180 L124,250', p.line, 0.35, 2)}${fold('M282,180 L276,250', p.line, 0.35, 2)}`;
  return { svg, focus: [200, 150], hangs: true, shoulderY: 80, bottom: 480 };
}

function drawHoodie(id: string, p: Palette): Drawing {
  const torso = 'M116,110 L284,110 Q298,150 294,200 L296,414 Q200,426 104,414 L106,200 Q102,150 116,110 Z';
  const cord = p.pale ? p.deep : '#f4efe6';
  const svg = `
<path d="M142,114 Q140,40 200,36 Q260,40 258,114 Q230,126 200,126 Q170,126 142,114 Z" fill="${p.shade}"/>
<path d="M116,110 Q90,118 82,172 L62,394 L98,400 L114,214 Z" fill="url(#${id}s)"/>
<path d="M284,110 Q310,118 318,172 L338,394 L302,400 L286,214 Z" fill="url(#${id}g)"/>
<path d="M63,380 L99,386 L98,400 L62,394 Z M337,380 L301,386 L302,400 L338,394 Z" fill="${p.shade}"/>
<path d="${torso}" fill="url(#${id}g)"/>
<path d="${torso}" fill="url(#${id}v)"/>
<path d="M160,110 Q162,60 200,56 Q238,60 240,110 Q220,118 200,118 Q180,118 160,110 Z" fill="${p.deep}"/>
${fold('M142,114 Q170,130 200,130 Q230,130 258,114', p.line, 0.55, 3)}
<path d="M104,400 Q200,412 296,400 L296,414 Q200,426 104,414 Z" fill="${p.shade}"/>
<path d="M138,300 L186,300 L186,374 L122,374 Q126,330 138,300 Z M262,300 L214,300 L214,374 L278,374 Q274,330 262,300 Z" fill="${p.shade}" fill-opacity="0.55"/>
${fold('M138,300 Q126,330 122,374', p.line, 0.6, 2)}${fold('M262,300 Q274,330 278,374', p.line, 0.6, 2)}
<path d="M200,126 L200,412" stroke="${STEEL}" stroke-width="3"/><rect x="195" y="136" width="10" height="18" rx="3" fill="${STEEL}"/>
${fold('M184,128 L180,196', cord, 0.95, 3)}${fold('M216,128 L220,196', cord, 0.95, 3)}
<circle cx="180" cy="199" r="3.5" fill="${cord}"/><circle cx="220" cy="199" r="3.5" fill="${cord}"/>`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 112, bottom: 426 };
}

/** A little five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

function drawPyjamas(id: string, p: Palette): Drawing {
  const top = 'M150,60 L250,60 L300,76 Q312,110 308,150 L310,262 Q200,274 90,262 L92,150 Q88,110 100,76 Z';
  const sleeves = 'M100,76 Q76,86 70,130 L48,250 L80,258 L94,158 Z M300,76 Q324,86 330,130 L352,250 L320,258 L306,158 Z';
  const legs = 'M122,282 L278,282 Q288,370 292,478 L216,480 L202,340 L198,340 L184,480 L108,478 Q112,370 122,282 Z';
  const piping = p.pale ? p.deep : '#f4efe6';
  const stars = staggered([44, 56, 356, 482], 40)
    .map(([x, y]) => star(x, y, 6))
    .join('');
  const button = p.pale ? p.deep : p.lighter;
  const svg = `
<path d="${legs}" fill="url(#${id}g)"/>
<path d="${legs}" fill="url(#${id}v)"/>
<path d="M122,280 L278,280 L279,298 L121,298 Z" fill="${p.shade}"/>
${fold('M200,300 L200,340', p.line, 0.5, 2)}
<path d="${sleeves}" fill="url(#${id}s)"/>
<path d="${top}" fill="url(#${id}g)"/>
${clippedTo(id, `${top} ${sleeves} ${legs}`, `<path d="${stars}" fill="${piping}" fill-opacity="0.75"/>`)}
<path d="M156,58 L200,94 L180,112 L146,70 Z M244,58 L200,94 L220,112 L254,70 Z" fill="${p.light}"/>
${fold('M146,70 L180,112 L200,94 L220,112 L254,70', piping, 0.95, 2.6)}
${fold('M200,94 L200,266', piping, 0.9, 2.6)}
${[120, 160, 200, 240].map((y) => `<circle cx="206" cy="${y}" r="4" fill="${button}"/>`).join('')}
${fold('M50,240 L80,246', piping, 0.95, 3)}${fold('M350,240 L320,246', piping, 0.95, 3)}
${fold('M110,466 L184,468', piping, 0.9, 3)}${fold('M216,468 L290,466', piping, 0.9, 3)}`;
  return { svg, focus: [200, 150], hangs: false, shoulderY: 0, bottom: 480 };
}

function drawRomper(id: string, p: Palette): Drawing {
  const body = 'M160,104 Q200,130 240,104 L272,114 L308,150 L284,182 L268,168 L270,320 Q270,380 238,396 L226,436 Q200,446 174,436 L162,396 Q130,380 130,320 L132,168 L116,182 L92,150 L128,114 Z';
  const snap = p.pale ? p.deep : p.lighter;
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M160,104 Q200,96 240,104 Q200,130 160,104 Z" fill="${p.deep}"/>
${fold('M160,106 Q200,132 240,106', p.line, 0.6, 4)}
${fold('M148,110 L166,146', p.line, 0.45, 2)}${fold('M252,110 L234,146', p.line, 0.45, 2)}
${fold('M96,154 L118,178', p.line, 0.5, 3)}${fold('M304,154 L282,178', p.line, 0.5, 3)}
${fold('M132,322 Q134,380 162,396', p.shade, 0.9, 6)}${fold('M268,322 Q266,380 238,396', p.shade, 0.9, 6)}
${fold('M176,432 Q200,442 224,432', p.shade, 0.9, 6)}
${[184, 200, 216].map((x) => `<circle cx="${x}" cy="${x === 200 ? 428 : 425}" r="4" fill="${snap}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('')}
<path d="${star(200, 220, 26)}" fill="${p.pale ? p.deep : '#f4efe6'}" fill-opacity="0.8"/>
${fold('M160,250 Q156,300 152,360', p.line, 0.2, 2)}${fold('M240,250 Q244,300 248,360', p.line, 0.2, 2)}`;
  return { svg, focus: [200, 200], hangs: true, shoulderY: 110, bottom: 446 };
}

// Shoes: each kind drawn as one shoe, then as a pair like the sneakers.

/** A pair of side-view shoes, the back one shaded, drawn by `one`. */
function pairOfShoes(one: (dx: number, dy: number, s: number, back: boolean) => string, bottom = 364): Drawing {
  return { svg: one(40, -66, 0.95, true) + one(-36, -40, 1, false), focus: [190, 290], hangs: false, shoulderY: 0, bottom };
}

function loaferSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
  const upper = back ? p.shade : `url(#${id}g)`;
  const sole = mix(p.base, '#2a211b', 0.65);
  const shape = 'M58,372 C50,344 58,314 82,304 Q104,298 126,306 Q170,318 226,318 Q280,320 322,336 Q356,350 358,372 Z';
  return `<g transform="translate(${dx} ${dy}) scale(${s})">
<path d="M52,372 L354,372 Q366,374 364,386 Q360,398 340,398 L72,398 Q50,398 50,384 Z" fill="${back ? mix(sole, '#000', 0.15) : sole}"/>
<path d="${shape}" fill="${upper}"/>
<path d="${shape}" fill="url(#${id}v)"/>
${fold('M84,306 Q106,296 126,306 Q160,316 222,316', p.deep, 0.95, 5)}
${back ? '' : fold('M222,318 Q252,298 292,322 Q316,336 320,352', p.line, 0.6, 2.2)}
${back ? '' : `<path d="M196,320 Q230,312 264,326 L260,342 Q228,330 194,336 Z" fill="${p.deep}"/><ellipse cx="229" cy="328" rx="10" ry="3.5" fill="${p.shade}"/>`}
${fold('M62,364 L354,366', p.line, 0.35, 1.6)}
</g>`;
}

function flatSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
  const upper = back ? p.shade : `url(#${id}g)`;
  const sole = mix(p.base, '#2a211b', 0.55);
  const shape = 'M62,372 C54,346 66,326 92,322 Q150,338 232,332 Q300,326 336,342 Q358,354 356,372 Z';
  return `<g transform="translate(${dx} ${dy}) scale(${s})">
<path d="M60,372 L350,372 Q362,374 360,382 Q356,390 340,390 L76,390 Q58,390 58,380 Z" fill="${back ? mix(sole, '#000', 0.15) : sole}"/>
<path d="${shape}" fill="${upper}"/>
<path d="M96,326 Q150,342 232,336 Q262,334 284,332 Q214,318 150,320 Q112,320 96,326 Z" fill="${mix(p.base, '#f3ede5', 0.7)}"/>
${fold('M92,322 Q150,338 232,332 Q300,326 336,342', p.deep, 0.9, 3)}
${back ? '' : `<path d="M304,338 L290,328 L290,348 Z M304,338 L318,328 L318,348 Z" fill="${p.deep}"/><circle cx="304" cy="338" r="4" fill="${p.shade}"/>`}
</g>`;
}

function heelSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
  const upper = back ? p.shade : `url(#${id}g)`;
  const sole = mix(p.base, '#2a211b', 0.6);
  const shape = 'M72,300 Q74,262 98,256 Q136,292 232,330 Q300,342 344,360 Q362,370 356,382 L250,380 Q170,364 122,330 Q98,314 72,300 Z';
  return `<g transform="translate(${dx} ${dy}) scale(${s})">
<path d="M72,298 L108,304 L104,396 L80,396 Z" fill="${back ? mix(sole, '#000', 0.15) : sole}"/>
<path d="M104,306 Q136,338 196,360 Q252,378 352,380 Q362,382 360,390 Q356,396 340,396 L240,396 Q176,388 134,360 Q110,342 102,320 Z" fill="${back ? mix(sole, '#000', 0.15) : sole}"/>
<path d="${shape}" fill="${upper}"/>
<path d="${shape}" fill="url(#${id}v)"/>
<path d="M98,256 Q136,292 232,330 Q200,330 150,312 Q112,296 98,270 Z" fill="${mix(p.base, '#f3ede5', 0.65)}"/>
${fold('M98,256 Q136,292 232,330', p.deep, 0.9, 3)}
${fold('M76,372 L104,378', p.line, 0.35, 1.6)}
</g>`;
}

function bootSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
  const upper = back ? p.shade : `url(#${id}g)`;
  const sole = '#2f2a26';
  const shape = 'M70,372 L72,150 Q72,132 90,130 L178,130 Q192,132 192,150 L196,276 Q222,300 282,316 Q340,330 356,356 Q362,372 352,372 Z';
  let ribs = '';
  for (let x = 140; x < 174; x += 7) ribs += `M${x},136 L${x + 3},262`;
  return `<g transform="translate(${dx} ${dy}) scale(${s})">
<path d="M54,372 L352,372 Q364,374 362,388 Q358,400 338,400 L70,400 Q50,400 50,386 Z" fill="${sole}"/>
<path d="M54,372 L130,372 L128,400 L70,400 Q50,400 50,386 Z" fill="#1f1b18"/>
<path d="${shape}" fill="${upper}"/>
<path d="${shape}" fill="url(#${id}v)"/>
<path d="M134,132 L172,132 L178,262 Q154,272 130,262 Z" fill="${p.deep}"/>
${back ? '' : `<path d="${ribs}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.4"/>`}
<path d="M78,132 L102,132 L100,104 Q90,96 80,104 Z" fill="${p.deep}"/>
${back ? '' : fold('M196,280 Q236,312 296,322', p.line, 0.5, 2)}
${fold('M66,364 L354,366', p.line, 0.4, 1.6)}
</g>`;
}

function drawSandals(id: string, p: Palette, detail?: Detail): Drawing {
  const bed = mix(p.base, '#e2c49c', 0.55);
  const sole = 'M148,96 Q104,98 100,170 Q98,230 112,290 Q120,330 116,380 Q114,432 148,436 Q180,434 178,380 Q176,330 184,290 Q200,230 196,170 Q192,98 148,96 Z';
  const strap = 'M98,198 Q148,184 198,198 L198,256 Q148,244 98,256 Z';
  const sparkles = detail === 'crystals' ? [112, 130, 148, 166, 184].map((x, i) => `<circle cx="${x}" cy="${224 - (i % 2) * 8}" r="5" fill="#f4f6fb" stroke="#b9c2cf" stroke-width="1.5"/>`).join('') : '';
  const one = `<path d="${sole}" fill="${bed}" stroke="${mix(bed, '#2a211b', 0.45)}" stroke-width="7"/>
${fold('M124,330 Q148,350 170,330', mix(bed, '#2a211b', 0.3), 0.5, 2)}
${detail === 'crystals' ? '' : `<ellipse cx="134" cy="150" rx="14" ry="10" fill="none" stroke="${p.deep}" stroke-width="8"/>`}
<path d="${strap}" fill="url(#${id}g)"/>
<path d="${strap}" fill="none" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="4 4"/>${sparkles}`;
  const svg = `<g transform="translate(-16 0)">${one}</g><g transform="translate(416 0) scale(-1 1)">${one}</g>`;
  return { svg, focus: [150, 230], hangs: false, shoulderY: 0, bottom: 440 };
}

// Bags

function drawTote(id: string, p: Palette): Drawing {
  const body = 'M84,180 L316,180 L300,440 Q298,452 286,452 L114,452 Q102,452 100,440 Z';
  const svg = `
<path d="M150,182 Q156,84 200,84 Q244,84 250,182" fill="none" stroke="${p.shade}" stroke-width="12" stroke-linecap="round"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M84,180 L316,180 L312,204 L88,204 Z" fill="${p.deep}"/>
<path d="M124,184 Q130,60 200,60 Q270,60 276,184" fill="none" stroke="${p.deep}" stroke-width="14" stroke-linecap="round"/>
<rect x="116" y="192" width="20" height="30" rx="4" fill="${p.deep}"/><rect x="264" y="192" width="20" height="30" rx="4" fill="${p.deep}"/>
${fold('M94,214 L308,214', p.line, 0.45, 1.5)}${fold('M104,436 L296,436', p.line, 0.4, 1.5)}
${fold('M160,230 Q156,340 150,440', p.line, 0.2, 2)}${fold('M240,230 Q244,340 250,440', p.line, 0.2, 2)}`;
  return { svg, focus: [200, 300], hangs: false, shoulderY: 0, bottom: 452 };
}

function drawCrossbody(id: string, p: Palette, detail?: Detail): Drawing {
  const body = 'M110,240 Q110,220 130,220 L270,220 Q290,220 290,240 L290,400 Q290,420 270,420 L130,420 Q110,420 110,400 Z';
  const svg = `
<path d="M114,246 Q92,60 200,40 Q308,60 286,246" fill="none" stroke="${p.deep}" stroke-width="7" stroke-linecap="round"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>${printOver(detail, id, p, body, [106, 216, 294, 424])}
<path d="M110,240 Q110,220 130,220 L270,220 Q290,220 290,240 L290,318 Q200,350 110,318 Z" fill="url(#${id}s)"/>
${fold('M112,316 Q200,346 288,316', p.line, 0.5, 1.6)}
<circle cx="200" cy="330" r="10" fill="${GOLD}" stroke="${GOLD_DEEP}" stroke-width="2"/>
<circle cx="114" cy="244" r="7" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="286" cy="244" r="7" fill="none" stroke="${GOLD}" stroke-width="4"/>`;
  return { svg, focus: [200, 300], hangs: false, shoulderY: 0, bottom: 420 };
}

function drawClutch(id: string, p: Palette): Drawing {
  const body = 'M70,250 L330,250 Q340,250 340,262 L340,392 Q340,404 328,404 L72,404 Q60,404 60,392 L60,262 Q60,250 70,250 Z';
  const beads = staggered([60, 250, 340, 404], 14)
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.6" fill="${p.lighter}"/>`)
    .join('');
  const svg = `
<path d="M86,252 Q200,150 314,252" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="6 4"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
${clippedTo(id, body, beads)}
<path d="M60,258 Q60,250 70,250 L330,250 Q340,250 340,258 L200,340 Z" fill="url(#${id}s)"/>
${fold('M62,258 L200,338 L338,258', p.line, 0.5, 1.6)}
<path d="M200,326 L210,338 L200,350 L190,338 Z" fill="${GOLD}" stroke="${GOLD_DEEP}" stroke-width="1.5"/>`;
  return { svg, focus: [200, 320], hangs: false, shoulderY: 0, bottom: 404 };
}

function drawBackpack(id: string, p: Palette): Drawing {
  const body = 'M110,140 Q110,90 160,90 L240,90 Q290,90 290,140 L300,430 Q300,452 278,452 L122,452 Q100,452 100,430 Z';
  const pocket = 'M128,300 L272,300 L276,420 Q276,432 264,432 L136,432 Q124,432 124,420 Z';
  const svg = `
<path d="M120,120 Q78,210 96,390" fill="none" stroke="${p.deep}" stroke-width="16" stroke-linecap="round"/>
<path d="M280,120 Q322,210 304,390" fill="none" stroke="${p.deep}" stroke-width="16" stroke-linecap="round"/>
<path d="M176,94 Q200,60 224,94" fill="none" stroke="${p.deep}" stroke-width="8" stroke-linecap="round"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M118,150 Q120,104 160,104 L240,104 Q280,104 282,150" fill="none" stroke="${STEEL}" stroke-width="3" stroke-dasharray="3 3"/>
<path d="${pocket}" fill="url(#${id}s)"/>
<path d="M134,312 L266,312" stroke="${STEEL}" stroke-width="3" stroke-dasharray="3 3"/>
<rect x="252" y="306" width="10" height="20" rx="3" fill="${STEEL}"/>
${fold('M128,300 L272,300', p.line, 0.5, 1.6)}`;
  return { svg, focus: [200, 260], hangs: false, shoulderY: 0, bottom: 452 };
}

function drawDuffel(id: string, p: Palette): Drawing {
  const leather = mix(p.base, '#5b3b2a', p.dark ? 0.4 : 0.75);
  const body = 'M60,250 Q60,200 110,200 L290,200 Q340,200 340,250 L340,400 Q340,420 320,420 L80,420 Q60,420 60,400 Z';
  const svg = `
<path d="M160,206 Q160,150 200,150 Q240,150 240,206" fill="none" stroke="${mix(leather, '#000', 0.2)}" stroke-width="10" stroke-linecap="round"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M60,250 Q60,200 110,200 L112,420 L80,420 Q60,420 60,400 Z M340,250 Q340,200 290,200 L288,420 L320,420 Q340,420 340,400 Z" fill="${leather}"/>
<path d="M140,202 L164,202 L164,420 L140,420 Z M236,202 L260,202 L260,420 L236,420 Z" fill="${leather}"/>
<path d="M144,206 Q144,128 200,128 Q256,128 256,206" fill="none" stroke="${leather}" stroke-width="12" stroke-linecap="round"/>
<path d="M112,212 L288,212" stroke="${STEEL}" stroke-width="3" stroke-dasharray="3 3"/>
${fold('M70,404 L330,404', p.line, 0.35, 1.5)}`;
  return { svg, focus: [200, 300], hangs: false, shoulderY: 0, bottom: 420 };
}

// Accessories, each on its own.

function drawWatch(id: string, p: Palette, detail?: Detail): Drawing {
  const steel = detail === 'steel';
  const metal = steel ? STEEL : GOLD;
  const edge = steel ? '#9aa0a8' : GOLD_DEEP;
  let strap = '';
  if (steel) {
    for (let y = 40; y < 460; y += 22) strap += `<rect x="170" y="${y}" width="60" height="19" rx="4" fill="${STEEL}" stroke="${edge}" stroke-width="1.5"/><rect x="188" y="${y + 3}" width="24" height="13" rx="3" fill="#dfe2e6"/>`;
  } else {
    strap =
      `<path d="M172,40 L228,40 L230,460 Q200,472 170,460 Z" fill="url(#${id}g)"/><path d="M172,40 L228,40 L230,460 Q200,472 170,460 Z" fill="url(#${id}v)"/>` +
      fold('M177,44 L176,456', p.line, 0.45, 1.4) +
      fold('M223,44 L224,456', p.line, 0.45, 1.4) +
      [360, 384, 408, 432].map((y) => `<circle cx="200" cy="${y}" r="3.4" fill="${p.deep}"/>`).join('');
  }
  const dial = steel ? p.base : '#f7f3ea';
  const hands = steel ? '#f4efe6' : '#2b2623';
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 54 : 60;
    return `<line x1="${(200 + Math.sin(a) * r1).toFixed(1)}" y1="${(250 - Math.cos(a) * r1).toFixed(1)}" x2="${(200 + Math.sin(a) * 66).toFixed(1)}" y2="${(250 - Math.cos(a) * 66).toFixed(1)}" stroke="${hands}" stroke-width="${i % 3 === 0 ? 3.4 : 1.8}" stroke-linecap="round"/>`;
  }).join('');
  const svg = `
${strap}
<circle cx="200" cy="250" r="88" fill="${metal}" stroke="${edge}" stroke-width="3"/>
<rect x="286" y="238" width="16" height="24" rx="4" fill="${edge}"/>
<circle cx="200" cy="250" r="74" fill="${dial}"/>
${ticks}
<line x1="200" y1="250" x2="200" y2="200" stroke="${hands}" stroke-width="5" stroke-linecap="round"/>
<line x1="200" y1="250" x2="238" y2="266" stroke="${hands}" stroke-width="4" stroke-linecap="round"/>
<line x1="200" y1="262" x2="184" y2="196" stroke="${GOLD_DEEP}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="200" cy="250" r="6" fill="${hands}"/>`;
  return { svg, focus: [200, 250], hangs: false, shoulderY: 0, bottom: 466 };
}

function drawSunglasses(id: string, p: Palette, detail?: Detail): Drawing {
  const aviator = detail === 'aviator';
  const frame = aviator ? GOLD : p.base;
  const lens = `url(#${id}l)`;
  const left = aviator ? 'M66,196 Q62,280 112,296 Q168,310 182,250 Q188,214 176,200 Q120,186 66,196 Z' : 'M54,182 Q70,196 80,206 Q78,268 120,282 Q170,292 182,246 Q186,212 176,202 Q110,180 54,182 Z';
  const right = `translate(400 0) scale(-1 1)`;
  const width = aviator ? 4 : 10;
  const svg = `
<defs><linearGradient id="${id}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.base, '#2f3237', 0.45)}"/><stop offset="1" stop-color="#24262a"/></linearGradient></defs>
<path d="M64,214 L330,246 M336,214 L70,246" stroke="${aviator ? GOLD_DEEP : mix(frame, '#000', 0.25)}" stroke-width="${aviator ? 3 : 6}" stroke-linecap="round"/>
<path d="${left}" fill="${lens}" stroke="${frame}" stroke-width="${width}" stroke-linejoin="round"/>
<path d="${left}" fill="${lens}" stroke="${frame}" stroke-width="${width}" stroke-linejoin="round" transform="${right}"/>
<path d="M182,216 Q200,204 218,216" fill="none" stroke="${frame}" stroke-width="${aviator ? 4 : 9}" stroke-linecap="round"/>
${aviator ? `<path d="M176,200 Q200,192 224,200" fill="none" stroke="${frame}" stroke-width="3"/>` : ''}
<path d="M92,214 Q96,252 122,266" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>
<path d="M308,214 Q304,252 278,266" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, focus: [200, 240], hangs: false, shoulderY: 0, bottom: 310 };
}

function drawBelt(id: string, p: Palette): Drawing {
  const svg = `
<circle cx="200" cy="270" r="118" fill="none" stroke="${p.base}" stroke-width="40"/>
<circle cx="200" cy="270" r="118" fill="none" stroke="url(#${id}v)" stroke-width="40"/>
<circle cx="200" cy="270" r="136" fill="none" stroke="${p.deep}" stroke-width="2.5"/>
<circle cx="200" cy="270" r="100" fill="none" stroke="${p.deep}" stroke-width="2.5"/>
<circle cx="200" cy="270" r="131" fill="none" stroke="${p.lighter}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="5 4"/>
<circle cx="200" cy="270" r="105" fill="none" stroke="${p.lighter}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="5 4"/>
<path d="M296,340 L366,418 Q370,430 356,438 L344,442 L272,360 Z" fill="${p.base}" stroke="${p.deep}" stroke-width="2.5"/>
${[0, 1, 2].map((i) => `<circle cx="${314 + i * 14}" cy="${372 + i * 16}" r="4" fill="${p.deep}"/>`).join('')}
<rect x="162" y="126" width="76" height="54" rx="10" fill="none" stroke="${GOLD}" stroke-width="9"/>
<rect x="162" y="126" width="76" height="54" rx="10" fill="none" stroke="${GOLD_DEEP}" stroke-width="1.5"/>
<path d="M200,130 L200,178" stroke="${GOLD_DEEP}" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, focus: [200, 170], hangs: false, shoulderY: 0, bottom: 444 };
}

function drawCufflinks(id: string, p: Palette): Drawing {
  const box = 'M80,300 L320,300 L320,420 Q320,432 308,432 L92,432 Q80,432 80,420 Z';
  const link = (cx: number) => `<circle cx="${cx}" cy="296" r="32" fill="${STEEL}" stroke="#9aa0a8" stroke-width="3"/>
<circle cx="${cx}" cy="296" r="21" fill="${p.base}"/><circle cx="${cx}" cy="296" r="21" fill="none" stroke="#dfe2e6" stroke-width="2"/>
<path d="M${cx - 10},${286} Q${cx - 4},${280} ${cx + 4},${282}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const svg = `
<path d="M92,176 L308,176 L320,300 L80,300 Z" fill="${p.shade}"/>
<path d="M104,190 L296,190 L304,290 L96,290 Z" fill="#f3ede5"/>
<path d="${box}" fill="url(#${id}g)"/>
<path d="${box}" fill="url(#${id}v)"/>
<path d="M94,300 L306,300 L302,340 Q200,354 98,340 Z" fill="#efe6da"/>
${fold('M110,322 Q200,332 290,322', '#b9a58c', 0.7, 2)}
${link(158)}${link(242)}`;
  return { svg, focus: [200, 296], hangs: false, shoulderY: 0, bottom: 432 };
}

function drawAgal(id: string, p: Palette): Drawing {
  const cord = p.base;
  const tassel = (x: number, y: number) => `<path d="M${x - 10},${y} L${x + 10},${y} L${x + 7},${y + 40} L${x - 7},${y + 40} Z" fill="${cord}"/>${fold(`M${x - 5},${y + 8} L${x - 4},${y + 38}M${x + 5},${y + 8} L${x + 4},${y + 38}`, p.lighter, 0.5, 1.4)}`;
  const svg = `
<path d="M296,262 Q322,330 312,398" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>
<path d="M280,266 Q300,340 286,408" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>
${tassel(312, 396)}${tassel(286, 406)}
<ellipse cx="200" cy="262" rx="140" ry="56" fill="none" stroke="${cord}" stroke-width="18"/>
<ellipse cx="200" cy="262" rx="140" ry="56" fill="none" stroke="${p.lighter}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="3 5"/>
<ellipse cx="200" cy="230" rx="140" ry="56" fill="none" stroke="${cord}" stroke-width="18"/>
<ellipse cx="200" cy="230" rx="140" ry="56" fill="none" stroke="${p.lighter}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="3 5"/>
<path d="M84,214 Q120,184 200,180" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" stroke-linecap="round"/>`;
  return { svg, focus: [200, 246], hangs: false, shoulderY: 0, bottom: 446 };
}

function drawWallet(id: string, p: Palette): Drawing {
  const body = 'M110,200 L290,200 Q306,200 306,216 L306,380 Q306,396 290,396 L110,396 Q94,396 94,380 L94,216 Q94,200 110,200 Z';
  const svg = `
<rect x="120" y="160" width="160" height="70" rx="8" fill="#e9e4da" stroke="#cfc6b6" stroke-width="1.5"/>
<rect x="136" y="176" width="150" height="60" rx="8" fill="${GOLD}" stroke="${GOLD_DEEP}" stroke-width="1.5"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M94,252 Q200,266 306,252 L306,396 L94,396 Z" fill="url(#${id}s)"/>
${fold('M94,252 Q200,266 306,252', p.line, 0.6, 2)}${fold('M94,306 Q200,320 306,306', p.line, 0.5, 2)}
<path d="M102,208 L298,208 L298,388 L102,388 Z" fill="none" stroke="${p.lighter}" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="4 4"/>
<rect x="184" y="356" width="32" height="12" rx="2" fill="${GOLD}" fill-opacity="0.8"/>`;
  return { svg, focus: [200, 290], hangs: false, shoulderY: 0, bottom: 396 };
}

// Head scarves and wraps, hung over a rail like the shemagh.

const RAIL = `<rect x="52" y="76" width="296" height="16" rx="8" fill="#a37d55"/>
<circle cx="52" cy="84" r="13" fill="#8b6944"/><circle cx="348" cy="84" r="13" fill="#8b6944"/>`;

function drawHijab(id: string, p: Palette, detail?: Detail): Drawing {
  const front = 'M118,92 L240,92 Q248,220 262,330 Q272,420 250,452 Q200,470 150,446 Q124,420 130,330 Q132,220 118,92 Z';
  const back = 'M200,92 L300,92 Q306,220 298,360 Q272,378 246,366 Q236,230 200,92 Z';
  const svg = `
${RAIL}
<path d="${back}" fill="url(#${id}s)"/>
<path d="${front}" fill="url(#${id}g)"/>${printOver(detail, id, p, `${front} ${back}`, [112, 88, 306, 472])}
<path d="${front}" fill="url(#${id}v)"/>
${fold('M156,100 Q166,260 160,440', p.line, 0.3, 3)}${fold('M204,100 Q214,280 214,458', p.line, 0.26, 3)}
${fold('M140,330 Q150,400 176,452', p.line, 0.22, 2.4)}${fold('M236,320 Q250,400 236,452', p.line, 0.22, 2.4)}`;
  return { svg, focus: [190, 200], hangs: false, rail: true, shoulderY: 84, bottom: 466 };
}

function drawShawl(id: string, p: Palette, detail?: Detail): Drawing {
  const front = 'M104,92 L260,92 Q262,250 264,420 Q186,432 108,420 Q106,250 104,92 Z';
  const back = 'M200,92 L306,92 Q308,230 310,360 Q262,370 214,360 Q210,230 200,92 Z';
  const band = p.dark ? p.lighter : p.deep;
  const fringe = (x0: number, x1: number, y: number, n: number, color: string) =>
    Array.from({ length: n }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / (n - 1);
      return `<line x1="${x.toFixed(1)}" y1="${y}" x2="${(x + 1).toFixed(1)}" y2="${y + 22}" stroke="${color}" stroke-width="2.6" stroke-linecap="round"/>`;
    }).join('');
  const svg = `
${RAIL}
<path d="${back}" fill="url(#${id}s)"/>
${fringe(218, 306, 362, 10, p.deep)}
<path d="${front}" fill="url(#${id}g)"/>${printOver(detail, id, p, `${front} ${back}`, [100, 88, 312, 436])}
<path d="${front}" fill="url(#${id}v)"/>
${fold('M110,392 Q186,404 262,392', band, 0.7, 5)}${fold('M110,404 Q186,416 262,404', band, 0.5, 2)}
${fold('M150,100 Q154,260 150,416', p.line, 0.28, 3)}${fold('M206,100 Q212,260 214,424', p.line, 0.24, 3)}
${fringe(112, 260, 424, 16, p.shade)}`;
  return { svg, focus: [190, 200], hangs: false, rail: true, shoulderY: 84, bottom: 448 };
}

function drawGarment(garment: Garment, id: string, p: Palette, detail?: Detail): Drawing {
  switch (garment) {
    case 'abaya':
      return drawAbaya(id, p, detail);
    case 'thobe':
      return drawThobe(id, p, detail);
    case 'dress':
      return drawDress(id, p, detail);
    case 'jalabiya':
      return drawJalabiya(id, p);
    case 'shirt':
      return drawShirt(id, p, detail);
    case 'tshirt':
      return drawTshirt(id, p, 1, detail);
    case 'hoodie':
      return drawHoodie(id, p);
    case 'trousers':
      return drawTrousers(id, p, false, detail);
    case 'jeans':
      return drawTrousers(id, p, true, detail);
    case 'pyjamas':
      return drawPyjamas(id, p);
    case 'romper':
      return drawRomper(id, p);
    case 'kids':
      return drawKids(id, p);
    case 'shoes':
      return drawShoes(id, p);
    case 'sandals':
      return drawSandals(id, p, detail);
    case 'loafers':
      return pairOfShoes((dx, dy, s, back) => loaferSvg(id, p, dx, dy, s, back));
    case 'flats':
      return pairOfShoes((dx, dy, s, back) => flatSvg(id, p, dx, dy, s, back));
    case 'heels':
      return pairOfShoes((dx, dy, s, back) => heelSvg(id, p, dx, dy, s, back));
    case 'boots':
      return pairOfShoes((dx, dy, s, back) => bootSvg(id, p, dx, dy, s, back));
    case 'bag':
      return drawBag(id, p, detail);
    case 'tote':
      return drawTote(id, p);
    case 'crossbody':
      return drawCrossbody(id, p, detail);
    case 'clutch':
      return drawClutch(id, p);
    case 'backpack':
      return drawBackpack(id, p);
    case 'duffel':
      return drawDuffel(id, p);
    case 'accessory':
      return drawAccessory(id, p);
    case 'watch':
      return drawWatch(id, p, detail);
    case 'sunglasses':
      return drawSunglasses(id, p, detail);
    case 'belt':
      return drawBelt(id, p);
    case 'cufflinks':
      return drawCufflinks(id, p);
    case 'agal':
      return drawAgal(id, p);
    case 'wallet':
      return drawWallet(id, p);
    case 'scarf':
      return drawScarf(id, p, detail);
    case 'hijab':
      return drawHijab(id, p, detail);
    case 'shawl':
      return drawShawl(id, p, detail);
  }
}

/** A garment as a <g> with its own gradients, centred on cx and standing on floorY. */
function placedGarment(garment: Garment, hex: string, id: string, cx: number, floorY: number, scale: number): string {
  const p = paletteOf(hex);
  const d = drawGarment(garment, id, p);
  return `<defs>${shadingDefs(id, p)}</defs><g transform="translate(${cx - 200 * scale} ${floorY - d.bottom * scale}) scale(${scale})">${d.svg}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Scene furniture

const softShadow = (cx: number, cy: number, rx: number, ry: number, id: string) =>
  `<defs><radialGradient id="${id}">
<stop offset="0" stop-color="#3b2f25" stop-opacity="0.28"/><stop offset="1" stop-color="#3b2f25" stop-opacity="0"/>
</radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;

function hanger(cx: number, y: number, width: number, color = '#a37d55'): string {
  const half = width / 2;
  return `<path d="M${cx},${y - 34} q0,-14 12,-14 q12,0 12,12 q0,10 -12,14 L${cx},${y - 12}" fill="none" stroke="${STEEL}" stroke-width="4" stroke-linecap="round"/>
<path d="M${cx - half},${y + 8} Q${cx - half * 0.5},${y - 14} ${cx},${y - 14} Q${cx + half * 0.5},${y - 14} ${cx + half},${y + 8}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
}

/** A ceramic vase with a few leafy branches, standing on the floor at (x, floorY). */
function vase(x: number, floorY: number, wall: string): string {
  const leaf = mix(wall, '#5d6e4a', 0.62);
  const stem = mix(wall, '#4f5c3e', 0.7);
  const branches: [number, number][] = [
    [-46, -150],
    [4, -190],
    [40, -140],
  ];
  const top = floorY - 64;
  const parts = branches.map(([bx, by]) => {
    const ex = x + bx;
    const ey = top + by;
    const leaves = [0.35, 0.5, 0.65, 0.8, 0.95].map((t, i) => {
      const lx = x + bx * t;
      const ly = top + by * t;
      const side = i % 2 ? 1 : -1;
      const angle = (Math.atan2(by, bx) * 180) / Math.PI + 90 + side * 48;
      return `<ellipse cx="${(lx + side * 7).toFixed(1)}" cy="${ly.toFixed(1)}" rx="5" ry="13" fill="${leaf}" transform="rotate(${angle.toFixed(1)} ${(lx + side * 7).toFixed(1)} ${ly.toFixed(1)})"/>`;
    });
    return `<path d="M${x},${top} Q${x + bx * 0.2},${top + by * 0.6} ${ex},${ey}" fill="none" stroke="${stem}" stroke-width="2.4"/>${leaves.join('')}`;
  });
  const body = mix(wall, '#b59a7c', 0.55);
  return `${parts.join('')}
<path d="M${x - 14},${top} L${x + 14},${top} Q${x + 12},${top + 14} ${x + 24},${top + 30} Q${x + 34},${floorY - 6} ${x + 18},${floorY} L${x - 18},${floorY} Q${x - 34},${floorY - 6} ${x - 24},${top + 30} Q${x - 12},${top + 14} ${x - 14},${top} Z" fill="${body}"/>
<path d="M${x - 10},${top + 26} Q${x - 22},${top + 40} ${x - 16},${floorY - 8}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`;
}

function archPath(cx: number, top: number, width: number, bottom: number): string {
  const r = width / 2;
  return `M${cx - r},${bottom} L${cx - r},${top + r} A${r},${r} 0 0 1 ${cx + r},${top + r} L${cx + r},${bottom} Z`;
}

// ---------------------------------------------------------------------------------------------
// Rasterising

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

async function toPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

function svgDoc(width: number, height: number, vbW: number, vbH: number, body: string, vbX = 0, vbY = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vbX} ${vbY} ${vbW} ${vbH}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** The 400 x 500 design box, widened or heightened to match the requested aspect. */
function portraitBox(width: number, height: number): { x: number; y: number; w: number; h: number } {
  const aspect = width / height;
  if (aspect >= 0.8) {
    const w = 500 * aspect;
    return { x: (400 - w) / 2, y: 0, w, h: 500 };
  }
  const h = 400 / aspect;
  return { x: 0, y: (500 - h) / 2, w: 400, h };
}

// ---------------------------------------------------------------------------------------------
// Public API

export interface GarmentImageOptions {
  garment: Garment;
  /** Hex colour of the fabric. */
  color: string;
  /** 0, 1, 2 … picks the shot: front, hanger or plinth, close-up, angled, arch backdrop. */
  variant: number;
  /** What this piece shows that others of its kind lack. */
  detail?: Detail;
  /** Which of its kind the piece is (0, 1, 2 …): each has backdrops of its own. */
  style?: number;
  width: number;
  height: number;
}

/** A product photo stand-in (WebP). Product images are 800 x 1000. */
export async function renderGarment(opts: GarmentImageOptions): Promise<Buffer> {
  return toWebp(garmentSvg(opts));
}

/** The picture `renderGarment` rasterises: the same options always give the same SVG, and so the same image. */
export function garmentSvg({ garment, color, variant, detail, style = 0, width, height }: GarmentImageOptions): string {
  const v = ((Math.trunc(variant) % 5) + 5) % 5;
  const p = paletteOf(color);
  const g = groundFor(variant, p, style);
  const box = portraitBox(width, height);
  const d = drawGarment(garment, 'a', p, detail);
  const defs = `<defs>${shadingDefs('a', p)}
<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${g.accent}"/><stop offset="1" stop-color="${g.wall}"/></linearGradient></defs>`;
  const bg = `<rect x="${box.x - 2}" y="${box.y - 2}" width="${box.w + 4}" height="${box.h + 4}" fill="url(#bg)"/>`;
  let scene = '';
  switch (v) {
    case 0: {
      scene =
        `<circle cx="200" cy="240" r="170" fill="${g.accent}" opacity="0.7"/>` +
        softShadow(200, d.bottom + 6, 150, 16, 'sh') +
        `<g>${d.svg}</g>`;
      break;
    }
    case 1: {
      if (d.rail) {
        const s = 0.84;
        const ty = 150 - d.shoulderY * s;
        const left = 200 - 148 * s;
        const right = 200 + 148 * s;
        scene =
          `<path d="M${left},150 L200,70 L${right},150" fill="none" stroke="#8b6944" stroke-width="2"/>` +
          `<circle cx="200" cy="66" r="7" fill="${STEEL}" stroke="#9aa0a8" stroke-width="2"/>` +
          `<g transform="translate(${200 - 200 * s} ${ty}) scale(${s})">${d.svg}</g>`;
      } else if (d.hangs) {
        const s = 0.84;
        const ty = 72 - d.shoulderY * s + 10;
        scene =
          `<rect x="${box.x - 2}" y="40" width="${box.w + 4}" height="6" fill="${mix(g.wall, '#000', 0.12)}"/>` +
          `<g transform="translate(${200 - 200 * s} ${ty}) scale(${s})">${d.svg}</g>` +
          hanger(200, ty + d.shoulderY * s - 4, 190);
      } else {
        const s = 0.82;
        scene =
          `<rect x="${box.x - 2}" y="392" width="${box.w + 4}" height="${box.h}" fill="${g.floor}"/>` +
          `<path d="M96,392 L304,392 L304,470 L96,470 Z" fill="${mix(g.wall, '#ffffff', 0.5)}"/>` +
          `<path d="M96,392 L304,392 L296,380 L104,380 Z" fill="${mix(g.wall, '#ffffff', 0.75)}"/>` +
          softShadow(200, 382, 110, 8, 'sh') +
          `<g transform="translate(${200 - 200 * s} ${382 - d.bottom * s}) scale(${s})">${d.svg}</g>`;
      }
      break;
    }
    case 2: {
      const s = 2.1;
      const [fx, fy] = d.focus;
      scene = `<g transform="translate(${200 - fx * s} ${250 - fy * s}) scale(${s})">${d.svg}</g>`;
      break;
    }
    case 3: {
      const s = 0.8;
      scene =
        `<path d="${archPath(200, 40, 260, 560)}" fill="${mix(g.wall, '#ffffff', 0.5)}"/>` +
        `<path d="${archPath(200, 40, 260, 560)}" fill="none" stroke="${mix(g.wall, '#8c7b66', 0.25)}" stroke-width="3"/>` +
        softShadow(200, 250 + d.bottom * s * 0.5 + 8, 130, 12, 'sh') +
        `<g transform="rotate(-6 200 250) translate(${200 - 200 * s} ${250 - 250 * s}) scale(${s})">${d.svg}</g>`;
      break;
    }
    default: {
      const s = 0.84;
      scene =
        `<rect x="${box.x - 2}" y="420" width="${box.w + 4}" height="${box.h}" fill="${g.floor}"/>` +
        vase(338, 420, g.wall) +
        softShadow(172, 420, 140, 12, 'sh') +
        `<g transform="translate(${172 - 200 * s} ${420 - d.bottom * s}) scale(${s})">${d.svg}</g>`;
    }
  }
  return svgDoc(width, height, box.w, box.h, defs + bg + scene, box.x, box.y);
}

/** Garments that complete a look, for multi-garment scenes. */
const COMPANIONS: Record<Garment, [Garment, Garment]> = {
  abaya: ['bag', 'scarf'],
  thobe: ['scarf', 'shoes'],
  dress: ['bag', 'shoes'],
  shirt: ['trousers', 'shoes'],
  tshirt: ['jeans', 'shoes'],
  trousers: ['shirt', 'shoes'],
  jeans: ['tshirt', 'shoes'],
  shoes: ['bag', 'accessory'],
  bag: ['shoes', 'scarf'],
  accessory: ['bag', 'shoes'],
  kids: ['tshirt', 'shoes'],
  scarf: ['abaya', 'bag'],
  jalabiya: ['bag', 'shoes'],
  hoodie: ['jeans', 'shoes'],
  pyjamas: ['tshirt', 'shoes'],
  romper: ['tshirt', 'shoes'],
  sandals: ['bag', 'scarf'],
  loafers: ['bag', 'accessory'],
  flats: ['bag', 'accessory'],
  heels: ['clutch', 'accessory'],
  boots: ['bag', 'accessory'],
  tote: ['shoes', 'scarf'],
  crossbody: ['shoes', 'scarf'],
  clutch: ['heels', 'accessory'],
  backpack: ['shoes', 'tshirt'],
  duffel: ['shoes', 'accessory'],
  watch: ['wallet', 'sunglasses'],
  sunglasses: ['bag', 'watch'],
  belt: ['wallet', 'shoes'],
  cufflinks: ['watch', 'wallet'],
  agal: ['scarf', 'thobe'],
  wallet: ['watch', 'belt'],
  hijab: ['abaya', 'bag'],
  shawl: ['abaya', 'bag'],
};

function companionColors(hex: string): [string, string] {
  const lum = luminance(hex);
  if (lum < 0.06) return ['#b8864f', '#a8876a'];
  if (lum > 0.6) return ['#b3263a', '#5b3b2a'];
  return [mix(hex, '#f3ead9', 0.72), mix(hex, '#2a211b', 0.55)];
}

export interface BannerImageOptions {
  garment: Garment;
  color: string;
  /** Unused: text is overlaid by the SPA, never baked into the picture. */
  title?: string;
  width: number;
  height: number;
}

/** A wide hero picture (1600 x 700) with the garment and two companions. */
export async function renderBanner(opts: BannerImageOptions): Promise<Buffer> {
  return toWebp(bannerSvg(opts));
}

function bannerSvg({ garment, color, width, height }: BannerImageOptions): string {
  const p = paletteOf(color);
  const W = (700 * width) / height;
  const wall = p.pale ? '#e4d9ca' : mix('#f3ece2', p.base, 0.1);
  const [c1, c2] = companionColors(p.base);
  const [g1, g2] = COMPANIONS[garment];
  const cx = W / 2;
  const main = placedGarment(garment, p.base, 'm', cx, 642, 1.22);
  const left = placedGarment(g1, c1, 'l', cx - 470, 642, 0.8);
  const right = placedGarment(g2, c2, 'r', cx + 470, 642, 0.8);
  const arch = p.pale ? mix(wall, '#b9a58c', 0.3) : mix(wall, '#ffffff', 0.45);
  const body = `<defs>
<linearGradient id="bw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.5)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>
</defs>
<rect x="0" y="0" width="${W}" height="700" fill="url(#bw)"/>
<path d="${archPath(cx, 30, 460, 700)}" fill="${arch}"/>
<path d="${archPath(cx, 30, 460, 700)}" fill="none" stroke="${mix(wall, '#9c7a3c', 0.35)}" stroke-width="3"/>
<path d="${archPath(cx - 470, 160, 280, 700)}" fill="${mix(wall, '#ffffff', 0.25)}"/>
<path d="${archPath(cx + 470, 160, 280, 700)}" fill="${mix(wall, '#ffffff', 0.25)}"/>
<rect x="0" y="640" width="${W}" height="60" fill="${mix(wall, '#8c7b66', 0.18)}"/>
${softShadow(cx, 642, 250, 16, 's1')}${softShadow(cx - 470, 642, 150, 12, 's2')}${softShadow(cx + 470, 642, 150, 12, 's3')}
${left}${right}${main}`;
  return svgDoc(width, height, W, 700, body);
}

/** The store mark: a hanger inside a ring, gold on ink (256 x 256 PNG, transparent corners). */
export async function renderLogo(): Promise<Buffer> {
  return toPng(logoSvg(256, 1));
}

/** The same mark with bolder strokes for small sizes (64 x 64 PNG). */
export async function renderFavicon(): Promise<Buffer> {
  return toPng(logoSvg(64, 1.7));
}

function logoSvg(size: number, weight: number): string {
  const ink = '#1f2a44';
  const w = (n: number) => (n * weight).toFixed(1);
  const body = `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#e3c284"/><stop offset="1" stop-color="${GOLD_DEEP}"/></linearGradient></defs>
<circle cx="128" cy="128" r="124" fill="${ink}"/>
<circle cx="128" cy="128" r="110" fill="none" stroke="url(#lg)" stroke-width="${w(2.5)}"/>
<path d="M128,92 L128,84 Q128,76 136,72 Q148,66 146,54 Q144,42 130,42 Q118,42 114,52" fill="none" stroke="url(#lg)" stroke-width="${w(7)}" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M128,92 L204,160 Q212,170 200,172 L56,172 Q44,170 52,160 Z" fill="none" stroke="url(#lg)" stroke-width="${w(8)}" stroke-linejoin="round"/>
<path d="M96,200 L160,200" stroke="url(#lg)" stroke-width="${w(4)}" stroke-linecap="round"/>
<circle cx="128" cy="200" r="${w(5)}" fill="${ink}" stroke="url(#lg)" stroke-width="${w(3)}"/>`;
  return svgDoc(size, size, 256, 256, body);
}

// ---------------------------------------------------------------------------------------------
// Stroke alphabet: capitals on a 14-unit cap height, drawn as paths so no font is needed.

const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 11, d: 'M0,14 L5.5,0 L11,14 M2.2,9 L8.8,9' },
  B: { w: 9.5, d: 'M0,14 L0,0 L5,0 A3.5,3.5 0 0 1 5,7 L0,7 M5,7 L5.5,7 A3.5,3.5 0 0 1 5.5,14 L0,14' },
  C: { w: 11, d: 'M10.3,2.3 A6.3,7 0 1 0 10.3,11.7' },
  D: { w: 10.5, d: 'M0,0 L0,14 L4,14 A6.5,7 0 0 0 4,0 Z' },
  E: { w: 8.5, d: 'M8.5,0 L0,0 L0,14 L8.5,14 M0,7 L7,7' },
  F: { w: 8.5, d: 'M8.5,0 L0,0 L0,14 M0,7 L7,7' },
  G: { w: 11.5, d: 'M10.3,2.3 A6.3,7 0 1 0 12,8 L12,9 M12,8 L7,8' },
  H: { w: 10, d: 'M0,0 L0,14 M10,0 L10,14 M0,7 L10,7' },
  I: { w: 0, d: 'M0,0 L0,14' },
  J: { w: 7, d: 'M7,0 L7,10 A3.5,4 0 0 1 0,10.5' },
  K: { w: 9.5, d: 'M0,0 L0,14 M9,0 L0,8.5 M3.2,5.6 L9.5,14' },
  L: { w: 8, d: 'M0,0 L0,14 L8,14' },
  M: { w: 12, d: 'M0,14 L0,0 L6,11 L12,0 L12,14' },
  N: { w: 10, d: 'M0,14 L0,0 L10,14 L10,0' },
  O: { w: 13, d: 'M0,7 A6.5,7 0 1 0 13,7 A6.5,7 0 1 0 0,7 Z' },
  P: { w: 9, d: 'M0,14 L0,0 L5,0 A4,3.75 0 0 1 5,7.5 L0,7.5' },
  Q: { w: 13, d: 'M0,7 A6.5,7 0 1 0 13,7 A6.5,7 0 1 0 0,7 Z M8.5,10 L13.5,15' },
  R: { w: 9.5, d: 'M0,14 L0,0 L5,0 A4,3.75 0 0 1 5,7.5 L0,7.5 M4.5,7.5 L9.5,14' },
  S: { w: 9.5, d: 'M9,2.2 Q7.8,0 4.8,0 Q0.5,0 0.5,3.6 Q0.5,6.3 4.8,7 Q9.5,7.7 9.5,10.5 Q9.5,14 4.8,14 Q1.5,14 0,11.6' },
  T: { w: 10, d: 'M0,0 L10,0 M5,0 L5,14' },
  U: { w: 10, d: 'M0,0 L0,9 A5,5 0 0 0 10,9 L10,0' },
  V: { w: 11, d: 'M0,0 L5.5,14 L11,0' },
  W: { w: 15, d: 'M0,0 L3.7,14 L7.5,2.5 L11.3,14 L15,0' },
  X: { w: 10, d: 'M0,0 L10,14 M10,0 L0,14' },
  Y: { w: 10, d: 'M0,0 L5,7 L10,0 M5,7 L5,14' },
  Z: { w: 10, d: 'M0,0 L10,0 L0,14 L10,14' },
  '&': { w: 10, d: 'M10,14 L2.5,4.5 A2.5,2.4 0 1 1 6,5.5 L1.5,9 A3,3 0 0 0 6,13.5 L9,10' },
};

/** Width of a text at cap height 14 with the given tracking (in glyph units). */
function textWidth(text: string, tracking: number): number {
  let w = 0;
  for (const ch of text) w += ch === ' ' ? 6 : (GLYPHS[ch]?.w ?? 8) + tracking;
  return Math.max(0, w - tracking);
}

/** The text as stroked paths, centred on cx with its baseline at y. */
function strokeText(text: string, cx: number, baseline: number, capHeight: number, color: string, weight: number, tracking = 4): string {
  const up = text.toUpperCase();
  const s = capHeight / 14;
  let x = 0;
  const parts: string[] = [];
  for (const ch of up) {
    if (ch === ' ') {
      x += 6;
      continue;
    }
    const g = GLYPHS[ch];
    if (g) parts.push(`<path transform="translate(${x} 0)" d="${g.d}"/>`);
    x += (g?.w ?? 8) + tracking;
  }
  const total = textWidth(up, tracking);
  const ox = cx - (total * s) / 2;
  return `<g transform="translate(${ox.toFixed(2)} ${(baseline - capHeight).toFixed(2)}) scale(${s.toFixed(4)})" fill="none" stroke="${color}" stroke-width="${(weight / s).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function initialsOf(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'AL' && w !== '&');
  const letters = words.map((w) => [...w].find((c) => GLYPHS[c]) ?? '').join('');
  return letters.slice(0, 2) || 'L';
}

export interface BrandTileOptions {
  /** The brand's Latin name (only A–Z are drawn). */
  name: string;
  color: string;
}

/** A brand logo tile (400 x 400 WebP): monogram and name in the brand colour. */
export async function renderBrandTile(opts: BrandTileOptions): Promise<Buffer> {
  return toWebp(brandTileSvg(opts));
}

function brandTileSvg({ name, color }: BrandTileOptions): string {
  const ink = inkOf(color);
  const h = hashString(name);
  const ground = mix('#f7f2ea', color, 0.08);
  const initials = initialsOf(name);
  const label = name.toUpperCase().replace(/[^A-Z& ]/g, '');
  const frameKind = h % 4;
  let frame = '';
  if (frameKind === 0) frame = `<circle cx="200" cy="168" r="104" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="200" cy="168" r="94" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  else if (frameKind === 1) frame = `<path d="M200,58 L310,168 L200,278 L90,168 Z" fill="none" stroke="${ink}" stroke-width="3"/><path d="M200,72 L296,168 L200,264 L104,168 Z" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  else if (frameKind === 2) frame = `<path d="${archPath(200, 62, 180, 270)}" fill="none" stroke="${ink}" stroke-width="3"/><path d="${archPath(200, 74, 160, 258)}" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  else frame = `<rect x="110" y="78" width="180" height="180" rx="6" fill="none" stroke="${ink}" stroke-width="3" transform="rotate(45 200 168)"/><rect x="110" y="78" width="180" height="180" rx="6" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  // Fit the name in the tile: smaller caps for long names.
  const labelCap = Math.min(22, 300 / Math.max(1, textWidth(label, 5) / 14));
  const monoCap = initials.length > 1 ? 74 : 92;
  const body = `<rect width="400" height="400" fill="${ground}"/>
${frame}
${strokeText(initials, 200, 168 + monoCap / 2, monoCap, ink, 7, 5)}
${strokeText(label, 200, 338, labelCap, ink, 2.6, 5)}
<path d="M170,358 L230,358" stroke="${GOLD}" stroke-width="3" stroke-linecap="round"/>`;
  return svgDoc(400, 400, 400, 400, body);
}

export interface AvatarOptions {
  seed: number;
  color: string;
}

/** A testimonial avatar (200 x 200 WebP): a geometric rosette, so it suits any reviewer. */
export async function renderAvatar(opts: AvatarOptions): Promise<Buffer> {
  return toWebp(avatarSvg(opts));
}

function avatarSvg({ seed, color }: AvatarOptions): string {
  const p = paletteOf(color);
  const n = [6, 8, 10, 12][Math.abs(seed) % 4]!;
  const rot = (Math.abs(seed) * 37) % 360;
  const ground = mix('#f6efe4', p.base, 0.18 + (Math.abs(seed) % 3) * 0.06);
  const ink = inkOf(p.base);
  const petals = Array.from({ length: n }, (_, i) => {
    const a = (i * 360) / n;
    return `<ellipse cx="100" cy="62" rx="${(60 / n + 5).toFixed(1)}" ry="34" fill="${i % 2 ? p.base : p.light}" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.2" transform="rotate(${a} 100 100)"/>`;
  }).join('');
  const body = `<rect width="200" height="200" fill="${ground}"/>
<circle cx="100" cy="100" r="86" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>
<g transform="rotate(${rot} 100 100)">${petals}</g>
<circle cx="100" cy="100" r="22" fill="${ground}" stroke="${GOLD}" stroke-width="4"/>
<circle cx="100" cy="100" r="9" fill="${ink}"/>`;
  return svgDoc(200, 200, 200, 200, body);
}

export interface CategoryTileOptions {
  garment: Garment;
  color: string;
}

/** A category card (600 x 600 WebP): the garment under an arch. */
export async function renderCategoryTile(opts: CategoryTileOptions): Promise<Buffer> {
  return toWebp(categoryTileSvg(opts));
}

function categoryTileSvg({ garment, color }: CategoryTileOptions): string {
  const p = paletteOf(color);
  const g = groundFor(hashString(garment) % GROUNDS.length, p);
  const d = drawGarment(garment, 'c', p);
  const s = 0.84;
  const body = `<defs>${shadingDefs('c', p)}</defs>
<rect width="500" height="500" fill="${g.wall}"/>
<path d="${archPath(250, 34, 300, 500)}" fill="${g.accent}"/>
<rect x="0" y="452" width="500" height="48" fill="${g.floor}"/>
${softShadow(250, 454, 150, 12, 'sh')}
<g transform="translate(${250 - 200 * s} ${454 - d.bottom * s}) scale(${s})">${d.svg}</g>`;
  return svgDoc(600, 600, 500, 500, body);
}

export interface BlogImageOptions {
  garment: Garment;
  color: string;
  variant: number;
}

/** A blog cover (1200 x 800 WebP): a styled corner with the garment and a companion. */
export async function renderBlogImage(opts: BlogImageOptions): Promise<Buffer> {
  return toWebp(blogSvg(opts));
}

function blogSvg({ garment, color, variant }: BlogImageOptions): string {
  const v = Math.abs(Math.trunc(variant));
  const p = paletteOf(color);
  const g = groundFor(v, p);
  const flip = v % 2 === 1;
  const mainX = flip ? 760 : 440;
  const sideX = flip ? 380 : 820;
  const windowX = flip ? 230 : 970;
  const [c1] = companionColors(p.base);
  const comp = COMPANIONS[garment][v % 2]!;
  const main = placedGarment(garment, p.base, 'm', mainX, 732, 1.2);
  const side = placedGarment(comp, c1, 's', sideX, 732, 0.8);
  const sun = mix(g.wall, GOLD, 0.55);
  const body = `<rect width="1200" height="800" fill="${g.wall}"/>
<path d="${archPath(windowX, 120, 250, 600)}" fill="${mix(g.wall, '#c9dbe6', 0.55)}"/>
<circle cx="${windowX + 40}" cy="330" r="50" fill="${sun}" opacity="0.7"/>
<path d="M${windowX - 125},600 Q${windowX - 40},520 ${windowX + 125},560 L${windowX + 125},600 Z" fill="${mix(g.wall, '#c8a97e', 0.6)}"/>
<path d="${archPath(windowX, 120, 250, 600)}" fill="none" stroke="${mix(g.wall, '#7a6a58', 0.35)}" stroke-width="10"/>
<rect x="0" y="730" width="1200" height="70" fill="${g.floor}"/>
${softShadow(mainX, 730, 240, 16, 's1')}${softShadow(sideX, 730, 160, 12, 's2')}
${side}${main}`;
  return svgDoc(1200, 800, 1200, 800, body);
}
