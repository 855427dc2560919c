/**
 * The saved products on /wishlist: each links to its product, shows its price in SAR
 * (never a dollar sign) and can be removed. The profile's favorites tab shows
 * this same list.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/icons/page-icons';
import { Price } from '@/components/catalog/price';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { MoveToCartButton } from './move-to-cart';
import { useWishlist } from '../use-wishlist';
import { useWishlistRemove } from '../use-wishlist-toggle';
import type { WishlistItem } from '../wishlist-store';

function WishlistRow({ item }: { item: WishlistItem }) {
  const { t } = useTranslation('wishlist');
  const language = useLanguage();
  const remove = useWishlistRemove();
  const name = item.name ? localizedName({ name: item.name, name_en: item.name_en }, language) : `#${item.id}`;
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
      <Link to={paths.product(item.id)} className="shrink-0 overflow-hidden rounded-xl bg-stone-100" tabIndex={-1} aria-hidden="true">
        {item.img ? (
          <StorageImage
            img={item.img}
            srcWidth={240}
            widths={[120, 240]}
            sizes="112px"
            alt=""
            width={112}
            height={140}
            loading="lazy"
            className="h-[140px] w-28 object-cover"
          />
        ) : (
          <span className="block h-[140px] w-28" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link to={paths.product(item.id)} className="line-clamp-2 font-medium text-ink hover:text-brand-700 hover:underline">
          {name}
        </Link>
        {typeof item.price === 'number' && (
          <Price price={item.price} originalPrice={item.original_price} language={language} originalLabel={t('page.was')} />
        )}
        {typeof item.quantity === 'number' && (
          <p className={`text-sm ${item.quantity > 0 ? 'text-emerald-700' : 'text-red-700'}`}>
            {item.quantity > 0 ? t('page.inStock') : t('page.outOfStock')}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3">
          <Link
            to={paths.product(item.id)}
            className="rounded-full bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('page.view')}
          </Link>
          <MoveToCartButton item={item} name={name} />
          <button
            type="button"
            onClick={() => remove(item.id)}
            aria-label={t('page.removeLabel', { name })}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-stone-600 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon size={18} />
            {t('page.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

export function WishlistList() {
  const { t } = useTranslation('wishlist');
  const items = useWishlist();
  if (items.length === 0) {
    return (
      <EmptyState message={t('page.empty')}>
        <Link to={paths.shop()} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
          {t('page.browse')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('page.count', { count: items.length })}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <WishlistRow key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
