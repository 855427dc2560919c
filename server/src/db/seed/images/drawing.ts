/** What every garment drawing returns, and the gradients and fold lines they share. */
import type { Palette } from './colour';

// Garment drawings, each in a 400 x 500 box.
export interface Drawing {
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

export function shadingDefs(id: string, p: Palette): string {
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

export const fold = (d: string, color: string, o = 0.35, w = 2) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${o}" stroke-width="${w}" stroke-linecap="round"/>`;
