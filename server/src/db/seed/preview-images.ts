/**
 * Renders one of each seed image kind into a folder, to eyeball the generator.
 *   npx tsx server/src/db/seed/preview-images.ts /tmp/preview [--png] [--all]
 * --png also writes PNG copies (for viewers without WebP); --all renders every catalogue image
 * and reports the time taken.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { catalogue } from './content/index';
import { productPictures } from './index';
import type { Garment } from './content/types';
import {
  GARMENTS,
  renderAvatar,
  renderBanner,
  renderBlogImage,
  renderBrandTile,
  renderCategoryTile,
  renderFavicon,
  renderGarment,
  renderLogo,
} from './images';
import sharp from 'sharp';

const out = process.argv[2] ?? '/tmp/preview';
const png = process.argv.includes('--png');
const all = process.argv.includes('--all');

const hexOf = (key: string) => catalogue.colors.find((c) => c.key === key)?.hex ?? '#888888';

async function save(name: string, buf: Buffer): Promise<void> {
  await writeFile(join(out, name), buf);
  if (png && name.endsWith('.webp')) await sharp(buf).png().toFile(join(out, name.replace(/\.webp$/, '.png')));
}

/** Runs tasks with a small pool so the machine's cores stay busy. */
async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

async function preview(): Promise<void> {
  await mkdir(out, { recursive: true });
  // The category cards' colours; other kinds in camel.
  const sample: Partial<Record<Garment, string>> = {
    abaya: 'black',
    thobe: 'white',
    dress: 'rose',
    shirt: 'sky',
    tshirt: 'olive',
    trousers: 'beige',
    jeans: 'denim',
    shoes: 'camel',
    bag: 'burgundy',
    accessory: 'brown',
    kids: 'mustard',
    scarf: 'red',
  };
  for (const g of GARMENTS) {
    for (let v = 0; v < 5; v++) {
      await save(`garment-${g}-${v}.webp`, await renderGarment({ garment: g, color: hexOf(sample[g] ?? 'camel'), variant: v, width: 800, height: 1000 }));
    }
  }
  for (const [i, b] of catalogue.banners.entries()) {
    await save(`banner-${i}.webp`, await renderBanner({ garment: b.garment, color: hexOf(b.color), width: 1600, height: 700 }));
  }
  for (const [i, b] of catalogue.blogPosts.entries()) {
    await save(`blog-${i}.webp`, await renderBlogImage({ garment: b.garment, color: hexOf(b.color), variant: i }));
  }
  for (const b of catalogue.brands) {
    await save(`brand-${b.key}.webp`, await renderBrandTile({ name: b.name.en, color: hexOf(b.color) }));
  }
  for (const c of catalogue.categories) {
    await save(`category-${c.key}.webp`, await renderCategoryTile({ garment: c.garment, color: hexOf(c.color) }));
  }
  for (let i = 0; i < 4; i++) {
    await save(`avatar-${i}.webp`, await renderAvatar({ seed: i, color: hexOf(catalogue.colors[i * 3]!.key) }));
  }
  await save('logo.png', await renderLogo());
  await save('favicon.png', await renderFavicon());
}

/** Every image the seeder makes for the catalogue, timed. */
async function renderAll(): Promise<void> {
  const tasks: (() => Promise<Buffer>)[] = productPictures(catalogue).map(({ picture }) => () => renderGarment(picture));
  for (const b of catalogue.banners) tasks.push(() => renderBanner({ garment: b.garment, color: hexOf(b.color), width: 1600, height: 700 }));
  for (const [i, b] of catalogue.blogPosts.entries()) tasks.push(() => renderBlogImage({ garment: b.garment, color: hexOf(b.color), variant: i }));
  for (const b of catalogue.brands) tasks.push(() => renderBrandTile({ name: b.name.en, color: hexOf(b.color) }));
  for (const c of catalogue.categories) tasks.push(() => renderCategoryTile({ garment: c.garment, color: hexOf(c.color) }));
  for (const [i] of catalogue.testimonials.entries()) tasks.push(() => renderAvatar({ seed: i, color: hexOf(catalogue.colors[i % catalogue.colors.length]!.key) }));
  tasks.push(renderLogo, renderFavicon);
  const started = performance.now();
  // One render per core is fastest: sharp already spreads each encode over its own threads.
  const buffers = await pool(tasks, availableParallelism());
  const ms = performance.now() - started;
  const bytes = buffers.reduce((n, b) => n + b.length, 0);
  console.info(`${buffers.length} images in ${(ms / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
}

await (all ? renderAll() : preview());
console.info(`done: ${out}`);
