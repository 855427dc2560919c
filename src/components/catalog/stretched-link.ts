/**
 * A card's one link, stretched over the whole card by its `::after` (the card is `relative`). The
 * focus ring is drawn on that `::after`, around the card: on the link itself a line-clamped title's
 * `overflow: hidden` would clip it. Inset, so a carousel's edge does not cut it; each
 * card gives the `::after` its own corner radius.
 */
export const stretchedLinkClass =
  "rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600";
