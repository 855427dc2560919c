import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldButton } from '@/components/ui/button';
import { MinusIcon, PlusIcon } from '@/components/icons/page-icons';
import { atOrderLimit, clampQuantity, MAX_UNITS_PER_OPTION, quantityLimit } from '@/lib/quantity';

/** Quantity from 1 to the stock and the per-order limit, never 0 ("Lists and pages", "Stock"); at the limit it says why. */
export function QuantityInput({ value, stock, onChange }: { value: number; stock: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('product');
  const id = useId();
  const max = quantityLimit(stock);
  const limited = atOrderLimit(value, stock);
  const button = 'grid size-11 place-items-center rounded-full text-ink transition hover:bg-stone-100 off:cursor-not-allowed off:text-stone-300';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('details.quantity')}
      </label>
      {/* Not overflow-hidden: that would clip the steppers' focus rings; round buttons keep
          their hover inside the pill instead. */}
      <div className="inline-flex w-fit items-center rounded-full border border-stone-300">
        <HeldButton className={button} aria-label={t('details.decrease')} held={value <= 1} onClick={() => onChange(clampQuantity(value - 1, stock))}>
          <MinusIcon size={18} />
        </HeldButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={limited ? `${id}-limit` : undefined}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), stock))}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <HeldButton className={button} aria-label={t('details.increase')} held={value >= max} onClick={() => onChange(clampQuantity(value + 1, stock))}>
          <PlusIcon size={18} />
        </HeldButton>
      </div>
      {limited && (
        <p id={`${id}-limit`} className="text-sm text-amber-700">
          {t('details.orderLimit', { count: MAX_UNITS_PER_OPTION })}
        </p>
      )}
    </div>
  );
}
