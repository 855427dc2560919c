/**
 * Turns compact product drafts into full `SeedProduct`s: description HTML from the intro and
 * details, SEO fields, and reviews chosen by a PRNG seeded with the product key, so the
 * catalogue is the same on every run.
 */
import { categoryReviews, genericReviews, reviewerNames, sizedReviews, type Audience, type ReviewLines } from './reviews';
import { brands, colors } from './taxonomy';
import type { Bilingual, Detail, Garment, SeedProduct, SeedReview } from './types';

export const ONE_SIZE = 'One Size';

export const SIZES = {
  abaya: ['52', '54', '56', '58', '60'],
  thobe: ['52', '54', '56', '58', '60', '62'],
  women: ['XS', 'S', 'M', 'L', 'XL'],
  men: ['S', 'M', 'L', 'XL', 'XXL'],
  jeansMen: ['28', '30', '32', '34', '36', '38'],
  jeansWomen: ['24', '26', '28', '30', '32'],
  shoesMen: ['40', '41', '42', '43', '44', '45', '46'],
  shoesWomen: ['36', '37', '38', '39', '40', '41'],
  shoesAll: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  kids: ['2-3', '4-5', '6-7', '8-9', '10-11', '12-13'],
  baby: ['0-3M', '3-6M', '6-12M', '12-18M'],
  kidsShoes: ['24', '26', '28', '30', '32', '34'],
  belt: ['85', '90', '95', '100', '105', '110'],
  oneSize: [ONE_SIZE],
} as const;

export interface CategoryProfile {
  category: string;
  audience: Audience;
  sizes: readonly string[];
  care: Bilingual;
  keywords: Bilingual;
  /** Labels of the two detail rows; default Fabric / Fit. */
  labels?: { material: Bilingual; feature: Bilingual };
}

export interface ProductDraft {
  key: string;
  brand: string;
  name: Bilingual;
  /** Two or three sentences. */
  intro: Bilingual;
  material: Bilingual;
  feature: Bilingual;
  care?: Bilingual;
  price: number;
  discount?: number;
  quantity: number;
  colors: string[];
  sizes?: readonly string[];
  images: number;
  /** What its pictures show, when not its category's garment. */
  kind?: Garment;
  /** What its pictures show that others of its kind lack. */
  detail?: Detail;
  daysAgo: number;
  keywords?: Bilingual;
  /** Overrides the audience for reviewer names (e.g. a women's piece in a unisex category). */
  audience?: Audience;
}

/** mulberry32: tiny, fast and good enough for picking demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const DEFAULT_LABELS = {
  material: { ar: 'الخامة', en: 'Fabric' },
  feature: { ar: 'القصّة', en: 'Fit' },
};
/** For pieces where "fit" means nothing: shoes, bags, accessories, scarves. */
export const DETAIL_LABELS = {
  material: { ar: 'الخامة', en: 'Material' },
  feature: { ar: 'التفاصيل', en: 'Details' },
};
const CARE_LABEL = { ar: 'العناية', en: 'Care' };

function describe(draft: ProductDraft, profile: CategoryProfile, lang: 'ar' | 'en'): string {
  const labels = profile.labels ?? DEFAULT_LABELS;
  const care = draft.care ?? profile.care;
  return (
    `<p>${draft.intro[lang]}</p>` +
    '<ul>' +
    `<li><strong>${labels.material[lang]}:</strong> ${draft.material[lang]}</li>` +
    `<li><strong>${labels.feature[lang]}:</strong> ${draft.feature[lang]}</li>` +
    `<li><strong>${CARE_LABEL[lang]}:</strong> ${care[lang]}</li>` +
    '</ul>'
  );
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!؟?])(\s|$)/u.exec(text);
  return (m?.[1] ?? text).trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

function lookup<T extends { key: string }>(list: T[], key: string, kind: string): T {
  const found = list.find((x) => x.key === key);
  if (!found) throw new Error(`Unknown ${kind} "${key}"`);
  return found;
}

