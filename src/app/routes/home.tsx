/**
 * /: the eight home sections in order. Their data is fetched all at once, with the page's
 * code (app/route-data/home.ts); new arrivals and featured share one call. The sections below the first
 * screen render as they come near it. Page meta comes from settings.
 */
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { WhenNear } from '@/components/carousel/when-near';
import { HomeSection, SectionHeader } from '@/components/section-header';
import { paths } from '@/config/paths';
import { BlogCarousel } from '@/features/blog/blog-carousel';
import { BrandCarousel, CategoryCarousel, FeaturedProducts, NewArrivals } from '@/features/catalog/home-sections';
import { RecentlyViewed } from '@/features/catalog/recently-viewed/recently-viewed';
import { Hero } from '@/features/home/hero';
import { useHomeStructuredData } from '@/features/home/home-meta';
import { OfferBanners } from '@/features/home/offer-banners';
import { Testimonials } from '@/features/home/testimonials';
import { CatalogSlots } from '../catalog/catalog-slots';

export default function Page() {
  // Every namespace the sections use loads in parallel, before the first paint.
  const { t } = useTranslation(['home', 'common', 'catalog', 'blog', 'wishlist']);
  const structuredData = useHomeStructuredData();
  const controls = { previous: t('home:carousel.previous'), next: t('home:carousel.next') };
  const viewAll = (to: string, section: string) => ({ to, label: t('home:links.viewAll'), name: t('home:links.viewAllOf', { section }) });
  const s = (key: 'newArrivals' | 'categories' | 'offers' | 'featured' | 'brands' | 'feedback' | 'blog') => t(`home:sections.${key}`);
  return (
    <CatalogSlots>
      <PageMeta jsonLd={structuredData} />
      <h1 className="sr-only">{t('common:brand.name')}</h1>
      <Hero />
      <HomeSection id="home-new">
        <SectionHeader id="home-new" title={s('newArrivals')} subtitle={t('home:sections.newArrivalsSubtitle')} link={viewAll(paths.shop(), s('newArrivals'))} />
        <NewArrivals label={s('newArrivals')} controls={controls} />
      </HomeSection>
      <HomeSection id="home-categories">
        <SectionHeader
          id="home-categories"
          title={s('categories')}
          subtitle={t('home:sections.categoriesSubtitle')}
          link={viewAll(paths.categories(), s('categories'))}
        />
        <WhenNear placeholderClassName="min-h-72">
          <CategoryCarousel label={s('categories')} controls={controls} />
        </WhenNear>
      </HomeSection>
      <HomeSection id="home-offers">
        <h2 id="home-offers" className="sr-only">
          {s('offers')}
        </h2>
        <WhenNear placeholderClassName="aspect-[3/2] md:aspect-[16/6]">
          <OfferBanners label={s('offers')} />
        </WhenNear>
      </HomeSection>
      <HomeSection id="home-featured">
        <SectionHeader
          id="home-featured"
          title={s('featured')}
          subtitle={t('home:sections.featuredSubtitle')}
          link={{ to: paths.topSeller(), label: t('home:links.seeAll') }}
        />
        <WhenNear placeholderClassName="min-h-[75rem] lg:min-h-[50rem]">
          <FeaturedProducts />
        </WhenNear>
      </HomeSection>
      {/* Recently viewed: from this browser's history, so only after hydration and only when there is one. */}
      <RecentlyViewed variant="home" />
      <HomeSection id="home-brands">
        <SectionHeader id="home-brands" title={s('brands')} subtitle={t('home:sections.brandsSubtitle')} link={viewAll(paths.brands(), s('brands'))} />
        <WhenNear placeholderClassName="min-h-40">
          <BrandCarousel label={s('brands')} controls={controls} />
        </WhenNear>
      </HomeSection>
      <HomeSection id="home-feedback">
        <SectionHeader id="home-feedback" title={s('feedback')} subtitle={t('home:sections.feedbackSubtitle')} />
        <WhenNear placeholderClassName="min-h-56">
          <Testimonials label={s('feedback')} />
        </WhenNear>
      </HomeSection>
      <HomeSection id="home-blog">
        <SectionHeader id="home-blog" title={s('blog')} subtitle={t('home:sections.blogSubtitle')} link={{ to: paths.blog(), label: t('home:links.seeMoreArticles') }} />
        <WhenNear placeholderClassName="min-h-[28rem]">
          <BlogCarousel label={s('blog')} controls={{ previous: t('home:blog.prev'), next: t('home:blog.next') }} />
        </WhenNear>
      </HomeSection>
    </CatalogSlots>
  );
}
