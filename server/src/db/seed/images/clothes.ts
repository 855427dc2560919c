/** Clothes, each in a 400 x 500 box: abayas, thobes, dresses, shirts, tees, trousers and the children's pieces. */
import type { Detail } from '../content/types';
import { GOLD, mix, type Palette, paletteOf, STEEL } from './colour';
import { clippedTo, fanLines, printInk, printOver, staggered, zigzags } from './details';
import { type Drawing, fold } from './drawing';

export function drawAbaya(id: string, p: Palette, detail?: Detail): Drawing {
  const trim = p.dark ? mix(GOLD, p.base, 0.25) : p.deep;
  let onBody = '';
  let onSleeves = '';
  if (detail === 'pleats') onBody = fanLines(14, [126, 274, 182], [86, 314, 468], p.line, 0.4, 1.8);
  if (detail === 'pockets') onBody = `<path d="M136,284 L143,286 L135,342 L128,340 Z M264,284 L257,286 L265,342 L272,340 Z" fill="${p.deep}"/>`;
  if (detail === 'belt') {
    onBody =
      `<path d="M106,236 L294,236 L296,258 L104,258 Z" fill="${p.deep}"/>` +
      `<path d="M248,252 L236,322 L249,324 Z M256,252 L274,318 L262,322 Z" fill="${p.deep}"/><circle cx="252" cy="247" r="11" fill="${p.shade}"/>`;
  }
  if (detail === 'embroidery') onSleeves = zigzags(76, 144, 318, 8) + zigzags(324, 256, 318, 8);
  const body = 'M170,70 Q200,92 230,70 L268,86 Q280,120 282,170 L320,470 Q200,486 80,470 L118,170 Q120,120 132,86 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M172,70 Q200,56 228,70 Q200,90 172,70 Z" fill="${p.deep}"/>
<path d="M194,88 L206,88 L213,478 L187,478 Z" fill="${p.shade}"/>
${fold('M193,90 L186,476', trim, 0.9, 2.2)}${fold('M207,90 L214,476', trim, 0.9, 2.2)}
${fold('M160,230 Q150,350 128,470', p.line, 0.3, 2.5)}${fold('M240,230 Q250,350 272,470', p.line, 0.3, 2.5)}
${fold('M176,330 Q172,410 166,476', p.line, 0.2, 2)}${fold('M224,330 Q228,410 234,476', p.line, 0.2, 2)}${onBody}
<path d="M132,86 Q110,96 104,140 L70,344 Q102,362 146,348 L142,188 Z" fill="url(#${id}s)"/>
<path d="M268,86 Q290,96 296,140 L330,344 Q298,362 254,348 L258,188 Z" fill="url(#${id}g)"/>
${fold('M72,334 Q104,352 145,338', trim, 0.85, 2.2)}${fold('M328,334 Q296,352 255,338', trim, 0.85, 2.2)}${onSleeves}
${fold('M116,150 Q104,240 90,330', p.line, 0.3, 2)}${fold('M284,150 Q296,240 310,330', p.line, 0.3, 2)}
${fold('M130,200 Q124,270 118,340', p.line, 0.2, 2)}${fold('M270,200 Q276,270 282,340', p.line, 0.2, 2)}
${fold('M172,70 Q200,90 228,70', trim, 0.9, 2.4)}`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 80, bottom: 480 };
}

export function drawThobe(id: string, p: Palette, detail?: Detail): Drawing {
  const button = p.pale ? '#d9d4ca' : p.deep;
  const embroidery =
    detail === 'embroidery'
      ? `<polyline points="172,72 178,64 184,73 190,64 196,73 202,64 208,73 214,64 220,73 226,64 230,71" fill="none" stroke="${GOLD}" stroke-width="2.4" stroke-linejoin="round"/>` +
        fold('M193,86 L193,212', GOLD, 0.95, 2.4) +
        fold('M207,86 L207,212', GOLD, 0.95, 2.4)
      : '';
  const body = 'M168,72 L232,72 L280,92 Q292,140 290,200 L298,470 Q200,480 102,470 L110,200 Q108,140 120,92 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M120,92 Q100,104 96,156 L84,388 L116,392 L124,206 Z" fill="url(#${id}s)"/>
<path d="M280,92 Q300,104 304,156 L316,388 L284,392 L276,206 Z" fill="url(#${id}g)"/>
<path d="M85,368 L117,372 L116,392 L84,388 Z" fill="${p.shade}"/><path d="M315,368 L283,372 L284,392 L316,388 Z" fill="${p.shade}"/>
<circle cx="100" cy="381" r="3.4" fill="${GOLD}"/><circle cx="300" cy="381" r="3.4" fill="${GOLD}"/>
<path d="M170,60 Q200,54 230,60 L232,80 Q200,88 168,80 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>
<path d="M196,84 L204,84 L204,212 L196,212 Z" fill="${p.shade}" opacity="0.7"/>
${[102, 126, 150, 174, 198].map((y) => `<circle cx="200" cy="${y}" r="3" fill="${button}"/>`).join('')}${embroidery}
<path d="M228,128 L258,126 L260,164 L230,166 Z" fill="none" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.6"/>
${fold('M146,220 Q142,340 136,468', p.line, 0.28, 2.2)}${fold('M254,220 Q258,340 264,468', p.line, 0.28, 2.2)}
${fold('M126,250 L128,300', p.line, 0.5, 2)}${fold('M274,250 L272,300', p.line, 0.5, 2)}
${fold('M178,240 Q176,360 172,472', p.line, 0.16, 2)}`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 82, bottom: 476 };
}

