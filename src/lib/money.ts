/**
 * Money (R8): prices are SAR, formatted with Intl.NumberFormat in Latin digits; sums are
 * computed in integer halalas (1 SAR = 100 halalas) so rounding never drifts.
 */
export type Halalas = number;

export function toHalalas(sar: number): Halalas {
  // Round half away from zero on the hundredths; 0.1 + 0.2 style float noise is absorbed first.
  return Math.sign(sar) * Math.round(Math.abs(sar) * 100 + 1e-7);
}

export function fromHalalas(halalas: Halalas): number {
  return halalas / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `SAR 1,234.50` in English, `‏1,234.50 ر.س.‏` in Arabic, always with Latin digits. */
export function formatSar(sar: number, language: 'ar' | 'en'): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      style: 'currency',
      currency: 'SAR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(sar);
}
