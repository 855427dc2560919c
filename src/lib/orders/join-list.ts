/** Lists as their own language writes them ("Text direction"). */

const ARABIC_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** Whether text is mostly written right to left: more of its letters are Arabic than not. */
export function isRightToLeftText(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => ARABIC_LETTER.test(letter)).length * 2 > letters.length;
}

/**
 * A list's parts joined as their own language writes a list: the Arabic comma («،») in Arabic text,
 * ", " otherwise (docs/product.md "Text direction"), whatever the page's language, so an address
 * typed in Arabic reads «سارة، 7235 شارع العليا، العليا» wherever it is shown.
 */
export function joinList(parts: readonly string[]): string {
  return parts.join(isRightToLeftText(parts.join(' ')) ? '، ' : ', ');
}
