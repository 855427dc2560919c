/**
 * The printable invoice read as a browser shows it: its Arabic and English texts apart, its rows and
 * amounts, and the fields of its QR payload.
 */
import { JSDOM, type ParsedElement } from 'jsdom';

/** Reads a ZATCA TLV payload: tag, length in bytes, value. */
export function readTlv(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let i = 0; i < bytes.length; ) {
    const tag = bytes[i]!;
    const length = bytes[i + 1]!;
    fields[tag] = bytes.subarray(i + 2, i + 2 + length).toString('utf8');
    i += 2 + length;
  }
  return fields;
}

const textOf = (node: ParsedElement | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** An amount as either language writes it (`SAR 1,234.50`, `-SAR 5`, `‏-59.48 ر.س.‏`), in halalas. */
export function halalasOf(text: string): number {
  const number = /[\d,]+(?:\.\d+)?/.exec(text)?.[0];
  if (!number) throw new Error(`No amount in "${text}"`);
  const sign = /[-−]/.test(text) ? -1 : 1;
  return sign * Math.round(Number(number.replaceAll(',', '')) * 100);
}

export interface InvoiceRow {
  ar: string;
  en: string;
  value: string;
}

export function readInvoice(html: string) {
  const { document } = new JSDOM(html).window;
  const rows = (section: string): InvoiceRow[] =>
    [...document.querySelectorAll(`section[aria-labelledby="${section}"] .line`)].map((line) => ({
      ar: textOf(line.querySelector('.ar')),
      en: textOf(line.querySelector('.en')),
      value: textOf(line.querySelector('.value')),
    }));
  return {
    document,
    /** Every text marked Arabic, and every text marked English, in the page's order. */
    ar: [...document.querySelectorAll('main [lang="ar"]')].map(textOf),
    en: [...document.querySelectorAll('main [lang="en"]')].map(textOf),
    details: rows('invoice-title'),
    address: rows('ship-to'),
    totals: rows('items-title'),
    items: [...document.querySelectorAll('tbody tr')].map((row) => {
      const [quantity, unit, total] = [...row.querySelectorAll('td.num > bdi')].map(textOf);
      return {
        ar: textOf(row.querySelector('.name[lang="ar"]')),
        en: textOf(row.querySelector('.name[lang="en"]')),
        optionsAr: textOf(row.querySelector('.name[lang="ar"] .opts')),
        optionsEn: textOf(row.querySelector('.name[lang="en"] .opts')),
        quantity: Number(quantity),
        unit: halalasOf(unit!),
        total: halalasOf(total!),
      };
    }),
  };
}
