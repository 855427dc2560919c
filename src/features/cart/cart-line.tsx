import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRemoveCartItem, useSaveCartItem, type CartItem } from '@/api/cart';
import { errorMessage } from '@/api/client';
import { HeldButton } from '@/components/ui/button';
import { StorageImage } from '@/components/ui/storage-image';
import { TrashIcon } from '@/components/icons/page-icons';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { formatSar, fromHalalas, lineAmount, shownPrice } from '@/lib/money';
import { notify } from '@/lib/notify';
import { atOrderLimit, clampQuantity, MAX_UNITS_PER_OPTION, quantityLimit } from '@/lib/quantity';
import type { CartSpecs } from '@/types/api';
import { specLabel, specOptions } from '@/lib/product-specs';

/** Quantity changes wait this long for the next click before one request goes ("Numbers the shop keeps"). */
export const QUANTITY_DEBOUNCE_MS = 400;

const selectClass = 'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-brand-500';
const stepClass = 'grid size-9 place-items-center rounded-full text-lg font-semibold text-ink hover:bg-stone-100 off:cursor-not-allowed off:text-stone-300';

export function CartLine({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const limitId = useId();
  const save = useSaveCartItem();
  const remove = useRemoveCartItem({
    onSuccess: () => void notify.success(t('toasts.removed')),
    onError: () => void notify.error(t('toasts.removeFailed')),
  });
  const name = localizedName(line.product, language);
  const stock = Math.max(line.product.quantity, 1);
  const max = quantityLimit(stock);

  // A quantity the shopper chose that the server has not confirmed yet.
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const quantity = draft ?? line.quantity;

  const send = (changes: { quantity?: number; specs?: CartSpecs }) => {
    const next = { quantity: changes.quantity ?? quantity, specs: changes.specs ?? line.specs };
    save.mutate(
      { id: line.id, product_id: line.product_id, ...next },
      {
        onError: (error) => void notify.error(errorMessage(error, t('toasts.updateFailed'))),
        onSettled: () => setDraft((current) => (current === next.quantity ? null : current)),
      },
    );
  };

  // A line never goes below 1 nor above the stock or the per-order limit; a burst of clicks makes one request.
  const changeQuantity = (wanted: number) => {
    const next = clampQuantity(wanted, stock);
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send({ quantity: next }), QUANTITY_DEBOUNCE_MS);
  };

  // Colour and size changes go at once.
  const changeSpec = (key: 'color' | 'size', value: string) => send({ specs: { ...line.specs, [key]: value } });

  const removeLine = () => remove.mutate(line.id);

  // Prices are shown with VAT, and the lines add up to what the summary charges.
  const unitPrice = shownPrice(line.product.price);
  const lineTotal = fromHalalas(lineAmount({ price: line.product.price, quantity }));
  // A sale item's price before the discount, struck through (an extension other APIs may omit).
  const original = line.product.original_price;
  const was =
    typeof original === 'number' && original > line.product.price ? (
      <s className="ms-2 text-stone-500">
        <span className="sr-only">{t('line.was')} </span>
        {formatSar(shownPrice(original), language)}
      </s>
    ) : null;
  const { colors, sizes } = specOptions(line.product);
  // The chosen colour's own photo when the API names one, else the product's.
  const photo = colors.find((entry) => entry.value === line.specs.color)?.img || line.product.img;
  const label = (entry: (typeof colors)[number]) => specLabel(entry, language);

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 py-5 sm:grid-cols-[6rem_1fr_auto]">
      <Link to={paths.product(line.product_id)} tabIndex={-1} aria-hidden="true" className="overflow-hidden rounded-xl bg-stone-100">
        <StorageImage
          img={photo}
          srcWidth={240}
          widths={[120, 240]}
          sizes="96px"
          alt=""
          width={96}
          height={120}
          className="aspect-[4/5] size-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <Link to={paths.product(line.product_id)} className="font-semibold text-ink hover:underline">
            {name}
          </Link>
          <span className="text-sm text-stone-600 sm:hidden">
            {formatSar(unitPrice, language)}
            {was}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {colors.length > 0 && (
            <label className="flex items-center gap-2">
              <span className="text-stone-600">{t('line.color')}</span>
              <select className={selectClass} value={line.specs.color ?? ''} onChange={(e) => changeSpec('color', e.target.value)}>
                {colors.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {label(entry)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {sizes.length > 0 && (
            <label className="flex items-center gap-2">
              <span className="text-stone-600">{t('line.size')}</span>
              <select className={selectClass} value={line.specs.size ?? ''} onChange={(e) => changeSpec('size', e.target.value)}>
                {sizes.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {label(entry)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="inline-flex items-center rounded-full border border-stone-300">
            <HeldButton className={stepClass} held={quantity <= 1} onClick={() => changeQuantity(quantity - 1)} aria-label={t('line.decrease', { name })}>
              −
            </HeldButton>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => changeQuantity(Number(e.target.value))}
              aria-label={t('line.quantityOf', { name })}
              aria-describedby={quantity >= max ? limitId : undefined}
              className="w-12 border-x border-stone-300 py-1.5 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <HeldButton className={stepClass} held={quantity >= max} onClick={() => changeQuantity(quantity + 1)} aria-label={t('line.increase', { name })}>
              +
            </HeldButton>
          </div>
          {quantity >= max && (
            <span id={limitId} className="text-xs text-amber-700">
              {atOrderLimit(quantity, stock) ? t('line.orderLimit', { count: MAX_UNITS_PER_OPTION }) : t('line.maxReached')}
            </span>
          )}
          <HeldButton
            held={remove.isPending}
            onClick={removeLine}
            aria-label={t('line.remove', { name })}
            className="ms-auto grid size-9 place-items-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon size={18} />
          </HeldButton>
        </div>
      </div>
      <div className="col-span-2 flex items-center justify-between sm:col-span-1 sm:flex-col sm:items-end sm:justify-start sm:gap-1">
        <span className="hidden text-sm text-stone-500 sm:block">
          {t('line.unitPrice')}: {formatSar(unitPrice, language)}
          {was}
        </span>
        <span className="font-semibold">
          <span className="sr-only">{t('line.lineTotal')}: </span>
          {formatSar(lineTotal, language)}
        </span>
      </div>
    </li>
  );
}
