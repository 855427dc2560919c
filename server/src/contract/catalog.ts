/**
 * The store API contract (its shapes and calls) as TypeBox schemas.
 * The server validates every response against these; the SPA imports the static
 * types with `import type` only, so this file must stay free of Node imports.
 *
 * Conventions:
 * - Image fields (`img`, `img_url`, `images[]`) hold a path under `/storage/`,
 *   e.g. `products/abaya-black-1.webp`; `logo_url` holds a path relative to the
 *   API host, e.g. `storage/store/logo.webp`.
 * - Money is SAR as a number with at most 2 decimals; the server keeps halalas.
 * - Dates are ISO 8601 strings.
 * - A field the contract does not list is `Type.Optional`, even where the reference API always sends
 *   it: another API honouring the contract may leave it out ("Two parts, one contract"), and
 *   the SPA must cope.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object({ message: Type.String() }, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

export const StoreInfo = Type.Object({
  /** Extension: not in the contract. */
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  description: Type.String(),
  logo_url: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  facebook: Nullable(Type.String()),
  twitter: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
  youtube: Nullable(Type.String()),
  footer_text: Type.String(),
  /**
   * Extension ("Capabilities"): the calls and fields beyond the contract this API offers, e.g. `search` (GET
   * /api/products takes `q`), `stock-per-size` (a product's `availability`) and `alerts`
   * (/api/stock-alerts). A SPA turns such a feature on only when it is listed here.
   */
  capabilities: Type.Optional(Type.Array(Type.String())),
  /** Extension: the VAT registration number (15 digits) and the commercial registration (10 digits) the footer shows. */
  vat_number: Type.Optional(Nullable(Type.String())),
  commercial_registration: Type.Optional(Nullable(Type.String())),
});
export type StoreInfo = Static<typeof StoreInfo>;

/**
 * The capability names this API may list in `StoreInfo.capabilities`. Beside the catalogue's:
 * `vat-on-shipping`, it charges prices with VAT and VAT on shipping and the COD fee (docs/product.md,
 * "Prices and VAT"); `addresses`, /api/addresses (contract/addresses.ts); `order-details`, orders carry
 * their readable number, delivery address and amounts, and checkout takes `delivery`; `size-guide`,
 * /api/size-guides (contract/size-guides.ts); `device-cookie`, sign-in sets a device cookie that the
 * login and reset calls read, and CORS lets a configured origin send it ("Accounts and sessions").
 */
export const CAPABILITIES = ['search', 'stock-per-size', 'alerts', 'facets', 'vat-on-shipping', 'addresses', 'order-details', 'size-guide', 'device-cookie'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const Settings = Type.Object({
  /** Extension: not in the contract. */
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  seo_description: Type.String(),
  seo_keywords: Type.String(),
  logo_url: Type.String(),
  /** Extension: a square icon, relative to the API host like `logo_url`. */
  favicon_url: Type.Optional(Type.String()),
});
export type Settings = Static<typeof Settings>;

export const ContactInfo = Type.Object({
  /** Extension: not in the contract. */
  id: Type.Optional(Type.Integer()),
  location: Type.String(),
  location_link: Type.String(),
  /** Extension: the shop's coordinates for the /map page. Other APIs may omit them. */
  lat: Type.Optional(Type.Number()),
  lng: Type.Optional(Type.Number()),
  phone: Type.String(),
  email: Type.String(),
  facebook: Nullable(Type.String()),
  twitter: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
  youtube: Nullable(Type.String()),
});
export type ContactInfo = Static<typeof ContactInfo>;

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  img: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const Review = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  review: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  created_at: Type.String(),
  /**
   * Extension: the author received this product (an order of theirs with it is completed). Other
   * APIs may omit it, and then the review says nothing of it.
   */
  verified_purchase: Type.Optional(Type.Boolean()),
});
export type Review = Static<typeof Review>;

