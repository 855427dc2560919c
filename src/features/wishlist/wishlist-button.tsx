import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { HeartFilledIcon } from '@/components/icons/page-icons';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import type { Product } from '@/types/api';
import { useIsListed } from './use-wishlist';
import { useWishlistToggle } from './use-wishlist-toggle';

/** The heart on product cards and the product page: red when the product is listed. */
export function WishlistButton({ product, className = '', size = 20 }: { product: Product; className?: string; size?: number }) {
  const { t } = useTranslation('wishlist');
  const language = useLanguage();
  const listed = useIsListed(product.id);
  const toggle = useWishlistToggle();
  const name = localizedName(product, language);
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      aria-pressed={listed}
      aria-label={listed ? t('toggle.remove', { name }) : t('toggle.add', { name })}
      title={listed ? t('toggle.remove', { name }) : t('toggle.add', { name })}
      data-listed={listed}
      className={`grid place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 backdrop-blur transition hover:scale-105 ${
        listed ? 'text-red-600' : 'text-stone-700 hover:text-red-600'
      } ${className}`}
    >
      {listed ? <HeartFilledIcon size={size} /> : <HeartIcon size={size} />}
    </button>
  );
}