/** A flounced seam across a skirt whose sides run from (144, 206) to (66, 466). */
function tierSeam(y: number, p: Palette): string {
  const x = (144 - (78 * (y - 206)) / 260).toFixed(1);
  const r = (400 - Number(x)).toFixed(1);
  return `<path d="M${x},${y} Q200,${y + 16} ${r},${y} L${r},${y + 16} Q200,${y + 32} ${x},${y + 16} Z" fill="${p.shade}" fill-opacity="0.45"/>${fold(`M${x},${y} Q200,${y + 16} ${r},${y}`, p.line, 0.6, 2.4)}`;
}

const SKIRT = 'M144,206 L256,206 Q300,330 334,466 Q200,490 66,466 Q100,330 144,206 Z';
const BODICE = 'M172,72 Q200,96 228,72 L262,86 Q270,140 258,206 L142,206 Q130,140 138,86 Z';

export function drawDress(id: string, p: Palette, detail?: Detail): Drawing {
  let onSkirt = '';
  let onBodice = '';
  let waist = `<path d="M200,205 L184,194 L184,216 Z M200,205 L216,194 L216,216 Z" fill="${p.deep}" stroke="${p.line}" stroke-opacity="0.4"/>
<circle cx="200" cy="205" r="5" fill="${p.shade}"/>`;
  if (detail === 'floral') {
    onSkirt = printOver('floral', `${id}k`, p, SKIRT, [60, 200, 340, 490]);
    onBodice = printOver('floral', `${id}b`, p, BODICE, [128, 66, 272, 210]);
  }
  if (detail === 'pleats') onSkirt = fanLines(18, [146, 254, 212], [70, 330, 470], p.line, 0.45, 1.6) + fanLines(18, [150, 258, 212], [76, 336, 470], p.lighter, 0.35, 1.2);
  if (detail === 'rib') {
    onSkirt = fanLines(30, [146, 254, 212], [70, 330, 470], p.line, 0.26, 1.4);
    onBodice = printOver('rib', `${id}b`, p, BODICE, [128, 66, 272, 210]);
  }
  if (detail === 'tiers') onSkirt = clippedTo(`${id}k`, SKIRT, tierSeam(290, p) + tierSeam(380, p));
  if (detail === 'wrap') {
    onBodice = fold('M176,76 Q214,140 252,204', p.line, 0.75, 2.6);
    onSkirt = fold('M250,214 Q246,340 236,478', p.line, 0.6, 2.6);
    waist = `<path d="M258,205 L244,194 L244,216 Z M258,205 L272,194 L272,216 Z" fill="${p.deep}" stroke="${p.line}" stroke-opacity="0.4"/>
<path d="M255,210 L246,266 L256,268 Z M261,210 L272,262 L263,266 Z" fill="${p.deep}"/><circle cx="258" cy="205" r="5" fill="${p.shade}"/>`;
  }
  if (detail === 'collar') {
    const button = p.pale ? '#d6cfc4' : p.lighter;
    waist =
      `<path d="M172,70 L200,100 L180,120 L158,80 Z M228,70 L200,100 L220,120 L242,80 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>` +
      fold('M200,100 L200,340', p.line, 0.5, 1.8) +
      [130, 160, 190, 240, 280, 320].map((y) => `<circle cx="203" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('');
  }
  const svg = `
<path d="${SKIRT}" fill="url(#${id}g)"/>
<path d="${SKIRT}" fill="url(#${id}v)"/>
${fold('M160,214 Q140,340 112,472', p.line, 0.3, 2.2)}${fold('M182,214 Q176,350 166,480', p.line, 0.26, 2)}
${fold('M218,214 Q224,350 234,480', p.line, 0.26, 2)}${fold('M240,214 Q260,340 288,472', p.line, 0.3, 2.2)}${onSkirt}
<path d="${BODICE}" fill="url(#${id}g)"/>${onBodice}
<path d="M138,86 Q110,94 102,136 L84,300 Q100,314 116,306 L132,170 Z" fill="url(#${id}s)"/>
<path d="M262,86 Q290,94 298,136 L316,300 Q300,314 284,306 L268,170 Z" fill="url(#${id}g)"/>
<path d="M86,286 Q100,298 118,292 L116,306 Q100,314 84,300 Z" fill="${p.shade}"/>
<path d="M314,286 Q300,298 282,292 L284,306 Q300,314 316,300 Z" fill="${p.shade}"/>
<path d="M140,196 L260,196 L262,214 L138,214 Z" fill="${p.deep}"/>
${waist}
${fold('M172,72 Q200,96 228,72', p.line, 0.6, 2.2)}${fold('M170,120 Q200,150 232,118', p.line, 0.18, 2)}`;
  return { svg, focus: [200, 150], hangs: true, shoulderY: 80, bottom: 480 };
}

export function drawShirt(id: string, p: Palette, detail?: Detail): Drawing {
  const button = p.pale ? '#d6cfc4' : p.lighter;
  const body = 'M156,80 L244,80 L298,100 Q310,142 306,200 L308,414 Q256,432 200,424 Q144,432 92,414 L94,200 Q90,142 102,100 Z';
  const sleeves = 'M102,100 Q78,112 72,170 L56,384 L92,390 L106,208 Z M298,100 Q322,112 328,170 L344,384 L308,390 L294,208 Z';
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>${printOver(detail, id, p, body, [50, 60, 350, 436])}
<path d="M102,100 Q78,112 72,170 L56,384 L92,390 L106,208 Z" fill="url(#${id}s)"/>
<path d="M298,100 Q322,112 328,170 L344,384 L308,390 L294,208 Z" fill="url(#${id}g)"/>${printOver(detail, `${id}m`, p, sleeves, [50, 96, 350, 396])}
<path d="M57,368 L93,373 L92,392 L56,387 Z" fill="${p.shade}"/><path d="M343,368 L307,373 L308,392 L344,387 Z" fill="${p.shade}"/>
<path d="M162,64 Q200,56 238,64 L240,84 Q200,78 160,84 Z" fill="${p.deep}"/>
<path d="M162,70 L200,100 L178,124 L146,84 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.5"/>
<path d="M238,70 L200,100 L222,124 L254,84 Z" fill="${p.base}" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.5"/>
${fold('M200,100 L200,424', p.line, 0.45, 1.8)}${fold('M206,104 L206,424', p.line, 0.25, 1.4)}
${[134, 184, 234, 284, 334, 384].map((y) => `<circle cx="203" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('')}
<path d="M226,148 L264,146 L266,188 Q246,196 228,190 Z" fill="none" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.6"/>
${fold('M140,230 Q136,320 132,412', p.line, 0.2, 2)}${fold('M262,230 Q266,320 270,412', p.line, 0.2, 2)}`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 88, bottom: 430 };
}

const TEE = 'M162,92 Q200,116 238,92 L286,106 L346,166 L312,204 L290,186 L292,418 Q200,430 108,418 L110,186 L88,204 L54,166 L114,106 Z';

/** What sets a tee apart on its front: a polo's collar and placket, a henley's buttons, a calligraphy print. */
function teeFront(p: Palette, detail: Detail | undefined): string {
  const button = p.pale ? '#d6cfc4' : p.lighter;
  const placket = (to: number) =>
    `<path d="M194,108 L206,108 L206,${to} L194,${to} Z" fill="${p.shade}"/>` +
    [126, to - 14].map((y) => `<circle cx="200" cy="${y}" r="3.4" fill="${button}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('');
  if (detail === 'collar') {
    return placket(170) + `<path d="M160,90 L200,110 L182,136 L146,100 Z M240,90 L200,110 L218,136 L254,100 Z" fill="${p.light}" stroke="${p.line}" stroke-opacity="0.55" stroke-width="1.5"/>`;
  }
  if (detail === 'rib') return placket(176);
  if (detail === 'print') {
    const ink = printInk(p);
    return (
      fold('M134,236 Q150,206 168,228 Q180,246 198,226 Q210,210 224,230 L266,230', ink, 0.95, 7) +
      fold('M246,168 L248,230', ink, 0.95, 7) +
      fold('M150,262 Q200,284 252,262', ink, 0.9, 5) +
      `<circle cx="186" cy="204" r="5" fill="${ink}"/><circle cx="212" cy="252" r="5" fill="${ink}"/>`
    );
  }
  return '';
}

export function drawTshirt(id: string, p: Palette, scale = 1, detail?: Detail): Drawing {
  const svg = `
<path d="${TEE}" fill="url(#${id}g)"/>
<path d="${TEE}" fill="url(#${id}v)"/>${printOver(detail, id, p, TEE, [50, 86, 350, 432])}
<path d="M162,92 Q200,116 238,92 Q200,84 162,92 Z" fill="${p.deep}"/>
${fold('M160,94 Q200,124 240,94', p.line, 0.55, 5 * scale)}
${fold('M64,176 L98,212', p.line, 0.4, 2)}${fold('M336,176 L302,212', p.line, 0.4, 2)}
${fold('M110,400 Q200,412 290,400', p.line, 0.3, 2)}
${fold('M150,230 Q146,320 140,410', p.line, 0.18, 2)}${fold('M252,230 Q256,320 262,410', p.line, 0.18, 2)}${teeFront(p, detail)}`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 102, bottom: 426 };
}

