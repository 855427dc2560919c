import type { Language } from '@/config/env';
import { formatSar } from '@/lib/money';

/** A price in SAR (R8), with the pre-discount price struck through when there is one. */
export function Price({
  price,
  originalPrice,
  language,
  originalLabel,
  size = 'md',
}: {
  price: number;
  originalPrice?: number | null;
  language: Language;
  /** Names the struck price for screen readers, e.g. "Was". */
  originalLabel: string;
  size?: 'md' | 'lg';
}) {
  const showOriginal = typeof originalPrice === 'number' && originalPrice > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold ${showOriginal ? 'text-red-700' : 'text-ink'} ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
        {formatSar(price, language)}
      </span>
      {showOriginal && (
        <s className={`text-stone-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">{originalLabel} </span>
          {formatSar(originalPrice, language)}
        </s>
      )}
    </span>
  );
}
