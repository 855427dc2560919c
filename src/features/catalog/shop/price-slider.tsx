/**
 * The price filter's slider: rc-slider, the largest part of the shop's code, which the price filter
 * loads after the page so that the list and its number boxes do not wait for it.
 */
import Slider from 'rc-slider';
import { useTranslation } from 'react-i18next';
import { useDirection, useLanguage } from '@/i18n/use-language';
import { formatSar } from '@/lib/money';
import { anchorMarks, type PriceScale } from './price-scale';
import { PRICE_MIN } from './shop-query';

const brand = '#6f4a31';
const hidden = { display: 'none' } as const;


export default function PriceSlider({
  value,
  shown,
  scale,
  onDrag,
  onDone,
}: {
  /** The applied range, which the marks anchor. */
  value: [number, number];
  /** The range the handles show, while dragging too. */
  shown: [number, number];
  scale: PriceScale;
  onDrag: (range: number[]) => void;
  onDone: (range: [number, number]) => void;
}) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  return (
    <Slider
      range
      min={PRICE_MIN}
      max={scale.max}
      step={scale.step}
      value={shown}
      reverse={useDirection() === 'rtl'}
      allowCross={false}
      marks={anchorMarks(value, scale)}
      dotStyle={hidden}
      activeDotStyle={hidden}
      onChange={(next) => onDrag(Array.isArray(next) ? next : [PRICE_MIN, next])}
      onChangeComplete={(next) => {
        const [from = PRICE_MIN, to = PRICE_MIN] = Array.isArray(next) ? next : [PRICE_MIN, next];
        onDone([from, to]);
      }}
      ariaLabelForHandle={[t('shop.priceMin'), t('shop.priceMax')]}
      ariaValueTextFormatterForHandle={(v) => formatSar(v, language)}
      styles={{
        track: { backgroundColor: brand, height: 4 },
        rail: { backgroundColor: '#e7e5e4', height: 4 },
        handle: { borderColor: brand, backgroundColor: '#fff', opacity: 1, width: 18, height: 18, marginTop: -7, boxShadow: 'none' },
      }}
    />
  );
}
