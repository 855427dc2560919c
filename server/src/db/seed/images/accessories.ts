/** Accessories, each on its own: watches, sunglasses, belts, cufflinks, agals, wallets. */
import type { Detail } from '../content/types';
import { GOLD, GOLD_DEEP, inkOf, mix, type Palette, STEEL } from './colour';
import { type Drawing, fold } from './drawing';

export function drawAccessory(id: string, p: Palette): Drawing {
  const strap = `url(#${id}g)`;
  const holes = [340, 362, 384, 406].map((y) => `<circle cx="150" cy="${y}" r="3.2" fill="${p.deep}"/>`).join('');
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 38 : 42;
    const x1 = 150 + Math.sin(a) * r1;
    const y1 = 250 - Math.cos(a) * r1;
    const x2 = 150 + Math.sin(a) * 47;
    const y2 = 250 - Math.cos(a) * 47;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#3a3430" stroke-width="${i % 3 === 0 ? 3 : 1.6}" stroke-linecap="round"/>`;
  }).join('');
  const frame = inkOf(p.base);
  const svg = `
<g>
<path d="M126,40 L174,40 L176,440 Q150,452 124,440 Z" fill="${strap}"/>
<path d="M126,40 L174,40 L176,440 Q150,452 124,440 Z" fill="url(#${id}v)"/>
${fold('M131,44 L130,436', p.line, 0.45, 1.4)}${fold('M169,44 L170,436', p.line, 0.45, 1.4)}
<rect x="120" y="92" width="60" height="30" rx="6" fill="none" stroke="${STEEL}" stroke-width="5"/>
<line x1="150" y1="92" x2="150" y2="122" stroke="${STEEL}" stroke-width="4"/>
${holes}
<rect x="139" y="176" width="22" height="10" rx="3" fill="${GOLD_DEEP}"/>
<circle cx="150" cy="250" r="66" fill="${GOLD}"/>
<circle cx="150" cy="250" r="66" fill="none" stroke="${GOLD_DEEP}" stroke-width="3"/>
<circle cx="150" cy="250" r="55" fill="#f7f3ea"/>
<circle cx="150" cy="250" r="55" fill="none" stroke="#e3dccd" stroke-width="2"/>
${ticks}
<line x1="150" y1="250" x2="150" y2="216" stroke="#2b2623" stroke-width="4" stroke-linecap="round"/>
<line x1="150" y1="250" x2="178" y2="262" stroke="#2b2623" stroke-width="3" stroke-linecap="round"/>
<line x1="150" y1="258" x2="136" y2="214" stroke="${GOLD_DEEP}" stroke-width="1.4" stroke-linecap="round"/>
<circle cx="150" cy="250" r="4.5" fill="#2b2623"/>
<rect x="213" y="240" width="14" height="22" rx="4" fill="${GOLD_DEEP}"/>
</g>
<g transform="rotate(-14 300 200)">
<path d="M232,176 Q230,232 262,238 Q296,240 298,200 L298,178 Q266,170 232,176 Z" fill="#2f3237"/>
<path d="M310,178 L310,200 Q312,240 346,238 Q378,232 376,176 Q342,170 310,178 Z" fill="#2f3237"/>
<path d="M240,184 Q242,214 258,222" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>
<path d="M318,184 Q320,214 336,222" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>
<path d="M228,174 Q266,164 300,176 Q304,170 308,176 Q342,164 380,174" fill="none" stroke="${frame}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M380,174 L392,186" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>
</g>
<g transform="translate(220 330)">
<circle cx="60" cy="40" r="38" fill="none" stroke="${GOLD}" stroke-width="7"/>
<circle cx="60" cy="40" r="38" fill="none" stroke="${GOLD_DEEP}" stroke-width="1.5" stroke-dasharray="3 5"/>
<circle cx="60" cy="2" r="9" fill="${p.base}" stroke="${GOLD_DEEP}" stroke-width="2"/>
</g>`;
  return { svg, focus: [150, 250], hangs: false, shoulderY: 0, bottom: 452 };
}

// Accessories, each on its own.

