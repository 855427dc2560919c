/** Saudi mobile numbers as shoppers type them. */

/** Arabic-Indic and Persian digits, as an Arabic keyboard types them, in Latin digits. */
export const toLatinDigits = (text: string): string => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** A Saudi mobile as the shopper may type it (5XXXXXXXX, 05…, 9665…, +966 5…), as 9665XXXXXXXX; null if it is not one. */
export function normalizeSaudiMobile(raw: string): string | null {
  const digits = toLatinDigits(raw).replace(/[\s()-]/g, '').replace(/^(\+|00)/, '');
  const local = digits.replace(/^966/, '').replace(/^0/, '');
  return /^5\d{8}$/.test(local) ? `966${local}` : null;
}
