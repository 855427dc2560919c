import { MAX_STARS, filledStars } from '@/lib/rating';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';
const GAP_PX = 2;

/**
 * Five gold stars (20 px), filled up to the value rounded up. Exposed as one image
 * named by `label`, e.g. "Rated 4.2 out of 5"; decorative (hidden) without one. One SVG for all
 * five: a grid of cards draws a dozen of these.
 */
export function Stars({ value, label, size = 20, className = '' }: { value: number; label?: string; size?: number; className?: string }) {
  const filled = filledStars(value);
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  // The viewBox is in the star's own units (24 per star), so the gap is scaled to stay 2 px. In
  // Arabic the image is mirrored, so the filled stars come first from the right.
  const step = 24 + (GAP_PX * 24) / size;
  return (
    <svg
      {...named}
      width={size * MAX_STARS + GAP_PX * (MAX_STARS - 1)}
      height={size}
      viewBox={`0 0 ${step * (MAX_STARS - 1) + 24} 24`}
      fill="currentColor"
      focusable="false"
      className={`shrink-0 rtl:-scale-x-100 ${className}`}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <path key={i} d={STAR} transform={`translate(${step * i} 0)`} className={i < filled ? 'text-gold' : 'text-stone-300'} />
      ))}
    </svg>
  );
}
