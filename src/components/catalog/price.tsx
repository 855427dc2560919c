import type { Lang } from '@shared/lang';
import { formatSar, shownPrice } from '@/lib/money';

/**
 * A price as the API gives it (SAR, before VAT), shown with VAT as the shopper pays it, with the
 * pre-discount price struck through when there is one (docs/product.md, "Prices and VAT").
 */
export function Price({
  price,
  originalPrice,
  language,
  originalLabel,
  size = 'md',
}: {
  price: number;
  originalPrice?: number | null;
  language: Lang;
  /** Names the struck price for screen readers, e.g. "Was". */
  originalLabel: string;
  size?: 'md' | 'lg';
}) {
  const showOriginal = typeof originalPrice === 'number' && originalPrice > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold ${showOriginal ? 'text-red-700' : 'text-ink'} ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
        {formatSar(shownPrice(price), language)}
      </span>
      {showOriginal && (
        <s className={`text-stone-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">{originalLabel} </span>
          {formatSar(shownPrice(originalPrice), language)}
        </s>
      )}
    </span>
  );
}
