/** The bilingual demo catalogue ("Images", "Languages"), assembled from the content modules. */
import { banners, blogPosts, offerBanners, testimonials } from './marketing';
import { products } from './products';
import { shippingGates } from './shipping';
import { sizeGuides } from './size-guides';
import { about, adServices, coupons, privacy, returns, store } from './store';
import { brands, categories, colors } from './taxonomy';
import type { SeedCatalogue } from './types';

export const catalogue: SeedCatalogue = {
  store,
  colors,
  categories,
  brands,
  products,
  banners,
  offerBanners,
  testimonials,
  blogPosts,
  about,
  privacy,
  returns,
  coupons,
  shippingGates,
  adServices,
  sizeGuides,
};
