/**
 * Text of either direction inside text of the other (docs/product.md, "Text direction"): wrapped in
 * Unicode's first-strong isolate, it takes its own direction and leaves the punctuation around it
 * where it was, so «abaya»: 9 does not turn into «9 :«abaya. For plain text (labels, titles,
 * translations); elements use <bdi> or dir="auto".
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
