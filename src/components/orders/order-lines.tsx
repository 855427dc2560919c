/**
 * An order's lines as the status page and the profile show them: photo, name, colour and size by
 * their names, quantity, and the line's amount with VAT (docs/product.md, "Order details").
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/lang';
import { storageUrl } from '@/lib/asset-url';
import { localizedName } from '@/lib/localized';
import { formatSar, fromHalalas, lineAmount } from '@/lib/money';
import { specLabel } from '@/lib/product-specs';
import type { OrderItem } from '@/types/api';

/** The line's colour and size, named in the language; the raw values when the API gives no names. */
function optionText(item: OrderItem, language: Lang, t: (key: 'orderLines.color' | 'orderLines.size') => string): string[] {
  const named = (key: 'color' | 'size') => {
    const entry = item.options?.find((option) => option.key === key);
    const value = entry ? specLabel(entry, language) : item.specs?.[key];
    return value ? `${t(`orderLines.${key}`)}: ${value}` : null;
  };
  return [named('color'), named('size')].filter((text): text is string => text !== null);
}

export function OrderLines({ items, language }: { items: readonly OrderItem[]; language: Lang }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-stone-100" data-testid="order-lines">
      {items.map((item, index) => {
        const name = localizedName(item.product, language);
        return (
          // The line's id is an extension: the position stands in for it.
          <li key={item.id ?? index} className="flex items-center gap-4 py-3">
            <img src={storageUrl(item.product.img, 160)} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium">{name}</span>
              {optionText(item, language, t).map((text) => (
                <span key={text} className="text-sm text-stone-600">
                  {text}
                </span>
              ))}
              <span className="text-sm text-stone-600">{t('orderLines.quantity', { count: item.quantity })}</span>
            </div>
            <span className="whitespace-nowrap font-semibold">{formatSar(fromHalalas(lineAmount(item)), language)}</span>
          </li>
        );
      })}
    </ul>
  );
}
