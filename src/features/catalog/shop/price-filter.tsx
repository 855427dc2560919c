import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatSar } from '@/lib/money';
import { parsePriceInput, typedRange, type PriceScale } from './price-scale';
import { PRICE_MIN } from './shop-query';

// The slider's library weighs more than the rest of the shop's filters: it follows the page, and the
// number boxes work meanwhile.
const PriceSlider = lazy(() => import('./price-slider'));

const sameRange = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/**
 * One bound as a number box: what is typed applies on blur or Enter, not on every
 * keystroke. A text box with a numeric keypad rather than `type="number"`, which drops the
 * Arabic-Indic digits an Arabic keyboard types; the value shows in Latin digits ("Money").
 */
function PriceBox({ label, value, onCommit }: { label: string; value: number; onCommit: (typed: number | null) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onCommit(parsePriceInput(draft));
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
        className="h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink tabular-nums hover:border-stone-400"
      />
    </div>
  );
}

/**
 * The price range, shown as `Max:{value}&above`. The slider runs from 0 to the
 * scale's end (the catalogue's highest price when the API tells it, else 100000) in steps that fit
 * it, and applies only when a drag or key press ends, so the list is not refetched on
 * every step. Two number boxes set either bound exactly.
 */
export function PriceFilter({ value, scale, onApply }: { value: [number, number]; scale: PriceScale; onApply: (range: [number, number]) => void }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const [dragging, setDragging] = useState<number[] | null>(null);
  const [low = PRICE_MIN, high = scale.max] = dragging ?? value;
  const apply = (next: [number, number] | null) => {
    if (next && !sameRange(next, value)) onApply(next);
  };
  return (
    <div className="flex flex-col gap-4 px-2">
      {/* rc-slider's own height, kept while it loads so nothing below moves. */}
      <div className="h-3.5">
        <Suspense fallback={<div aria-hidden="true" className="mt-[5px] h-1 rounded-md bg-stone-200" />}>
          <PriceSlider
            value={value}
            shown={[low, high]}
            scale={scale}
            onDrag={setDragging}
            onDone={(next) => {
              setDragging(null);
              apply(next);
            }}
          />
        </Suspense>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <PriceBox label={t('shop.priceFrom')} value={low} onCommit={(typed) => apply(typedRange(value, 0, typed, scale))} />
        <PriceBox label={t('shop.priceTo')} value={high} onCommit={(typed) => apply(typedRange(value, 1, typed, scale))} />
      </div>
      <p className="flex flex-col gap-0.5 text-sm">
        <span className="font-medium text-ink">{t('shop.priceRangeMax', { value: formatSar(high, language) })}</span>
        <span className="text-stone-600">{t('shop.priceRangeValue', { min: formatSar(low, language), max: formatSar(high, language) })}</span>
      </p>
    </div>
  );
}
