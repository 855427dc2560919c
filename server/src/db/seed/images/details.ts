/** Details: prints and weaves over a piece's fabric, and lines that follow its cut. */
import type { Detail } from '../content/types';
import { GOLD, inkOf, luminance, mix, type Palette } from './colour';

// Details: prints and weaves over a piece's fabric, and lines that follow its cut.

type Box = [x0: number, y0: number, x1: number, y1: number];

/** What is drawn on a fabric: cream on dark colours, the colour's own deep shade on mid ones, a dark one on pale ones. */
export const printInk = (p: Palette) => (p.dark || luminance(p.base) < 0.12 ? '#f4efe6' : p.pale ? inkOf(p.base) : p.deep);

/** `body` clipped to the outline `shape`. */
export const clippedTo = (id: string, shape: string, body: string) =>
  `<clipPath id="${id}d"><path d="${shape}"/></clipPath><g clip-path="url(#${id}d)">${body}</g>`;

/** Lines fanning from a top edge [x0, x1, y] to a bottom edge: pleats on a flared skirt. */
export function fanLines(n: number, top: [number, number, number], bottom: [number, number, number], color: string, opacity: number, width: number): string {
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
export function staggered([x0, y0, x1, y1]: Box, step: number): [number, number][] {
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
export function printOver(detail: Detail | undefined, id: string, p: Palette, shape: string, box: Box): string {
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
export function zigzags(x0: number, x1: number, y: number, rise: number): string {
  const points = (dy: number) => {
    const n = 8;
    return Array.from({ length: n + 1 }, (_, i) => `${(x0 + ((x1 - x0) * i) / n).toFixed(1)},${(y + dy + rise * (i / n) + (i % 2 ? -6 : 6)).toFixed(1)}`).join(' ');
  };
  return `<polyline points="${points(0)}" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linejoin="round"/><polyline points="${points(12)}" fill="none" stroke="#b3263a" stroke-width="3" stroke-linejoin="round"/>`;
}
