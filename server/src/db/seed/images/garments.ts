/** Every garment the seed draws, and the drawing of each by its kind. */
import type { Detail, Garment } from '../content/types';
import { drawAccessory, drawAgal, drawBelt, drawCufflinks, drawSunglasses, drawWallet, drawWatch } from './accessories';
import { drawBackpack, drawBag, drawClutch, drawCrossbody, drawDuffel, drawTote } from './bags';
import { drawAbaya, drawDress, drawHoodie, drawJalabiya, drawKids, drawPyjamas, drawRomper, drawShirt, drawThobe, drawTrousers, drawTshirt } from './clothes';
import { type Palette, paletteOf } from './colour';
import { type Drawing, shadingDefs } from './drawing';
import { drawHijab, drawScarf, drawShawl } from './scarves';
import { bootSvg, drawSandals, drawShoes, flatSvg, heelSvg, loaferSvg, pairOfShoes } from './shoes';

export const GARMENTS: readonly Garment[] = [
  'abaya',
  'thobe',
  'dress',
  'jalabiya',
  'shirt',
  'tshirt',
  'hoodie',
  'trousers',
  'jeans',
  'pyjamas',
  'romper',
  'kids',
  'shoes',
  'sandals',
  'loafers',
  'flats',
  'heels',
  'boots',
  'bag',
  'tote',
  'crossbody',
  'clutch',
  'backpack',
  'duffel',
  'accessory',
  'watch',
  'sunglasses',
  'belt',
  'cufflinks',
  'agal',
  'wallet',
  'scarf',
  'hijab',
  'shawl',
];

export function drawGarment(garment: Garment, id: string, p: Palette, detail?: Detail): Drawing {
  switch (garment) {
    case 'abaya':
      return drawAbaya(id, p, detail);
    case 'thobe':
      return drawThobe(id, p, detail);
    case 'dress':
      return drawDress(id, p, detail);
    case 'jalabiya':
      return drawJalabiya(id, p);
    case 'shirt':
      return drawShirt(id, p, detail);
    case 'tshirt':
      return drawTshirt(id, p, 1, detail);
    case 'hoodie':
      return drawHoodie(id, p);
    case 'trousers':
      return drawTrousers(id, p, false, detail);
    case 'jeans':
      return drawTrousers(id, p, true, detail);
    case 'pyjamas':
      return drawPyjamas(id, p);
    case 'romper':
      return drawRomper(id, p);
    case 'kids':
      return drawKids(id, p);
    case 'shoes':
      return drawShoes(id, p);
    case 'sandals':
      return drawSandals(id, p, detail);
    case 'loafers':
      return pairOfShoes((dx, dy, s, back) => loaferSvg(id, p, dx, dy, s, back));
    case 'flats':
      return pairOfShoes((dx, dy, s, back) => flatSvg(id, p, dx, dy, s, back));
    case 'heels':
      return pairOfShoes((dx, dy, s, back) => heelSvg(id, p, dx, dy, s, back));
    case 'boots':
      return pairOfShoes((dx, dy, s, back) => bootSvg(id, p, dx, dy, s, back));
    case 'bag':
      return drawBag(id, p, detail);
    case 'tote':
      return drawTote(id, p);
    case 'crossbody':
      return drawCrossbody(id, p, detail);
    case 'clutch':
      return drawClutch(id, p);
    case 'backpack':
      return drawBackpack(id, p);
    case 'duffel':
      return drawDuffel(id, p);
    case 'accessory':
      return drawAccessory(id, p);
    case 'watch':
      return drawWatch(id, p, detail);
    case 'sunglasses':
      return drawSunglasses(id, p, detail);
    case 'belt':
      return drawBelt(id, p);
    case 'cufflinks':
      return drawCufflinks(id, p);
    case 'agal':
      return drawAgal(id, p);
    case 'wallet':
      return drawWallet(id, p);
    case 'scarf':
      return drawScarf(id, p, detail);
    case 'hijab':
      return drawHijab(id, p, detail);
    case 'shawl':
      return drawShawl(id, p, detail);
  }
}

/** A garment as a <g> with its own gradients, centred on cx and standing on floorY. */
export function placedGarment(garment: Garment, hex: string, id: string, cx: number, floorY: number, scale: number): string {
  const p = paletteOf(hex);
  const d = drawGarment(garment, id, p);
  return `<defs>${shadingDefs(id, p)}</defs><g transform="translate(${cx - 200 * scale} ${floorY - d.bottom * scale}) scale(${scale})">${d.svg}</g>`;
}
