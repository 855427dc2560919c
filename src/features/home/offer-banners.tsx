/** The offer banners: one per view, each with its discount and a button to its product. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOfferBanners } from '@/api/content/banners';
import { Carousel } from '@/components/carousel/carousel';
import { ArrowIcon } from '@/components/icons/page-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import type { OfferBanner } from '@/types/api';
import { useSlideLabel } from './use-slide-label';

function Offer({ offer }: { offer: OfferBanner }) {
  const { t } = useTranslation('home');
  return (
    <div className="relative grid overflow-hidden rounded-3xl bg-ink text-white md:grid-cols-2">
      <div className="order-2 flex flex-col items-start justify-center gap-4 p-8 md:order-1 md:p-12">
        <span className="rounded-full bg-gold px-3 py-1 text-sm font-bold text-ink">{t('offer.discount', { discount: offer.discount })}</span>
        <p className="text-3xl font-bold leading-tight md:text-4xl">{offer.title}</p>
        <p className="max-w-md text-stone-300">{offer.description}</p>
        <Link
          to={paths.product(offer.product.id)}
          className="group mt-2 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink transition hover:bg-brand-100"
        >
          {t('offer.details')}
          <span className="sr-only">: {offer.title}</span>
          <ArrowIcon size={18} />
        </Link>
      </div>
      <StorageImage
        img={offer.img_url}
        srcWidth={800}
        widths={[480, 800, 1200]}
        sizes="(min-width: 768px) 640px, 100vw"
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="order-1 aspect-[3/2] h-full w-full object-cover md:order-2 md:aspect-auto"
      />
    </div>
  );
}

export function OfferBanners({ label }: { label: string }) {
  const slideLabel = useSlideLabel();
  const offers = useOfferBanners();
  if (offers.isPending) return <Skeleton className="aspect-[3/2] w-full rounded-3xl md:aspect-[16/6]" />;
  // Offers are a bonus: when they fail or there are none, the section simply stays out.
  if (!offers.data?.length) return null;
  return (
    <Carousel preset="single" label={label} dots={slideLabel}>
      {offers.data.map((offer) => (
        <Offer key={offer.id} offer={offer} />
      ))}
    </Carousel>
  );
}