function seo(draft: ProductDraft, profile: CategoryProfile): SeedProduct['seo'] {
  const brand = lookup(brands, draft.brand, 'brand').name;
  const colorNames = draft.colors.map((c) => lookup(colors, c, 'colour').name);
  const kwAr = [draft.name.ar, ...(draft.keywords?.ar.split('، ') ?? []), ...profile.keywords.ar.split('، '), brand.ar, ...colorNames.map((c) => c.ar), 'لباس'];
  const kwEn = [draft.name.en, ...(draft.keywords?.en.split(', ') ?? []), ...profile.keywords.en.split(', '), brand.en, ...colorNames.map((c) => c.en), 'Libas'];
  return {
    description: {
      ar: clip(`${draft.name.ar} من ${brand.ar}. ${firstSentence(draft.intro.ar)}`, 160),
      en: clip(`${draft.name.en} by ${brand.en}. ${firstSentence(draft.intro.en)}`, 160),
    },
    keywords: {
      ar: [...new Set(kwAr)].join('، '),
      en: [...new Set(kwEn.map((k) => k.toLowerCase()))].join(', '),
    },
  };
}

function pickRating(r: number): 2 | 3 | 4 | 5 {
  if (r < 0.55) return 5;
  if (r < 0.83) return 4;
  if (r < 0.94) return 3;
  return 2;
}

function take<T>(list: T[], rand: () => number, used: Set<T>): T | undefined {
  const fresh = list.filter((x) => !used.has(x));
  if (fresh.length === 0) return undefined;
  const pick = fresh[Math.floor(rand() * fresh.length)]!;
  used.add(pick);
  return pick;
}

function linesFor(category: string, sized: boolean, lang: 'ar' | 'en', rating: 2 | 3 | 4 | 5): string[] {
  const own: ReviewLines | undefined = categoryReviews[category]?.[lang];
  const sizing = sized ? sizedReviews[lang][rating] : [];
  // Category lines twice, so they come up more often than generic ones.
  return [...(own?.[rating] ?? []), ...(own?.[rating] ?? []), ...sizing, ...genericReviews[lang][rating]];
}

export function makeReviews(draft: ProductDraft, profile: CategoryProfile): SeedReview[] {
  const rand = prng(hash(draft.key));
  const audience = draft.audience ?? profile.audience;
  const sized = (draft.sizes ?? profile.sizes).length > 1;
  const count = draft.daysAgo < 7 ? 1 : 1 + Math.floor(rand() * 6);
  const usedNames = new Set<string>();
  const usedLines = new Set<string>();
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    // The first review shows on cards and sets the tone, so it is always a good one.
    const rating = i === 0 ? (rand() < 0.65 ? 5 : 4) : pickRating(rand());
    const female = audience === 'f' || (audience === 'any' && rand() < 0.5);
    let english = rand() < 0.16;
    let review = english ? take(linesFor(profile.category, sized, 'en', rating), rand, usedLines) : undefined;
    if (!review) {
      english = false;
      review = take(linesFor(profile.category, sized, 'ar', rating), rand, usedLines);
    }
    const names = english ? (female ? reviewerNames.latinF : reviewerNames.latinM) : female ? reviewerNames.f : reviewerNames.m;
    const name = take(names, rand, usedNames);
    if (!review || !name) continue;
    reviews.push({
      name,
      review,
      rating,
      daysAgo: Math.floor(rand() * Math.max(1, draft.daysAgo)),
    });
  }
  return reviews;
}

export function defineProducts(profile: CategoryProfile, drafts: ProductDraft[]): SeedProduct[] {
  return drafts.map((d) => ({
    key: d.key,
    category: profile.category,
    brand: d.brand,
    name: d.name,
    description: { ar: describe(d, profile, 'ar'), en: describe(d, profile, 'en') },
    price: d.price,
    discount: d.discount ?? 0,
    quantity: d.quantity,
    colors: d.colors,
    sizes: [...(d.sizes ?? profile.sizes)],
    imageCount: d.images,
    ...(d.kind ? { kind: d.kind } : {}),
    ...(d.detail ? { detail: d.detail } : {}),
    daysAgo: d.daysAgo,
    seo: seo(d, profile),
    reviews: makeReviews(d, profile),
  }));
}
