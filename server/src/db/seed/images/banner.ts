/** The home page's wide hero pictures and the offers' banners. */
import type { Garment } from '../content/types';
import { mix, paletteOf } from './colour';
import { placedGarment } from './garments';
import { companionColors, COMPANIONS } from './product';
import { svgDoc, toWebp } from './raster';
import { archPath, softShadow } from './scene';

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