export const SpecEntry = Type.Object({
  key: Type.Union([Type.Literal('color'), Type.Literal('size')]),
  /** The stable option value the cart stores, e.g. `black` or `M`. */
  value: Type.String(),
  /** Extension: display names, Arabic and English (fall back to `value`). */
  label: Type.Optional(Type.String()),
  label_en: Type.Optional(Type.String()),
  /** Extension: the swatch colour of a `color` entry, e.g. `#1a1a1a`. */
  hex: Type.Optional(Type.String()),
  /** Extension: the photo (one of the product's `images`) showing a `color` entry's colour. */
  img: Type.Optional(Type.String()),
});
export type SpecEntry = Static<typeof SpecEntry>;

/** One colour and size of a product with its stock (capability `stock-per-size`). */
export const ProductOptionStock = Type.Object({
  /** A colour key of specs[0]; '' where the product has no colours. */
  color: Type.String(),
  /** A size of specs[0]; '' where the product has no sizes. */
  size: Type.String(),
  stock: Type.Integer({ minimum: 0 }),
});
export type ProductOptionStock = Static<typeof ProductOptionStock>;

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  description: Type.String(),
  description_en: Type.String(),
  /** The selling price in SAR, after any discount. */
  price: Type.Number(),
  /** Extension: the price before the discount, when discounted. */
  original_price: Type.Optional(Nullable(Type.Number())),
  img: Type.String(),
  images: Type.Array(Type.String()),
  /** Stock on hand. */
  quantity: Type.Integer({ minimum: 0 }),
  rating: Type.Number(),
  rating_avg: Type.Number(),
  rate: Type.Number(),
  /** Discount percentage; 0 means not on sale. */
  discount: Type.Number(),
  reviews: Type.Array(Review),
  /** specs[0] lists the colour and size options. */
  specs: Type.Array(Type.Array(SpecEntry)),
  seo_description: Type.String(),
  seo_keywords: Type.String(),
  /** Extensions: not in the contract (the similar products use `category_id` when it is there). */
  category_id: Type.Optional(Type.Integer()),
  brand_id: Type.Optional(Type.Integer()),
  created_at: Type.Optional(Type.String()),
  /**
   * Extension (capability `stock-per-size`; GET /api/products/{id} only): every
   * colour and size combination with its stock.
   */
  availability: Type.Optional(
    Type.Array(ProductOptionStock, {
      description:
        "Extension (capability stock-per-size): each option's stock, one entry per colour and size of specs[0]. The counts are exact, " +
        'as `quantity` is for the whole product: the quantity picker runs to them and a low one shows as "only N left". ' +
        'The entries add up to `quantity`.',
    }),
  ),
});
export type Product = Static<typeof Product>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    /** Extension: total matching items. */
    total: Type.Optional(Type.Integer()),
  });
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total?: number;
}

/**
 * What a category's number sizes measure: an abaya's or thobe's length (inches), a waist (inches),
 * an EU shoe size, a belt's length (cm). A number alone does not say: 38 is a shoe or a waist.
 */
export const SIZE_MEASURES = ['length', 'waist', 'shoes', 'belts'] as const;
export type SizeMeasure = (typeof SIZE_MEASURES)[number];

/**
 * The kinds of size a shopper reads apart, by what they fit, in the order the filter shows them:
 * letters (XS–XXL), lengths (abayas, thobes), waists (trousers, jeans), EU shoe sizes, children's ages
 * (0-3M, 2-3), belt lengths, and anything else (One Size, a number whose category names no measure).
 */
