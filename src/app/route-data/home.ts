/** The home's first data: every section's, including the ones rendered only when scrolled to. */
import { bannersQuery, offerBannersQuery } from '@/api/content/banners';
import { blogPostsQuery } from '@/api/content/blogs';
import { brandsQuery } from '@/api/catalog/brands';
import { productListQuery } from '@/api/catalog/products';
import { categoriesQuery } from '@/api/catalog/categories';
import { testimonialsQuery } from '@/api/content/testimonials';
import type { RouteLoader } from '../route-data';

const homeData: RouteLoader = ({ language }) => [
  bannersQuery(language),
  productListQuery(language, { page: 1 }),
  categoriesQuery(),
  offerBannersQuery(language),
  brandsQuery(),
  testimonialsQuery(language),
  blogPostsQuery(language),
];

export default homeData;
