/**
 * Shapes of the bilingual demo catalogue ("Images", "Languages"). The content modules in this folder
 * export plain data of these types; `../index.ts` turns it into rows and images.
 * Keys (`key`, `category`, `brand`, `product`) tie records together; the seeder assigns ids
 * in array order, so the same data always gives the same ids.
 */

/**
 * What the image generator can draw: a kind of piece. `shoes` are sneakers, `bag` a top-handle
 * bag, `scarf` a shemagh, `kids` a T-shirt and shorts set, and `accessory` a still life of a
 * watch, sunglasses and a ring (the accessories' category card).
 */
export type Garment =
  | 'abaya'
  | 'thobe'
  | 'dress'
  | 'jalabiya'
  | 'shirt'
  | 'tshirt'
  | 'hoodie'
  | 'trousers'
  | 'jeans'
  | 'pyjamas'
  | 'romper'
  | 'kids'
  | 'shoes'
  | 'sandals'
  | 'loafers'
  | 'flats'
  | 'heels'
  | 'boots'
  | 'bag'
  | 'tote'
  | 'crossbody'
  | 'clutch'
  | 'backpack'
  | 'duffel'
  | 'accessory'
  | 'watch'
  | 'sunglasses'
  | 'belt'
  | 'cufflinks'
  | 'agal'
  | 'wallet'
  | 'scarf'
  | 'hijab'
  | 'shawl';

/**
 * What sets a piece apart from others of its kind in its picture: a print or weave, a cut, a
 * trim. A drawing shows the details that make sense on it and ignores the rest.
 */
export type Detail =
  | 'plain'
  | 'floral'
  | 'pleats'
  | 'tiers'
  | 'stripes'
  | 'check'
  | 'rib'
  | 'embroidery'
  | 'belt'
  | 'wrap'
  | 'collar'
  | 'print'
  | 'pockets'
  | 'croc'
  | 'weave'
  | 'steel'
  | 'aviator'
  | 'crystals';

export interface Bilingual {
  ar: string;
  en: string;
}

export interface SeedColor {
  key: string;
  hex: string;
  name: Bilingual;
  /** Other words shoppers search the colour by, both languages (colors.keywords). */
  words?: string;
}

export interface SeedCategory {
  key: string;
  name: Bilingual;
  garment: Garment;
  /** Colour key used for the category card image. */
  color: string;
  /** Other words shoppers search the category by, both languages (categories.keywords). */
  words?: string;
  /** The key of the size guide its sizes follow, if any. */
  sizeGuide?: string;
  /** What its number sizes measure (categories.size_measure), if it has any. */
  sizeMeasure?: 'length' | 'waist' | 'shoes' | 'belts';
}

export interface SeedSizeGuide {
  key: string;
  title: Bilingual;
  note: Bilingual;
  columns: Bilingual[];
  /** Each row starts with the size as the size picker shows it. */
  rows: string[][];
}

export interface SeedBrand {
  key: string;
  name: Bilingual;
  /** Colour key used for the brand logo tile. */
  color: string;
}

export interface SeedReview {
  name: string;
  /** The text in the reviewer's language (reviews are not translated). */
  review: string;
  rating: 1 | 2 | 3 | 4 | 5;
  daysAgo: number;
}

export interface SeedProduct {
  key: string;
  category: string;
  brand: string;
  name: Bilingual;
  /** Simple HTML (<p>, <ul><li>, <strong>) in each language. */
  description: Bilingual;
  /** Price before any discount, in SAR with at most 2 decimals. */
  price: number;
  /** Discount percentage, 0 when not on sale. */
  discount: number;
  /** Stock on hand: some 0, some 1 to 5 (low). */
  quantity: number;
  /** Colour keys from `colors`. The first is the product's main image colour. */
  colors: string[];
  /** Size labels, e.g. 'S', 'M', '52', '42', 'One size'. */
  sizes: string[];
  /** 2 to 5. */
  imageCount: number;
  /** What its pictures show, when not its category's garment (a party dress among the kids' clothes). */
  kind?: Garment;
  /** What its pictures show that others of its kind lack. */
  detail?: Detail;
  /** How long ago the product was added (drives the created_* sorts and new arrivals). */
  daysAgo: number;
  seo: { description: Bilingual; keywords: Bilingual };
  reviews: SeedReview[];
}

export interface SeedBanner {
  title: Bilingual;
  description: Bilingual;
  garment: Garment;
  color: string;
}

export interface SeedOfferBanner {
  title: Bilingual;
  description: Bilingual;
  discount: number;
  product: string;
}

export interface SeedTestimonial {
  name: Bilingual;
  review: Bilingual;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface SeedBlogPost {
  title: Bilingual;
  /** HTML. */
  description: Bilingual;
  author: Bilingual;
  daysAgo: number;
  garment: Garment;
  color: string;
}

export interface SeedContentEntry {
  title: Bilingual;
  /** HTML. */
  description: Bilingual;
}

export interface SeedStore {
  name: Bilingual;
  description: Bilingual;
  footerText: Bilingual;
  seoDescription: Bilingual;
  seoKeywords: Bilingual;
  phone: string;
  email: string;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  youtube: string | null;
  location: Bilingual;
  locationLink: string;
  lat: number;
  lng: number;
  /** The 15-digit VAT registration number on tax invoices ("Tax invoice"). */
  vatNumber: string;
  /** The 10-digit commercial registration number the footer shows. */
  crNumber: string;
}

export interface SeedCoupon {
  name: string;
  discount: number;
  /** Days from seeding until expiry; negative means already expired. */
  expiresInDays: number;
  usageLimit: number;
  used: number;
  /** How many of one shopper's orders may use it; unset: any number. */
  perShopper?: number;
}

export interface SeedShippingGate {
  name: string;
  /** Whether the trader has this gate enabled (trader gates list). */
  traderEnabled: boolean;
  /** In SAR: added for cash on delivery ("Shipping"). */
  codFee: number;
  /** In SAR: the price of delivering to each zone, and its delivery time in business days. */
  rates: Record<string, { price: number; days: [min: number, max: number] }>;
  /** The cities it delivers to (a naqel CityCode, fastlo's English name) and their zones. */
  cities: Record<string, string>;
}

export interface SeedAdService {
  domain: string;
  app_name: 'facebook' | 'tiktok' | 'snapchat' | 'google';
  status: 'accepted' | 'pending' | 'rejected';
  service_api_key: string;
}

export interface SeedCatalogue {
  store: SeedStore;
  colors: SeedColor[];
  categories: SeedCategory[];
  brands: SeedBrand[];
  products: SeedProduct[];
  banners: SeedBanner[];
  offerBanners: SeedOfferBanner[];
  testimonials: SeedTestimonial[];
  blogPosts: SeedBlogPost[];
  about: SeedContentEntry[];
  privacy: SeedContentEntry[];
  returns: SeedContentEntry[];
  coupons: SeedCoupon[];
  shippingGates: SeedShippingGate[];
  adServices: SeedAdService[];
  sizeGuides?: SeedSizeGuide[];
}
