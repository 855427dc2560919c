import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { formatSar } from '@/lib/money';
import { useWishlist } from './use-wishlist';

/** The profile's favorites tab: the same stored wishlist as /wishlist (spec §2). */
export function FavoritesList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = useWishlist();
  if (items.length === 0) return <p className="text-stone-600">{t('nav.wishlist')}: 0</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-4 py-3">
          <Link to={paths.product(item.id)} className="font-medium hover:underline">
            {(language === 'en' ? item.name_en || item.name : item.name) ?? `#${item.id}`}
          </Link>
          {typeof item.price === 'number' && <span>{formatSar(item.price, language)}</span>}
        </li>
      ))}
    </ul>
  );
}
