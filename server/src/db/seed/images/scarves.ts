/** Head scarves and wraps, hung over a rail: the shemagh and ghutra, hijabs and shawls. */
import type { Detail } from '../content/types';
import type { Palette } from './colour';
import { printOver } from './details';
import { type Drawing, fold } from './drawing';

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

export function drawScarf(id: string, p: Palette, detail?: Detail): Drawing {
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

// Head scarves and wraps, hung over a rail like the shemagh.

const RAIL = `<rect x="52" y="76" width="296" height="16" rx="8" fill="#a37d55"/>
<circle cx="52" cy="84" r="13" fill="#8b6944"/><circle cx="348" cy="84" r="13" fill="#8b6944"/>`;

export function drawHijab(id: string, p: Palette, detail?: Detail): Drawing {
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

export function drawShawl(id: string, p: Palette, detail?: Detail): Drawing {
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
