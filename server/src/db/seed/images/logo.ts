/** The store mark and its favicon. */
import { GOLD_DEEP } from './colour';
import { svgDoc, toPng } from './raster';

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
