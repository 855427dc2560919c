/**
 * Choosing a colour, a size and a quantity: the product page's and the quick add's one logic and
 * controls. With several sizes none is chosen for the shopper; they pick one before adding (asked
 * by `ready`). With `stock-per-size` each option shows whether it is in stock for the rest of the
 * choice, and the quantity stops at the choice's own stock; at most 10 in any case ("Stock").
 */
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapability } from '@/api/store';
import { useLanguage } from '@/i18n/use-language';
import { specLabel, specOptions } from '@/lib/product-specs';
import { clampQuantity } from '@/lib/quantity';
import type { Product } from '@/types/api';
import { LOW_STOCK, optionStock } from './option-stock';
import { QuantityInput } from './quantity-input';
import { SpecPicker } from './spec-pickers';

// Loaded only against an API that offers size guides, after the page has rendered.
const SizeGuideButton = lazy(() => import('./size-guide'));

export interface InitialChoice {
  color?: string;
  size?: string;
  quantity?: number;
}

export function useOptionChoice(product: Product, initial: InitialChoice = {}, onColor?: (value: string) => void) {
  const { t } = useTranslation('product');
  const { colors, sizes } = specOptions(product);
  const [color, setColor] = useState(initial.color ?? colors[0]?.value);
  const [size, setSize] = useState(initial.size ?? (sizes.length === 1 ? sizes[0]!.value : undefined));
  const [sizeMissing, setSizeMissing] = useState(false);
  const [quantity, setQuantity] = useState(initial.quantity ?? 1);
  const sizePickerId = useId();
  // Only with the capability: another API's product has no stock per option.
  const stock = useCapability('stock-per-size') ? optionStock(product.availability) : null;
  const choiceStock = stock && (sizes.length === 0 || size) ? stock.of(color, size) : undefined;
  const available = choiceStock ?? product.quantity;
  return {
    product,
    colors,
    sizes,
    color,
    size,
    stock,
    choiceStock,
    choiceSoldOut: choiceStock === 0,
    available,
    // A quantity picked for another colour or size comes down to this one's stock.
    quantity: clampQuantity(quantity, available),
    setQuantity,
    sizePickerId,
    sizeError: sizeMissing ? t('details.chooseSize') : undefined,
    chooseColor: (value: string) => {
      setColor(value);
      onColor?.(value);
    },
    chooseSize: (value: string) => {
      setSize(value);
      setSizeMissing(false);
    },
    /** False, with the sizes saying why and focused, while a size is still to be chosen. */
    ready: () => {
      if (sizes.length === 0 || size) return true;
      setSizeMissing(true);
      // Focus goes to the sizes, so the keyboard is where the choice is.
      document.getElementById(sizePickerId)?.querySelector('input')?.focus();
      return false;
    },
  };
}

export type OptionChoice = ReturnType<typeof useOptionChoice>;

/** The colour swatches and the size chips, with the size guide of the product's kind when the API has one. */
export function OptionPickers({ choice }: { choice: OptionChoice }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const { stock, color, size } = choice;
  const chosenSize = choice.sizes.find((option) => option.value === size);
  const sizeLabel = chosenSize ? specLabel(chosenSize, language) : '';
  const categoryId = choice.product.category_id;
  const guided = useCapability('size-guide') && categoryId !== undefined;
  return (
    <>
      <SpecPicker
        kind="color"
        options={choice.colors}
        value={color}
        onChange={choice.chooseColor}
        soldOut={stock ? (value) => stock.colorSoldOut(value) : undefined}
        // The chosen size tells which colours have it, without marking a colour sold out for it.
        describe={stock && size ? (value, label) => (!stock.colorSoldOut(value) && stock.of(value, size) === 0 ? t('stock.colorWithoutSize', { label, size: sizeLabel }) : undefined) : undefined}
      />
      <div id={choice.sizePickerId}>
        <SpecPicker
          kind="size"
          options={choice.sizes}
          value={size}
          onChange={choice.chooseSize}
          error={choice.sizeError}
          soldOut={stock ? (value) => stock.sizeSoldOut(value, color) : undefined}
          action={
            guided && (
              <Suspense fallback={null}>
                <SizeGuideButton categoryId={categoryId} size={size} />
              </Suspense>
            )
          }
        />
      </div>
    </>
  );
}

/**
 * What the choice's stock allows: the quantity with its stock note, or why nothing can be added
 * (the product or this colour and size is sold out), with `notifyMe` beside it when given.
 */
export function ChoiceStock({ choice, notifyMe }: { choice: OptionChoice; notifyMe?: ReactNode }) {
  const { t } = useTranslation('product');
  const { choiceStock, available } = choice;
  if (choice.product.quantity <= 0) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <strong className="block text-base">{t('details.outOfStock')}</strong>{' '}
          {t('details.outOfStockNote')}
        </p>
        {notifyMe}
      </div>
    );
  }
  if (choice.choiceSoldOut) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
        <p role="status" className="text-sm text-stone-700">
          <strong className="block text-base text-ink">{t('stock.choiceSoldOut')}</strong>{' '}
          {t('stock.choiceSoldOutNote')}
        </p>
        {notifyMe}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <QuantityInput value={choice.quantity} stock={available} onChange={choice.setQuantity} />
      {choiceStock !== undefined && choiceStock <= LOW_STOCK ? (
        <p className="text-sm font-medium text-amber-700">{t('stock.onlyLeft', { count: choiceStock })}</p>
      ) : (
        <p className={`text-sm ${available <= LOW_STOCK ? 'text-amber-700' : 'text-emerald-700'}`}>{t('details.inStock', { count: available })}</p>
      )}
    </div>
  );
}
