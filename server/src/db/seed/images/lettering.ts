/** Stroke alphabet: capitals drawn as paths, so that no font is needed. */
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
export function textWidth(text: string, tracking: number): number {
  let w = 0;
  for (const ch of text) w += ch === ' ' ? 6 : (GLYPHS[ch]?.w ?? 8) + tracking;
  return Math.max(0, w - tracking);
}

/** The text as stroked paths, centred on cx with its baseline at y. */
export function strokeText(text: string, cx: number, baseline: number, capHeight: number, color: string, weight: number, tracking = 4): string {
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

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initialsOf(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'AL' && w !== '&');
  const letters = words.map((w) => [...w].find((c) => GLYPHS[c]) ?? '').join('');
  return letters.slice(0, 2) || 'L';
}
