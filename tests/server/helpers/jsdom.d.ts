/**
 * jsdom ships no types of its own and the server's type check has no DOM library: the little of it
 * the server tests use to read the pages the API renders.
 */
declare module 'jsdom' {
  export interface ParsedElement {
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    querySelector(selectors: string): ParsedElement | null;
    querySelectorAll(selectors: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
    closest(selectors: string): ParsedElement | null;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: ParsedElement & { readonly title: string; readonly body: ParsedElement } };
  }
}
