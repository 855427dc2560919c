import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/i18n/use-language';
import type { SpecEntry } from '@/types/api';
import { specLabel } from '@/lib/product-specs';
import { cssColor } from '../swatch-color';

/**
 * The colour swatches or size chips, as a radio group. A colour with neither a `hex` nor
 * a CSS colour name for a value shows its name as a chip, like a size, never a blank circle. A sold-out
 * option (`soldOut`) is struck through and named so ("M, sold out"), and stays choosable:
 * the shopper may ask to hear when it is back.
 */
export function SpecPicker({
  kind,
  options,
  value,
  onChange,
  error,
  soldOut,
  describe,
  action,
}: {
  kind: 'color' | 'size';
  options: SpecEntry[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Shown under the options and announced, e.g. when adding to the cart with no size chosen. */
  error?: string;
  /** Whether an option has no stock for the rest of the choice (capability `stock-per-size`). */
  soldOut?: (value: string) => boolean;
  /** An option's name when it has more to tell than its label, such as the chosen size being sold out in that colour. */
  describe?: (value: string, label: string) => string | undefined;
  /** A control under the options, such as the size guide's button. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const errorId = useId();
  // CSS is asked only once hydrated: the server cannot ask it, and the first render must match its markup.
  const hydrated = useHydrated();
  if (options.length === 0) return null;
  const chosen = options.find((o) => o.value === value);
  const legend = kind === 'color' ? t('details.color') : t('details.size');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {/* A colon keeps the name apart from the choice when read as one text ("Colour: Black"). */}
        {chosen && (
          <>
            :{' '}
            <span className="font-normal text-stone-600">{specLabel(chosen, language)}</span>
          </>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const label = specLabel(option, language);
          const selected = option.value === value;
          const swatch = kind === 'color' ? option.hex || (hydrated ? cssColor(option.value) : null) : null;
          const out = soldOut?.(option.value) ?? false;
          // The name a screen reader gives the radio; the visible text is the label alone.
          const name = out ? t('stock.optionSoldOut', { label }) : (describe?.(option.value, label) ?? label);
          const told = name !== label;
          return (
            <label key={option.value} className="cursor-pointer" title={name}>
              <input type="radio" name={kind} value={option.value} checked={selected} onChange={() => onChange(option.value)} className="peer sr-only" />
              {swatch ? (
                <span
                  className={`relative block size-9 overflow-hidden rounded-full border-2 ring-offset-2 transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                    selected ? 'border-ink ring-2 ring-ink' : 'border-stone-200 hover:border-stone-400'
                  } ${out ? 'opacity-50' : ''}`}
                  style={{ backgroundColor: swatch }}
                >
                  {out && <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 -rotate-45 bg-stone-700" />}
                  <span className="sr-only">{name}</span>
                </span>
              ) : (
                <span
                  className={`grid h-10 min-w-12 place-items-center rounded-full border px-3 text-sm font-medium transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                    selected ? 'border-ink bg-ink text-white' : out ? 'border-dashed border-stone-300 text-stone-500 hover:border-ink' : 'border-stone-300 text-ink hover:border-ink'
                  }`}
                >
                  <span aria-hidden={told || undefined} className={out ? 'line-through' : undefined}>
                    {label}
                  </span>
                  {told && <span className="sr-only">{name}</span>}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {action}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
