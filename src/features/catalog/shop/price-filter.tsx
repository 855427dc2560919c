import Slider from 'rc-slider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirection, useLanguage } from '@/i18n/use-language';
import { formatSar } from '@/lib/money';
import { PRICE_MAX, PRICE_MIN } from './shop-query';

const brand = '#6f4a31';

/**
 * The price range (spec §5, §9): 0 to 100000, shown as `Max:{value}&above`. The range applies
 * only when a drag ends (spec §4), so the list is not refetched on every step.
 */
export function PriceFilter({ value, onApply }: { value: [number, number]; onApply: (range: number[]) => void }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const [dragging, setDragging] = useState<number[] | null>(null);
  const [low = PRICE_MIN, high = PRICE_MAX] = dragging ?? value;
  return (
    <div className="flex flex-col gap-4 px-2">
      <Slider
        range
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={50}
        value={[low, high]}
        reverse={useDirection() === 'rtl'}
        allowCross={false}
        onChange={(next) => setDragging(Array.isArray(next) ? next : [PRICE_MIN, next])}
        onChangeComplete={(next) => {
          setDragging(null);
          onApply(Array.isArray(next) ? next : [PRICE_MIN, next]);
        }}
        ariaLabelForHandle={[t('shop.priceMin'), t('shop.priceMax')]}
        ariaValueTextFormatterForHandle={(v) => formatSar(v, language)}
        styles={{
          track: { backgroundColor: brand, height: 4 },
          rail: { backgroundColor: '#e7e5e4', height: 4 },
          handle: { borderColor: brand, backgroundColor: '#fff', opacity: 1, width: 18, height: 18, marginTop: -7, boxShadow: 'none' },
        }}
      />
      <p className="flex flex-col gap-0.5 text-sm">
        <span className="font-medium text-ink">{t('shop.priceRangeMax', { value: formatSar(high, language) })}</span>
        <span className="text-stone-600">{t('shop.priceRangeValue', { min: formatSar(low, language), max: formatSar(high, language) })}</span>
      </p>
    </div>
  );
}