export function drawTrousers(id: string, p: Palette, jeans: boolean, detail?: Detail): Drawing {
  const stitch = jeans ? '#d79a3e' : p.line;
  const so = jeans ? 0.9 : 0.35;
  const dash = jeans ? 'stroke-dasharray="5 4"' : '';
  const st = (d: string) =>
    `<path d="${d}" fill="none" stroke="${stitch}" stroke-opacity="${so}" stroke-width="1.6" ${dash}/>`;
  const legs = jeans
    ? 'M130,84 L270,84 Q280,250 284,470 L214,470 L202,186 L198,186 L186,470 L116,470 Q120,250 130,84 Z'
    : 'M128,84 L272,84 Q286,250 296,470 L216,470 L202,182 L198,182 L184,470 L104,470 Q114,250 128,84 Z';
  const svg = `
<path d="${legs}" fill="url(#${id}g)"/>
<path d="${legs}" fill="url(#${id}v)"/>
<path d="M128,58 L272,58 L272,86 L128,86 Z" fill="${p.shade}"/>
${[148, 184, 216, 252].map((x) => `<rect x="${x - 3}" y="54" width="6" height="34" rx="2" fill="${p.deep}"/>`).join('')}
<circle cx="200" cy="72" r="5" fill="${jeans ? '#b88a4a' : p.deep}"/>
${jeans ? st('M128,64 L272,64') + st('M128,80 L272,80') : ''}
${jeans ? st('M212,88 L212,150 Q212,166 198,170') : fold('M212,88 L212,152 Q212,166 200,170', p.line, 0.5, 2)}
${jeans ? st('M134,90 Q164,96 170,128') + st('M266,90 Q236,96 230,128') : fold('M140,88 L160,142', p.line, 0.55, 2) + fold('M260,88 L240,142', p.line, 0.55, 2)}
${jeans ? `<circle cx="170" cy="128" r="3" fill="#b88a4a"/><circle cx="230" cy="128" r="3" fill="#b88a4a"/>` : ''}
${jeans ? st('M240,96 L262,96 L262,116') : ''}
${fold(jeans ? 'M158,120 Q156,300 150,466' : 'M162,96 Q156,280 144,468', jeans ? p.lighter : p.line, jeans ? 0.25 : 0.45, jeans ? 10 : 2)}
${fold(jeans ? 'M242,120 Q244,300 250,466' : 'M238,96 Q244,280 256,468', jeans ? p.lighter : p.line, jeans ? 0.25 : 0.45, jeans ? 10 : 2)}
${jeans ? st('M118,458 L186,458') + st('M214,458 L282,458') + fold('M150,200 Q160,206 176,200', p.lighter, 0.35, 2) + fold('M226,200 Q240,206 250,200', p.lighter, 0.35, 2) : ''}${
    detail === 'pockets'
      ? `<path d="M120,252 L166,254 L164,330 Q142,336 122,330 Z M280,252 L234,254 L236,330 Q258,336 278,330 Z" fill="${p.shade}" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.5"/>` +
        `<path d="M118,246 L168,248 L168,268 L118,266 Z M282,246 L232,248 L232,268 L282,266 Z" fill="${p.deep}"/>`
      : ''
  }`;
  return { svg, focus: [200, 110], hangs: true, shoulderY: 64, bottom: 470 };
}

export function drawKids(id: string, p: Palette): Drawing {
  const shorts = p.pale ? mix(p.base, '#27324a', 0.75) : mix(p.base, '#f1e8d8', p.dark ? 0.75 : 0.7);
  const sp = paletteOf(shorts);
  const star = p.pale ? sp.base : p.lighter;
  const svg = `
