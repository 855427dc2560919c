/**
 * The hero: a full-screen carousel of banners, each with its title, description,
 * a button to /shop and its image. On phones the image fills the tall screen behind the text, with
 * a wash up from the bottom that keeps the text readable; from lg the text has the start half of the
 * screen and the image the end half, so the two never overlap however wide the screen.
 * The first banner's image is eager with high priority; the others load lazily. Each screen width
 * gets a width of the image that fits it (`?w=`).
 */
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBanners } from '@/api/content/banners';
import { Carousel } from '@/components/carousel/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { ArrowIcon } from '@/components/icons/page-icons';
import { paths } from '@/config/paths';
import { storageSrcSet, storageUrl } from '@/lib/asset-url';
import type { Banner } from '@/types/api';
import { useSlideLabel } from './use-slide-label';

// Full screen under the header: h-16 on phones, h-20 from lg.
const HEIGHT = 'min-h-[max(460px,calc(100svh-4rem))] lg:min-h-0 lg:h-[min(640px,calc(100svh-5rem))]';

/**
 * The widths of a banner's image for each screen: a phone's tall screen crops the landscape image
 * to its height, so it takes a width near 2× its own.
 */
const PHONE = { media: '(max-width: 1023px)', widths: [640, 960, 1280], sizes: '200vw' } as const;
const WIDE = { media: '(min-width: 1024px)', widths: [1024, 1280, 1600], sizes: '(min-width: 1024px) 50vw, 100vw' } as const;

/**
 * The first banner's image is the first screen's largest paint. A `<picture>` is not preloaded by
 * React as a lone image is: this asks for the width each screen picks, at the start of the head,
 * before the page's code and anything else the first paint does not need.
 */
function preloadFirstImage(img: string) {
  for (const { media, widths, sizes } of [PHONE, WIDE]) {
    const imageSrcSet = storageSrcSet(img, widths);
    if (imageSrcSet) preload(storageUrl(img, 1280), { as: 'image', imageSrcSet, imageSizes: sizes, media, fetchPriority: 'high' });
  }
}

function HeroSlide({ banner, first }: { banner: Pick<Banner, 'title' | 'description'> & { img?: string }; first: boolean }) {
  const { t } = useTranslation('home');
  if (first && banner.img) preloadFirstImage(banner.img);
  return (
    <div className={`relative flex overflow-hidden bg-linear-to-br from-brand-100 via-brand-50 to-white ${HEIGHT}`}>
      {banner.img && (
        <picture className="absolute inset-0 lg:start-1/2">
          <source media={PHONE.media} srcSet={storageSrcSet(banner.img, PHONE.widths)} sizes={PHONE.sizes} />
          <StorageImage
            img={banner.img}
            srcWidth={1280}
            widths={WIDE.widths}
            sizes={WIDE.sizes}
            alt=""
            width={1600}
            height={700}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'low'}
            decoding={first ? 'sync' : 'async'}
            className="size-full object-cover"
          />
        </picture>
      )}
      <div
        className="absolute inset-0 bg-linear-to-t from-white/95 via-white/80 to-white/30 lg:hidden"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex w-full max-w-7xl items-end px-6 py-16 lg:items-center lg:px-8">
        <div className="flex max-w-xl flex-col items-start gap-5 lg:w-1/2 lg:pe-10">
          <span className="rounded-full bg-white/80 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-brand-700">
            {t('landingPage.heroSection.eyebrow')}
          </span>
          {first ? (
            <h2 className="text-4xl font-bold leading-tight text-ink md:text-5xl lg:text-6xl">{banner.title}</h2>
          ) : (
            <p className="text-4xl font-bold leading-tight text-ink md:text-5xl lg:text-6xl">{banner.title}</p>
          )}
          <p className="max-w-md text-lg leading-relaxed text-stone-700">{banner.description}</p>
          <Link
            to={paths.shop()}
            className="group mt-2 inline-flex items-center gap-3 rounded-full bg-ink px-8 py-4 text-base font-semibold text-white shadow-lg shadow-ink/10 transition hover:bg-brand-800"
          >
            {t('landingPage.heroSection.button')}
            <ArrowIcon size={20} className="transition group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
          </Link>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const slideLabel = useSlideLabel();
  const { t } = useTranslation('home');
  const banners = useBanners();
  if (banners.isPending) {
    return (
      // The bottom margin stands in for the dots, so the sections below do not move when banners arrive.
      <div role="status" aria-label={t('landingPage.heroSection.label')} className={`mb-[26px] flex items-center bg-brand-50 ${HEIGHT}`}>
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-6 lg:px-8">
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="h-14 w-full max-w-lg" />
          <Skeleton className="h-5 w-full max-w-md" />
          <Skeleton className="h-14 w-44 rounded-full" />
        </div>
      </div>
    );
  }
  // Nothing to rotate (failed or empty): a plain welcome with the same button, never a blank.
  const list = banners.data ?? [];
  if (list.length === 0) {
    return <HeroSlide banner={{ title: t('landingPage.heroSection.fallbackTitle'), description: t('landingPage.heroSection.fallbackText') }} first />;
  }
  return (
    <Carousel preset="single" label={t('landingPage.heroSection.label')} dots={slideLabel}>
      {list.map((banner, index) => (
        <HeroSlide key={banner.id} banner={banner} first={index === 0} />
      ))}
    </Carousel>
  );
}
