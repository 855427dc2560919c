import { MAX_STARS, filledStars } from '@/lib/rating';
import { StarIcon } from './page-icons';

/**
 * Five gold stars (spec §9: 20 px), filled up to the value rounded up. Exposed as one image
 * named by `label`, e.g. "Rated 4.2 out of 5"; decorative (hidden) without one.
 */
export function Stars({ value, label, size = 20, className = '' }: { value: number; label?: string; size?: number; className?: string }) {
  const filled = filledStars(value);
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span {...named} className={`inline-flex items-center gap-0.5 ${className}`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <StarIcon key={i} size={size} className={i < filled ? 'text-gold' : 'text-stone-300'} />
      ))}
    </span>
  );
}