<g transform="translate(70 34) scale(0.65)">${drawTshirt(id, p, 1.2).svg}
<path d="M200,190 L211,222 L245,222 L218,242 L228,274 L200,254 L172,274 L182,242 L155,222 L189,222 Z" fill="${star}" opacity="0.95"/>
</g>
<g transform="translate(0 0)">
<path d="M130,318 L270,318 L284,452 L212,456 L200,372 L188,456 L116,452 Z" fill="${shorts}"/>
<path d="M130,318 L270,318 L284,452 L212,456 L200,372 L188,456 L116,452 Z" fill="url(#${id}v)"/>
<rect x="130" y="312" width="140" height="16" rx="4" fill="${sp.shade}"/>
${fold('M182,320 Q184,344 168,352', sp.line, 0.5, 3)}${fold('M218,320 Q216,344 232,352', sp.line, 0.5, 3)}
<path d="M200,322 L196,340 M200,322 L204,340" stroke="${sp.line}" stroke-width="2" stroke-linecap="round"/>
${fold('M118,438 L188,442', sp.line, 0.4, 2)}${fold('M212,442 L282,438', sp.line, 0.4, 2)}
</g>`;
  return { svg, focus: [200, 180], hangs: false, shoulderY: 0, bottom: 458 };
}

export function drawJalabiya(id: string, p: Palette): Drawing {
  const work = p.dark ? GOLD : p.pale ? '#b3263a' : mix(GOLD, p.deep, 0.35);
  const body = 'M168,70 Q200,90 232,70 L292,88 L352,196 L314,222 L284,176 L296,472 Q200,484 104,472 L116,176 L86,222 L48,196 L108,88 Z';
  const diamonds = [104, 128, 152, 176, 200, 224].map((y) => `<path d="M200,${y - 8} L207,${y} L200,${y + 8} L193,${y} Z" fill="${work}"/>`).join('');
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M168,70 Q200,60 232,70 Q200,92 168,70 Z" fill="${p.deep}"/>
<path d="M184,86 L216,86 L214,246 L186,246 Z" fill="${work}" fill-opacity="0.18"/>
${fold('M184,86 L186,246', work, 0.9, 2)}${fold('M216,86 L214,246', work, 0.9, 2)}${diamonds}
${fold('M168,72 Q200,94 232,72', work, 0.95, 4)}
${fold('M58,188 L96,214', work, 0.9, 5)}${fold('M342,188 L304,214', work, 0.9, 5)}
${fold('M108,454 Q200,468 292,454', work, 0.85, 4)}
${fold('M150,250 Q144,360 136,468', p.line, 0.26, 2.2)}${fold('M250,250 Q256,360 264,468', p.line, 0.26, 2.2)}
${fold('M118,180 L124,250', p.line, 0.35, 2)}${fold('M282,180 L276,250', p.line, 0.35, 2)}`;
  return { svg, focus: [200, 150], hangs: true, shoulderY: 80, bottom: 480 };
}