export const SIZE_GROUPS = ['letters', 'length', 'waist', 'shoes', 'ages', 'belts', 'other'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

/**
 * Extension (capability `facets`): one size or colour the shop can filter by, named as
 * in specs[0] (`value` is what the filter takes), and how many products the list would hold with it
 * chosen: every other filter applies, those of its own kind do not (a product matches any chosen
 * size, so choosing one more widens the list).
 */
export const FacetValue = Type.Object({
  /**
   * What the filter takes: a colour key, or a size as in specs[0]; a number size with what it
   * measures (SIZE_MEASURES), `shoes:38` or `waist:38`, since the number alone fits either.
   */
  value: Type.String(),
  label: Type.String(),
  label_en: Type.String(),
  /** A colour's swatch, e.g. `#1a1a1a`. */
  hex: Type.Optional(Type.String()),
  /** A size's kind (SIZE_GROUPS); the sizes come grouped in that order. */
  group: Type.Optional(Type.Union(SIZE_GROUPS.map((group) => Type.Literal(group)))),
  count: Type.Integer({ minimum: 0 }),
});
export type FacetValue = Static<typeof FacetValue>;

export const ProductFacets = Type.Object(
  {
    /** Sizes in the matching products, by what they fit (`group`), smallest first, and the chosen ones (count 0 when none matches). */
    sizes: Type.Array(FacetValue),
    /** Colours in the matching products, by name in the request language, and the chosen ones. */
    colors: Type.Array(FacetValue),
    /** How many products the list would hold with `in_stock=1`. */
    in_stock: Type.Integer({ minimum: 0 }),
  },
  {
    description:
      'Extension (capability facets): for each size and colour, how many products the list would hold were it chosen (every other ' +
      'filter applies, not those of its own kind), and how many with in_stock=1. Sent only when asked with facets=1.',
  },
);
export type ProductFacets = Static<typeof ProductFacets>;

export const ProductList = Type.Object({
  ...Paged(Product).properties,
  /**
   * Extension (GET /api/products only): the highest selling price in the whole catalogue, in whole
   * SAR rounded up, whatever the filters; the shop's price slider ends there. Other APIs
   * may omit it, and then the slider runs to 100000 ("Numbers the shop keeps").
   */
  highest_price: Type.Optional(Type.Integer({ minimum: 0, description: 'Highest selling price in the catalogue, whole SAR rounded up' })),
  /**
   * Extension (capability `search`): when a search (`q`) matches nothing, the category
   * whose products match the most of its words, to suggest instead; absent when no word matches.
   */
  nearest_category: Type.Optional(
    Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'A search that found nothing: the nearest category, named in the request language' }),
  ),
  /**
   * Extension (capability `search`): the colour keys (as `value` in specs[0]) that a search's words
   * name, in the order named, so that each product shows in the first of them it comes in, as a
   * colour filter shows it ("عباية سوداء", "red dress"); absent when the words name no colour.
   */
  search_colors: Type.Optional(
    Type.Array(Type.String(), { description: "A search's colour words: the colour keys they name, in the order named; each product shows in the first it comes in" }),
  ),
  /** Extension (capability `facets`): the size, colour and stock filters' counts, only when asked with `facets=1`. */
  facets: Type.Optional(ProductFacets),
});
export type ProductList = Paged<Product> & {
  highest_price?: number;
  nearest_category?: { id: number; name: string };
  search_colors?: string[];
  facets?: ProductFacets;
};

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Extension: the contract lists only `name`; English falls back to it. */
  name_en: Type.Optional(Type.String()),
  img_url: Type.String(),
});
export type Category = Static<typeof Category>;

export const Brand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Extension: the contract lists only `name`; English falls back to it. */
  name_en: Type.Optional(Type.String()),
  img: Type.String(),
});
export type Brand = Static<typeof Brand>;

export const Testimonial = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  img: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review: Type.String(),
});
export type Testimonial = Static<typeof Testimonial>;

export const BlogPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  img_url: Type.String(),
  author: Type.String(),
  date: Type.String(),
  created_at: Type.String(),
});
export type BlogPost = Static<typeof BlogPost>;

export const OfferBanner = Type.Object({
  id: Type.Integer(),
  img_url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  discount: Type.Number(),
  product: Type.Object({ id: Type.Integer() }),
});
export type OfferBanner = Static<typeof OfferBanner>;

/** About, privacy-policy and returns-policy entries. */
export const ContentEntry = Type.Object({
  /** Extension: not in the contract. */
  id: Type.Optional(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
});
export type ContentEntry = Static<typeof ContentEntry>;

export const Coupon = Type.Object({ discount: Type.Number() });
export type Coupon = Static<typeof Coupon>;

/** Sort flags of the contract's "Shop filter state"; the API takes `{flag}=1`. */
export const SORT_FLAGS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'created_asc', 'created_desc'] as const;
export type SortFlag = (typeof SORT_FLAGS)[number];

/** Every paged product list holds 12 a page ("Calls the contract adds"). */
export const PRODUCTS_PER_PAGE = 12;

/** `/api/categories?page=n` holds 8 a page (the /category grid). */
export const CATEGORIES_PER_PAGE = 8;