export function drawWatch(id: string, p: Palette, detail?: Detail): Drawing {
  const steel = detail === 'steel';
  const metal = steel ? STEEL : GOLD;
  const edge = steel ? '#9aa0a8' : GOLD_DEEP;
  let strap = '';
  if (steel) {
    for (let y = 40; y < 460; y += 22) strap += `<rect x="170" y="${y}" width="60" height="19" rx="4" fill="${STEEL}" stroke="${edge}" stroke-width="1.5"/><rect x="188" y="${y + 3}" width="24" height="13" rx="3" fill="#dfe2e6"/>`;
  } else {
    strap =
      `<path d="M172,40 L228,40 L230,460 Q200,472 170,460 Z" fill="url(#${id}g)"/><path d="M172,40 L228,40 L230,460 Q200,472 170,460 Z" fill="url(#${id}v)"/>` +
      fold('M177,44 L176,456', p.line, 0.45, 1.4) +
      fold('M223,44 L224,456', p.line, 0.45, 1.4) +
      [360, 384, 408, 432].map((y) => `<circle cx="200" cy="${y}" r="3.4" fill="${p.deep}"/>`).join('');
  }
  const dial = steel ? p.base : '#f7f3ea';
  const hands = steel ? '#f4efe6' : '#2b2623';
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 54 : 60;
    return `<line x1="${(200 + Math.sin(a) * r1).toFixed(1)}" y1="${(250 - Math.cos(a) * r1).toFixed(1)}" x2="${(200 + Math.sin(a) * 66).toFixed(1)}" y2="${(250 - Math.cos(a) * 66).toFixed(1)}" stroke="${hands}" stroke-width="${i % 3 === 0 ? 3.4 : 1.8}" stroke-linecap="round"/>`;
  }).join('');
  const svg = `
${strap}
<circle cx="200" cy="250" r="88" fill="${metal}" stroke="${edge}" stroke-width="3"/>
<rect x="286" y="238" width="16" height="24" rx="4" fill="${edge}"/>
<circle cx="200" cy="250" r="74" fill="${dial}"/>
${ticks}
<line x1="200" y1="250" x2="200" y2="200" stroke="${hands}" stroke-width="5" stroke-linecap="round"/>
<line x1="200" y1="250" x2="238" y2="266" stroke="${hands}" stroke-width="4" stroke-linecap="round"/>
<line x1="200" y1="262" x2="184" y2="196" stroke="${GOLD_DEEP}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="200" cy="250" r="6" fill="${hands}"/>`;
  return { svg, focus: [200, 250], hangs: false, shoulderY: 0, bottom: 466 };
}

export function drawSunglasses(id: string, p: Palette, detail?: Detail): Drawing {
  const aviator = detail === 'aviator';
  const frame = aviator ? GOLD : p.base;
  const lens = `url(#${id}l)`;
  const left = aviator ? 'M66,196 Q62,280 112,296 Q168,310 182,250 Q188,214 176,200 Q120,186 66,196 Z' : 'M54,182 Q70,196 80,206 Q78,268 120,282 Q170,292 182,246 Q186,212 176,202 Q110,180 54,182 Z';
  const right = `translate(400 0) scale(-1 1)`;
  const width = aviator ? 4 : 10;
  const svg = `
<defs><linearGradient id="${id}l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.base, '#2f3237', 0.45)}"/><stop offset="1" stop-color="#24262a"/></linearGradient></defs>
<path d="M64,214 L330,246 M336,214 L70,246" stroke="${aviator ? GOLD_DEEP : mix(frame, '#000', 0.25)}" stroke-width="${aviator ? 3 : 6}" stroke-linecap="round"/>
<path d="${left}" fill="${lens}" stroke="${frame}" stroke-width="${width}" stroke-linejoin="round"/>
<path d="${left}" fill="${lens}" stroke="${frame}" stroke-width="${width}" stroke-linejoin="round" transform="${right}"/>
<path d="M182,216 Q200,204 218,216" fill="none" stroke="${frame}" stroke-width="${aviator ? 4 : 9}" stroke-linecap="round"/>
${aviator ? `<path d="M176,200 Q200,192 224,200" fill="none" stroke="${frame}" stroke-width="3"/>` : ''}
<path d="M92,214 Q96,252 122,266" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>
<path d="M308,214 Q304,252 278,266" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, focus: [200, 240], hangs: false, shoulderY: 0, bottom: 310 };
}

export function drawBelt(id: string, p: Palette): Drawing {
  const svg = `
<circle cx="200" cy="270" r="118" fill="none" stroke="${p.base}" stroke-width="40"/>
<circle cx="200" cy="270" r="118" fill="none" stroke="url(#${id}v)" stroke-width="40"/>
<circle cx="200" cy="270" r="136" fill="none" stroke="${p.deep}" stroke-width="2.5"/>
<circle cx="200" cy="270" r="100" fill="none" stroke="${p.deep}" stroke-width="2.5"/>
<circle cx="200" cy="270" r="131" fill="none" stroke="${p.lighter}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="5 4"/>
<circle cx="200" cy="270" r="105" fill="none" stroke="${p.lighter}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="5 4"/>
<path d="M296,340 L366,418 Q370,430 356,438 L344,442 L272,360 Z" fill="${p.base}" stroke="${p.deep}" stroke-width="2.5"/>
${[0, 1, 2].map((i) => `<circle cx="${314 + i * 14}" cy="${372 + i * 16}" r="4" fill="${p.deep}"/>`).join('')}
<rect x="162" y="126" width="76" height="54" rx="10" fill="none" stroke="${GOLD}" stroke-width="9"/>
<rect x="162" y="126" width="76" height="54" rx="10" fill="none" stroke="${GOLD_DEEP}" stroke-width="1.5"/>
<path d="M200,130 L200,178" stroke="${GOLD_DEEP}" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, focus: [200, 170], hangs: false, shoulderY: 0, bottom: 444 };
}