export function drawHoodie(id: string, p: Palette): Drawing {
  const torso = 'M116,110 L284,110 Q298,150 294,200 L296,414 Q200,426 104,414 L106,200 Q102,150 116,110 Z';
  const cord = p.pale ? p.deep : '#f4efe6';
  const svg = `
<path d="M142,114 Q140,40 200,36 Q260,40 258,114 Q230,126 200,126 Q170,126 142,114 Z" fill="${p.shade}"/>
<path d="M116,110 Q90,118 82,172 L62,394 L98,400 L114,214 Z" fill="url(#${id}s)"/>
<path d="M284,110 Q310,118 318,172 L338,394 L302,400 L286,214 Z" fill="url(#${id}g)"/>
<path d="M63,380 L99,386 L98,400 L62,394 Z M337,380 L301,386 L302,400 L338,394 Z" fill="${p.shade}"/>
<path d="${torso}" fill="url(#${id}g)"/>
<path d="${torso}" fill="url(#${id}v)"/>
<path d="M160,110 Q162,60 200,56 Q238,60 240,110 Q220,118 200,118 Q180,118 160,110 Z" fill="${p.deep}"/>
${fold('M142,114 Q170,130 200,130 Q230,130 258,114', p.line, 0.55, 3)}
<path d="M104,400 Q200,412 296,400 L296,414 Q200,426 104,414 Z" fill="${p.shade}"/>
<path d="M138,300 L186,300 L186,374 L122,374 Q126,330 138,300 Z M262,300 L214,300 L214,374 L278,374 Q274,330 262,300 Z" fill="${p.shade}" fill-opacity="0.55"/>
${fold('M138,300 Q126,330 122,374', p.line, 0.6, 2)}${fold('M262,300 Q274,330 278,374', p.line, 0.6, 2)}
<path d="M200,126 L200,412" stroke="${STEEL}" stroke-width="3"/><rect x="195" y="136" width="10" height="18" rx="3" fill="${STEEL}"/>
${fold('M184,128 L180,196', cord, 0.95, 3)}${fold('M216,128 L220,196', cord, 0.95, 3)}
<circle cx="180" cy="199" r="3.5" fill="${cord}"/><circle cx="220" cy="199" r="3.5" fill="${cord}"/>`;
  return { svg, focus: [200, 130], hangs: true, shoulderY: 112, bottom: 426 };
}

