import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldButton } from '@/components/ui/button';
import { MinusIcon, PlusIcon } from '@/components/ui/page-icons';

/** Quantity from 1 to the stock, never 0 ("Lists and pages"). */
export const clampQuantity = (value: number, stock: number) => Math.max(1, Math.min(Math.max(1, stock), Math.floor(value) || 1));

export function QuantityInput({ value, stock, onChange }: { value: number; stock: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('product');
  const id = useId();
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
          max={stock}
          value={value}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), stock))}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <HeldButton className={button} aria-label={t('details.increase')} held={value >= stock} onClick={() => onChange(clampQuantity(value + 1, stock))}>
          <PlusIcon size={18} />
        </HeldButton>
      </div>
    </div>
  );
}
