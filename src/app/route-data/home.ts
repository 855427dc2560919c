/** The home's first data: every section's, including the ones rendered only when scrolled to. */
import { bannersQuery, offerBannersQuery } from '@/api/banners';
import { blogPostsQuery } from '@/api/blogs';
import { brandsQuery } from '@/api/brands';
import { productListQuery } from '@/api/products';
import { categoriesQuery } from '@/api/categories';
import { testimonialsQuery } from '@/api/testimonials';
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
