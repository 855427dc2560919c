/** Product pictures and the garments that complete a look. */
import type { Detail, Garment } from '../content/types';
import { groundFor, luminance, mix, paletteOf, STEEL } from './colour';
import { shadingDefs } from './drawing';
import { drawGarment } from './garments';
import { portraitBox, svgDoc, toWebp } from './raster';
import { archPath, hanger, softShadow, vase } from './scene';

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
export const COMPANIONS: Record<Garment, [Garment, Garment]> = {
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

export function companionColors(hex: string): [string, string] {
  const lum = luminance(hex);
  if (lum < 0.06) return ['#b8864f', '#a8876a'];
  if (lum > 0.6) return ['#b3263a', '#5b3b2a'];
  return [mix(hex, '#f3ead9', 0.72), mix(hex, '#2a211b', 0.55)];
}
