/** Arabic-Indic and Persian digits, as an Arabic keyboard types them, in Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
