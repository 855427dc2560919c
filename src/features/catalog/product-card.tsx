/**
 * The product card, the same on every list and carousel: image with its size
 * and a `?w=` srcset, localised name, SAR price with VAT, Sale badge, stars from `rate`,
 * the wishlist heart and the add-to-cart button.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Price } from '@/components/catalog/price';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/catalog/stars';
import { stretchedLinkClass } from '@/components/catalog/stretched-link';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { shownColor, specOptions } from '@/lib/product-specs';
import { formatAverage } from '@/lib/rating';
import type { Product } from '@/types/api';
import { ProductPhoto } from './product-photo';
import { useProductSlots } from './product-slots';
import { QuickAddButton } from './quick-add-button';

export const GRID_SIZES = '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 66vw';

/** `colors`: a list's colour filter; the card then shows, and opens on, the first of them the product comes in. */
export function ProductCard({ product, sizes = GRID_SIZES, eager = false, colors }: { product: Product; sizes?: string; eager?: boolean; colors?: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { WishlistButton, CartButton } = useProductSlots();
  const name = localizedName(product, language);
  const shown = shownColor(product, colors);
  const href = paths.product(product.id, shown?.color);
  const soldOut = product.quantity <= 0;
  // With a choice to make, the button asks for it; with one option or none, it adds at once.
  const options = specOptions(product);
  const choose = !soldOut && (options.colors.length > 1 || options.sizes.length > 1);
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card">
      <div className="relative overflow-hidden rounded-2xl bg-stone-100">
        <ProductPhoto
          img={shown?.img ?? product.img}
          srcWidth={480}
          sizes={sizes}
          alt={name}
          eager={eager}
          decoding="async"
          className="aspect-[4/5] h-auto w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <div className="pointer-events-none absolute start-3 top-3 flex flex-col items-start gap-1.5">
          {Boolean(product.discount) && (
            <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white shadow-sm">
              {typeof product.discount === 'number' && product.discount > 0 && product.discount < 100 ? t('card.saleOff', { discount: product.discount }) : t('card.sale')}
            </span>
          )}
          {soldOut && (
            <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-700 shadow-sm">{t('card.outOfStock')}</span>
          )}
        </div>
        {WishlistButton && <WishlistButton product={product} className="absolute end-3 top-3 z-10 size-10" />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-3">
        <h3 className="line-clamp-2 min-h-[2.75rem] text-[15px] font-medium leading-snug text-ink">
          {/* One link per card, stretched over it, so the photo opens the product too. */}
          <Link to={href} className={`${stretchedLinkClass} after:rounded-2xl hover:text-brand-700`}>
            {name}
          </Link>
        </h3>
        <Stars value={product.rate} size={16} label={t('card.rating', { value: formatAverage(product.rate) })} />
        <Price price={product.price} originalPrice={product.original_price} language={language} originalLabel={t('card.was')} />
        <div className="relative z-10 mt-auto pt-2">
          {choose ? <QuickAddButton product={product} color={shown?.color} /> : <CartButton product={product} quantity={1} variant="card" disabled={soldOut} />}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
      <Skeleton className="mt-1 h-4 w-5/6" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="mt-1 h-9 w-full rounded-full" />
    </div>
  );
}