export function drawCufflinks(id: string, p: Palette): Drawing {
  const box = 'M80,300 L320,300 L320,420 Q320,432 308,432 L92,432 Q80,432 80,420 Z';
  const link = (cx: number) => `<circle cx="${cx}" cy="296" r="32" fill="${STEEL}" stroke="#9aa0a8" stroke-width="3"/>
<circle cx="${cx}" cy="296" r="21" fill="${p.base}"/><circle cx="${cx}" cy="296" r="21" fill="none" stroke="#dfe2e6" stroke-width="2"/>
<path d="M${cx - 10},${286} Q${cx - 4},${280} ${cx + 4},${282}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const svg = `
<path d="M92,176 L308,176 L320,300 L80,300 Z" fill="${p.shade}"/>
<path d="M104,190 L296,190 L304,290 L96,290 Z" fill="#f3ede5"/>
<path d="${box}" fill="url(#${id}g)"/>
<path d="${box}" fill="url(#${id}v)"/>
<path d="M94,300 L306,300 L302,340 Q200,354 98,340 Z" fill="#efe6da"/>
${fold('M110,322 Q200,332 290,322', '#b9a58c', 0.7, 2)}
${link(158)}${link(242)}`;
  return { svg, focus: [200, 296], hangs: false, shoulderY: 0, bottom: 432 };
}

export function drawAgal(id: string, p: Palette): Drawing {
  const cord = p.base;
  const tassel = (x: number, y: number) => `<path d="M${x - 10},${y} L${x + 10},${y} L${x + 7},${y + 40} L${x - 7},${y + 40} Z" fill="${cord}"/>${fold(`M${x - 5},${y + 8} L${x - 4},${y + 38}M${x + 5},${y + 8} L${x + 4},${y + 38}`, p.lighter, 0.5, 1.4)}`;
  const svg = `
<path d="M296,262 Q322,330 312,398" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>
<path d="M280,266 Q300,340 286,408" fill="none" stroke="${cord}" stroke-width="8" stroke-linecap="round"/>
${tassel(312, 396)}${tassel(286, 406)}
<ellipse cx="200" cy="262" rx="140" ry="56" fill="none" stroke="${cord}" stroke-width="18"/>
<ellipse cx="200" cy="262" rx="140" ry="56" fill="none" stroke="${p.lighter}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="3 5"/>
<ellipse cx="200" cy="230" rx="140" ry="56" fill="none" stroke="${cord}" stroke-width="18"/>
<ellipse cx="200" cy="230" rx="140" ry="56" fill="none" stroke="${p.lighter}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="3 5"/>
<path d="M84,214 Q120,184 200,180" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" stroke-linecap="round"/>`;
  return { svg, focus: [200, 246], hangs: false, shoulderY: 0, bottom: 446 };
}

export function drawWallet(id: string, p: Palette): Drawing {
  const body = 'M110,200 L290,200 Q306,200 306,216 L306,380 Q306,396 290,396 L110,396 Q94,396 94,380 L94,216 Q94,200 110,200 Z';
  const svg = `
<rect x="120" y="160" width="160" height="70" rx="8" fill="#e9e4da" stroke="#cfc6b6" stroke-width="1.5"/>
<rect x="136" y="176" width="150" height="60" rx="8" fill="${GOLD}" stroke="${GOLD_DEEP}" stroke-width="1.5"/>
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M94,252 Q200,266 306,252 L306,396 L94,396 Z" fill="url(#${id}s)"/>
${fold('M94,252 Q200,266 306,252', p.line, 0.6, 2)}${fold('M94,306 Q200,320 306,306', p.line, 0.5, 2)}
<path d="M102,208 L298,208 L298,388 L102,388 Z" fill="none" stroke="${p.lighter}" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="4 4"/>
<rect x="184" y="356" width="32" height="12" rx="2" fill="${GOLD}" fill-opacity="0.8"/>`;
  return { svg, focus: [200, 290], hangs: false, shoulderY: 0, bottom: 396 };
}
