/**
 * /product/:id: gallery, name, rating, price, colour and size, quantity (1 to the stock), notes on
 * shipping and payment, the shop and add-to-cart buttons, and the Description and Review tabs.
 * With the API's `stock-per-size` each colour and size shows whether it is in stock
 * for the rest of the choice, and with `alerts` a sold-out choice offers "notify me".
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CardIcon, TruckIcon } from '@/components/icons/page-icons';
import { Price } from '@/components/catalog/price';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { Stars } from '@/components/catalog/stars';
import { paths } from '@/config/paths';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { useLanguage } from '@/i18n/use-language';
import { localizedDescription, localizedName } from '@/lib/localized';
import { formatAverage } from '@/lib/rating';
import type { Product } from '@/types/api';
import { useCapability } from '@/api/store';
import { useProductSlots } from '../product-slots';
import { ProductGallery } from './product-gallery';
import { specOptions } from '@/lib/product-specs';
import { Tabs } from './product-tabs';
import { choiceFromSearch } from './pending-add';
import { useProductMeta } from './product-meta';
import { ChoiceStock, OptionPickers, useOptionChoice } from './option-choice';

// "Notify me" shows only for a sold-out choice against an API with alerts: its code comes then.
const NotifyMe = lazy(() => import('./notify-me').then((m) => ({ default: m.NotifyMe })));
// The time to the shopper's own address comes with its shipping code, only for a shopper who has one.
const DeliveryToAddress = lazy(() => import('./delivery-to-address'));
// The reviews tab's code loads when the tab is opened: the description shows first.
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

function Note({ icon, title, text }: { icon: ReactNode; title: string; text: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl bg-brand-50 p-4">
      <span className="text-brand-700">{icon}</span>
      <span className="flex flex-col">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-sm text-stone-600">{text}</span>
      </span>
    </li>
  );
}

export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation(['product', 'common']);
  const language = useLanguage();
  const { WishlistButton, CartButton } = useProductSlots();
  // To the shopper's own address when it is known, else the shop's widest range, said as such.
  const signedIn = useStoredLogin() !== null;
  const keepsAddresses = useCapability('addresses');
  const ownAddress = signedIn && keepsAddresses;
  const shopWide = t('details.shippingNote');
  const { colors, sizes } = specOptions(product);
  const [params, setParams] = useSearchParams();
  const [fromUrl] = useState(() => choiceFromSearch(params, { colors, sizes, stock: product.quantity }));
  const images = product.images.length ? product.images : [product.img];
  // The photo the gallery shows: a colour's own photo (beyond the contract) when one is picked.
  const photoOf = (value: string | undefined) => Math.max(0, images.indexOf(colors.find((entry) => entry.value === value)?.img ?? ''));
  const [photo, setPhoto] = useState(() => (fromUrl.color ? photoOf(fromUrl.color) : 0));
  const choice = useOptionChoice(product, fromUrl, (value) => {
    if (colors.some((entry) => entry.value === value && entry.img && images.includes(entry.img))) setPhoto(photoOf(value));
  });
  const { color, size, choiceSoldOut } = choice;
  // A visitor's add, back from login: done once, then off the URL so a reload does not repeat it.
  const [pendingAdd, setPendingAdd] = useState(fromUrl.add);
  const pendingDone = () => {
    setPendingAdd(false);
    setParams(
      (current) => {
        current.delete('add');
        return current;
      },
      { replace: true },
    );
  };
  // A visitor's "notify me", back from login: turned on once, then off the URL.
  const [pendingNotify, setPendingNotify] = useState(fromUrl.notify);
  const pendingNotifyDone = () => {
    setPendingNotify(false);
    setParams(
      (current) => {
        current.delete('notify');
        return current;
      },
      { replace: true },
    );
  };
  const name = localizedName(product, language);
  const meta = useProductMeta(product);
  const inStock = product.quantity > 0;
  const rating = product.rating_avg || product.rate;
  const canAlert = useCapability('alerts');
  const notifyMe = canAlert && choiceSoldOut && (
    <Suspense fallback={null}>
      <NotifyMe productId={product.id} color={color} size={size} onPendingNotify={pendingNotify ? pendingNotifyDone : undefined} />
    </Suspense>
  );

  return (
    <article className="flex flex-col gap-12">
      <PageMeta {...meta} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        {/* min-w-0: a grid item would otherwise grow to Swiper's content width. */}
        <div className="min-w-0">
          <ProductGallery images={images} name={name} active={photo} onActiveChange={setPhoto} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-3">
            <Breadcrumb items={[{ label: t('common:pages.shop'), to: paths.shop() }, { label: name }]} />
            <h1 className="text-2xl font-bold leading-tight text-ink md:text-3xl">{name}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
              <Stars value={rating} label={t('details.rating', { value: formatAverage(rating) })} />
              <span>{formatAverage(rating)}</span>
              <span aria-hidden="true">·</span>
              <span>{t('details.reviewsCount', { count: product.reviews.length })}</span>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Price price={product.price} originalPrice={product.original_price} language={language} originalLabel={t('details.was')} size="lg" />
            {Boolean(product.discount) && (
              <span className="rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white">{t('details.discount', { discount: product.discount })}</span>
            )}
          </div>
          <OptionPickers choice={choice} />
          <ChoiceStock choice={choice} notifyMe={notifyMe || undefined} />
          <div className="flex flex-wrap items-center gap-3">
            <CartButton
              product={product}
              quantity={choice.quantity}
              specs={{ color, size }}
              variant="page"
              disabled={!inStock}
              held={inStock && choiceSoldOut}
              ready={choice.ready}
              onPendingAdd={pendingAdd ? pendingDone : undefined}
            />
            {WishlistButton && <WishlistButton product={product} className="size-[52px] shrink-0" size={24} />}
          </div>
          <Link to={paths.shop()} className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('details.shop')}
          </Link>
          <ul className="grid gap-3 sm:grid-cols-2">
            <Note icon={<TruckIcon />} title={t('details.shippingTitle')} text={
                ownAddress ? (
                  <Suspense fallback={shopWide}>
                    <DeliveryToAddress fallback={shopWide} />
                  </Suspense>
                ) : (
                  shopWide
                )
              } />
            <Note icon={<CardIcon />} title={t('details.paymentTitle')} text={t('details.paymentNote')} />
          </ul>
        </div>
      </div>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'description', label: t('tabs.description'), panel: <SanitizedHtml html={localizedDescription(product, language)} className="max-w-3xl" /> },
          {
            id: 'reviews',
            label: t('tabs.reviews', { count: product.reviews.length }),
            panel: (
              <Suspense fallback={<SkeletonLines lines={4} />}>
                <ProductReviews product={product} />
              </Suspense>
            ),
          },
        ]}
      />
    </article>
  );
}

export function ProductDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-8 w-32" />
        <SkeletonLines lines={4} />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
