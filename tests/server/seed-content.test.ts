import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productPictures } from '../../server/src/db/seed/index';
import { catalogue } from '../../server/src/db/seed/content/index';
import type { Garment } from '../../server/src/db/seed/content/types';
import { GARMENTS, garmentSvg, renderBanner, renderBrandTile, renderGarment, renderLogo, type GarmentImageOptions } from '../../server/src/db/seed/images';

const arabic = /[\u0600-\u06FF]/;
const { products, categories, brands, colors } = catalogue;

function twoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

describe('seed catalogue content', () => {
  it('has enough of every kind of content', () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(colors.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.banners.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.offerBanners.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.about.length).toBeGreaterThanOrEqual(1);
    expect(catalogue.privacy.length).toBeGreaterThanOrEqual(1);
    expect(catalogue.returns.length).toBeGreaterThanOrEqual(1);
  });

  it('uses unique keys everywhere', () => {
    for (const list of [products, categories, brands, colors]) {
      const keys = list.map((x) => x.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('only references categories, brands and colours that exist', () => {
    const cat = new Set(categories.map((c) => c.key));
    const brand = new Set(brands.map((b) => b.key));
    const color = new Set(colors.map((c) => c.key));
    for (const p of products) {
      expect(cat.has(p.category), p.key).toBe(true);
      expect(brand.has(p.brand), p.key).toBe(true);
      expect(p.colors.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.colors.length, p.key).toBeLessThanOrEqual(4);
      for (const c of p.colors) expect(color.has(c), `${p.key} ${c}`).toBe(true);
    }
    for (const c of categories) expect(color.has(c.color), c.key).toBe(true);
    for (const b of brands) expect(color.has(b.color), b.key).toBe(true);
    for (const b of [...catalogue.banners, ...catalogue.blogPosts]) expect(color.has(b.color)).toBe(true);
    for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('fills every category with at least six products and gives every brand products', () => {
    for (const c of categories) {
      expect(products.filter((p) => p.category === c.key).length, c.key).toBeGreaterThanOrEqual(6);
    }
    for (const b of brands) {
      expect(products.some((p) => p.brand === b.key), b.key).toBe(true);
    }
  });

  it('writes names and descriptions in both languages', () => {
    for (const p of products) {
      for (const field of [p.name, p.description, p.seo.description, p.seo.keywords]) {
        expect(field.ar.trim(), p.key).not.toBe('');
        expect(field.en.trim(), p.key).not.toBe('');
        expect(field.ar, p.key).not.toBe(field.en);
        expect(field.ar, p.key).toMatch(arabic);
        expect(field.en, p.key).not.toMatch(arabic);
      }
    }
    const names = products.map((p) => p.name.en);
    expect(new Set(names).size).toBe(names.length);
    const intros = products.map((p) => p.description.ar);
    expect(new Set(intros).size).toBe(intros.length);
    for (const x of [...categories, ...brands, ...colors]) {
      expect(x.name.ar).toMatch(arabic);
      expect(x.name.en).not.toMatch(arabic);
    }
  });

  it('prices, discounts and stock are realistic', () => {
    for (const p of products) {
      expect(p.price, p.key).toBeGreaterThan(0);
      expect(twoDecimals(p.price), p.key).toBe(true);
      expect(p.discount, p.key).toBeGreaterThanOrEqual(0);
      expect(p.discount, p.key).toBeLessThanOrEqual(90);
      expect(Number.isInteger(p.quantity) && p.quantity >= 0, p.key).toBe(true);
      expect(p.imageCount, p.key).toBeGreaterThanOrEqual(2);
      expect(p.imageCount, p.key).toBeLessThanOrEqual(5);
      expect(p.sizes.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.daysAgo, p.key).toBeGreaterThanOrEqual(0);
      expect(p.daysAgo, p.key).toBeLessThanOrEqual(365);
    }
    const discounted = products.filter((p) => p.discount > 0).length;
    expect(discounted / products.length).toBeGreaterThanOrEqual(0.2);
    expect(discounted / products.length).toBeLessThanOrEqual(0.35);
    expect(products.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(6);
    expect(products.filter((p) => p.quantity >= 1 && p.quantity <= 5).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.daysAgo <= 14).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every product reviews with valid ratings', () => {
    for (const p of products) {
      expect(p.reviews.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.reviews.length, p.key).toBeLessThanOrEqual(6);
      for (const r of p.reviews) {
        expect([1, 2, 3, 4, 5], p.key).toContain(r.rating);
        expect(r.name.trim()).not.toBe('');
        expect(r.review.trim()).not.toBe('');
        expect(r.daysAgo).toBeGreaterThanOrEqual(0);
        expect(r.daysAgo).toBeLessThanOrEqual(Math.max(p.daysAgo, 0) + 1);
      }
    }
  });

  it('points offer banners at discounted products with the same discount', () => {
    const byKey = new Map(products.map((p) => [p.key, p]));
    for (const o of catalogue.offerBanners) {
      const p = byKey.get(o.product);
      expect(p, o.product).toBeDefined();
      expect(p!.discount).toBeGreaterThan(0);
      expect(o.discount).toBe(p!.discount);
    }
  });

  it('has valid, expired and used-up coupons', () => {
    const valid = catalogue.coupons.filter((c) => c.expiresInDays > 0 && c.used < c.usageLimit);
    expect(valid.length).toBeGreaterThanOrEqual(2);
    expect(catalogue.coupons.some((c) => c.expiresInDays < 0)).toBe(true);
    expect(catalogue.coupons.some((c) => c.expiresInDays > 0 && c.used === c.usageLimit)).toBe(true);
    const names = catalogue.coupons.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes the store and its gates', () => {
    expect(catalogue.store.name.en).toBe('Libas');
    expect(catalogue.store.phone).toMatch(/^\+966/);
    expect(catalogue.store.youtube).toBeNull();
    const gates = Object.fromEntries(catalogue.shippingGates.map((g) => [g.name, g.traderEnabled]));
    expect(gates).toMatchObject({ naqel: true, fastlo: true, aramex: false, smsa: false });
    expect(catalogue.adServices.some((s) => s.status === 'accepted')).toBe(true);
  });
});

describe('seed image generator', () => {
  it.each(GARMENTS)('renders a %s as a WebP of the requested size', async (garment) => {
    const buf = await renderGarment({ garment, color: '#7b2334', variant: 1, width: 800, height: 1000 });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(1000);
  });

  it('honours other sizes and renders every variant', async () => {
    for (let variant = 0; variant < 5; variant++) {
      const meta = await sharp(await renderGarment({ garment: 'dress', color: '#f7f6f2', variant, width: 400, height: 300 })).metadata();
      expect([meta.width, meta.height]).toEqual([400, 300]);
    }
  });

  it('is deterministic and varies with the variant', async () => {
    const opts = { garment: 'abaya' as const, color: '#1c1c1e', variant: 2, width: 320, height: 400 };
    const a = await renderGarment(opts);
    const b = await renderGarment(opts);
    expect(a.equals(b)).toBe(true);
    const c = await renderGarment({ ...opts, variant: 3 });
    expect(a.equals(c)).toBe(false);
  });

  it('renders banners, brand tiles and the logo', async () => {
    const banner = await sharp(await renderBanner({ garment: 'thobe', color: '#f7f6f2', width: 1600, height: 700 })).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1600, 700]);
    const tile = await sharp(await renderBrandTile({ name: 'Dar Al Anaqa', color: '#1c1c1e' })).metadata();
    expect([tile.format, tile.width, tile.height]).toEqual(['webp', 400, 400]);
    const logo = await sharp(await renderLogo()).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(['png', 256, 256]);
  });
});

/** What a product's English name says it is, the first that matches; every product's name says one. */
const KIND_NAMED: [RegExp, Garment][] = [
  [/Cufflinks/, 'cufflinks'],
  [/Dress|Gown/, 'dress'],
  [/Jalabiya/, 'jalabiya'],
  [/Abaya/, 'abaya'],
  [/Thobe|Kandura/, 'thobe'],
  [/Hoodie/, 'hoodie'],
  [/Pyjamas/, 'pyjamas'],
  [/Romper/, 'romper'],
  [/T-Shirt & Shorts/, 'kids'],
  [/Tee|Polo/, 'tshirt'],
  [/[Ss]hirt|Blouse/, 'shirt'],
  [/Jeans/, 'jeans'],
  [/Trousers|Sirwal|Joggers/, 'trousers'],
  [/Sneakers|Running Shoes/, 'shoes'],
  [/Sandals|Slides/, 'sandals'],
  [/Loafers/, 'loafers'],
  [/Flats/, 'flats'],
  [/Pumps/, 'heels'],
  [/Boots/, 'boots'],
  [/Tote|Shopper/, 'tote'],
  [/Crossbody|Shoulder Bag/, 'crossbody'],
  [/Clutch/, 'clutch'],
  [/Backpack/, 'backpack'],
  [/Weekender/, 'duffel'],
  [/Bag/, 'bag'],
  [/Watch/, 'watch'],
  [/Sunglasses/, 'sunglasses'],
  [/Belt/, 'belt'],
  [/Agal/, 'agal'],
  [/Card Holder/, 'wallet'],
  [/Shemagh|Ghutra/, 'scarf'],
  [/Tarha|Hijab/, 'hijab'],
  [/Wrap|Scarf/, 'shawl'],
];

/** The picture's pixels, small: two pictures are one image when these are equal. */
async function pixelsOf(picture: GarmentImageOptions): Promise<string> {
  const raw = await sharp(Buffer.from(garmentSvg({ ...picture, width: 160, height: 200 }))).raw().toBuffer();
  return createHash('sha1').update(raw).digest('hex');
}

describe('the demo products\' pictures', () => {
  const pictures = productPictures(catalogue);
  const kindOf = new Map(pictures.map(({ product, picture }) => [product, picture.garment]));

  it('show what each product is, as its name says', () => {
    for (const p of products) {
      const named = KIND_NAMED.find(([words]) => words.test(p.name.en));
      expect(named, `${p.key}: a kind for "${p.name.en}"`).toBeDefined();
      expect(kindOf.get(p.key), p.name.en).toBe(named![1]);
    }
    // The girls' party dress is a dress, not the T-shirt and shorts of the kids' category card.
    expect(kindOf.get('kids-party-dress')).toBe('dress');
  });

  it('give every kind a drawing of its own', async () => {
    const drawn = await Promise.all(GARMENTS.map((garment) => pixelsOf({ garment, color: '#b8864f', variant: 0, width: 800, height: 1000 })));
    expect(new Set(drawn).size).toBe(GARMENTS.length);
    for (const kind of kindOf.values()) expect(GARMENTS).toContain(kind);
  });

  it('show each product in its colours, the first pictures in their order', () => {
    for (const p of products) {
      const own = pictures.filter(({ product }) => product === p.key);
      expect(own, p.key).toHaveLength(p.imageCount);
      own.forEach(({ picture }, n) => expect(picture.color, `${p.key} ${n}`).toBe(colors.find((c) => c.key === p.colors[n % p.colors.length])!.hex));
    }
  });

  it('are never one image for two pictures, in a category or across the shop', async () => {
    const pixels = await Promise.all(pictures.map(({ picture }) => pixelsOf(picture)));
    const first = new Map<string, string>();
    const repeated: string[] = [];
    pixels.forEach((hash, i) => {
      const earlier = first.get(hash);
      if (earlier) repeated.push(`${earlier} = ${pictures[i]!.path}`);
      else first.set(hash, pictures[i]!.path);
    });
    expect(repeated).toEqual([]);
  });
});
