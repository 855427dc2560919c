/** Bags. */
import type { Detail } from '../content/types';
import { GOLD, GOLD_DEEP, mix, type Palette, STEEL } from './colour';
import { clippedTo, printOver, staggered } from './details';
import { type Drawing, fold } from './drawing';

export function drawBag(id: string, p: Palette, detail?: Detail): Drawing {
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

// Bags

export function drawTote(id: string, p: Palette): Drawing {
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

export function drawCrossbody(id: string, p: Palette, detail?: Detail): Drawing {
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

export function drawClutch(id: string, p: Palette): Drawing {
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

export function drawBackpack(id: string, p: Palette): Drawing {
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

export function drawDuffel(id: string, p: Palette): Drawing {
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