/** A little five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

export function drawPyjamas(id: string, p: Palette): Drawing {
  const top = 'M150,60 L250,60 L300,76 Q312,110 308,150 L310,262 Q200,274 90,262 L92,150 Q88,110 100,76 Z';
  const sleeves = 'M100,76 Q76,86 70,130 L48,250 L80,258 L94,158 Z M300,76 Q324,86 330,130 L352,250 L320,258 L306,158 Z';
  const legs = 'M122,282 L278,282 Q288,370 292,478 L216,480 L202,340 L198,340 L184,480 L108,478 Q112,370 122,282 Z';
  const piping = p.pale ? p.deep : '#f4efe6';
  const stars = staggered([44, 56, 356, 482], 40)
    .map(([x, y]) => star(x, y, 6))
    .join('');
  const button = p.pale ? p.deep : p.lighter;
  const svg = `
<path d="${legs}" fill="url(#${id}g)"/>
<path d="${legs}" fill="url(#${id}v)"/>
<path d="M122,280 L278,280 L279,298 L121,298 Z" fill="${p.shade}"/>
${fold('M200,300 L200,340', p.line, 0.5, 2)}
<path d="${sleeves}" fill="url(#${id}s)"/>
<path d="${top}" fill="url(#${id}g)"/>
${clippedTo(id, `${top} ${sleeves} ${legs}`, `<path d="${stars}" fill="${piping}" fill-opacity="0.75"/>`)}
<path d="M156,58 L200,94 L180,112 L146,70 Z M244,58 L200,94 L220,112 L254,70 Z" fill="${p.light}"/>
${fold('M146,70 L180,112 L200,94 L220,112 L254,70', piping, 0.95, 2.6)}
${fold('M200,94 L200,266', piping, 0.9, 2.6)}
${[120, 160, 200, 240].map((y) => `<circle cx="206" cy="${y}" r="4" fill="${button}"/>`).join('')}
${fold('M50,240 L80,246', piping, 0.95, 3)}${fold('M350,240 L320,246', piping, 0.95, 3)}
${fold('M110,466 L184,468', piping, 0.9, 3)}${fold('M216,468 L290,466', piping, 0.9, 3)}`;
  return { svg, focus: [200, 150], hangs: false, shoulderY: 0, bottom: 480 };
}

export function drawRomper(id: string, p: Palette): Drawing {
  const body = 'M160,104 Q200,130 240,104 L272,114 L308,150 L284,182 L268,168 L270,320 Q270,380 238,396 L226,436 Q200,446 174,436 L162,396 Q130,380 130,320 L132,168 L116,182 L92,150 L128,114 Z';
  const snap = p.pale ? p.deep : p.lighter;
  const svg = `
<path d="${body}" fill="url(#${id}g)"/>
<path d="${body}" fill="url(#${id}v)"/>
<path d="M160,104 Q200,96 240,104 Q200,130 160,104 Z" fill="${p.deep}"/>
${fold('M160,106 Q200,132 240,106', p.line, 0.6, 4)}
${fold('M148,110 L166,146', p.line, 0.45, 2)}${fold('M252,110 L234,146', p.line, 0.45, 2)}
${fold('M96,154 L118,178', p.line, 0.5, 3)}${fold('M304,154 L282,178', p.line, 0.5, 3)}
${fold('M132,322 Q134,380 162,396', p.shade, 0.9, 6)}${fold('M268,322 Q266,380 238,396', p.shade, 0.9, 6)}
${fold('M176,432 Q200,442 224,432', p.shade, 0.9, 6)}
${[184, 200, 216].map((x) => `<circle cx="${x}" cy="${x === 200 ? 428 : 425}" r="4" fill="${snap}" stroke="${p.line}" stroke-opacity="0.5"/>`).join('')}
<path d="${star(200, 220, 26)}" fill="${p.pale ? p.deep : '#f4efe6'}" fill-opacity="0.8"/>
${fold('M160,250 Q156,300 152,360', p.line, 0.2, 2)}${fold('M240,250 Q244,300 248,360', p.line, 0.2, 2)}`;
  return { svg, focus: [200, 200], hangs: true, shoulderY: 110, bottom: 446 };
}
