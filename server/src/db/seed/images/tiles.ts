/** Brand tiles, testimonial avatars, category cards and blog covers. */
import type { Garment } from '../content/types';
import { GOLD, groundFor, GROUNDS, inkOf, mix, paletteOf } from './colour';
import { shadingDefs } from './drawing';
import { drawGarment, placedGarment } from './garments';
import { hashString, initialsOf, strokeText, textWidth } from './lettering';
import { companionColors, COMPANIONS } from './product';
import { svgDoc, toWebp } from './raster';
import { archPath, softShadow } from './scene';

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
