/** Shoes, each drawn as one shoe, then as a pair. */
import type { Detail } from '../content/types';
import { mix, type Palette } from './colour';
import { type Drawing, fold } from './drawing';

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

export function drawShoes(id: string, p: Palette): Drawing {
  const svg = shoeSvg(id, p, 40, -66, 0.95, true) + shoeSvg(id, p, -36, -40, 1, false);
  return { svg, focus: [190, 270], hangs: false, shoulderY: 0, bottom: 364 };
}

// Shoes: each kind drawn as one shoe, then as a pair like the sneakers.

/** A pair of side-view shoes, the back one shaded, drawn by `one`. */
export function pairOfShoes(one: (dx: number, dy: number, s: number, back: boolean) => string, bottom = 364): Drawing {
  return { svg: one(40, -66, 0.95, true) + one(-36, -40, 1, false), focus: [190, 290], hangs: false, shoulderY: 0, bottom };
}

export function loaferSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
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

export function flatSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
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

export function heelSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
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

export function bootSvg(id: string, p: Palette, dx: number, dy: number, s: number, back: boolean): string {
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

export function drawSandals(id: string, p: Palette, detail?: Detail): Drawing {
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
