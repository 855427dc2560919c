/**
 * One image component for pictures the API serves from /storage: the width-resized `src` and
 * `srcset`, the size the page reserves, and how it loads, as the browser and the server render see them.
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StorageImage } from '@/components/ui/storage-image';

const cover = { img: 'blog/1.webp', srcWidth: 640, widths: [400, 640, 960], sizes: '(min-width: 1024px) 33vw, 100vw', width: 1200, height: 800 } as const;

it('asks the server for each width through ?w= and keeps the size, alt and loading it is given', () => {
  render(<StorageImage {...cover} alt="Washing linen" loading="lazy" decoding="async" className="aspect-[3/2]" />);
  const image = screen.getByRole('img', { name: 'Washing linen' });
  expect(image.getAttribute('src')).toMatch(/\/storage\/blog\/1\.webp\?w=640$/);
  expect(image.getAttribute('srcset')).toMatch(/\/storage\/blog\/1\.webp\?w=400 400w, .*\?w=640 640w, .*\?w=960 960w$/);
  expect(image).toHaveAttribute('sizes', cover.sizes);
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '800');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).toHaveClass('aspect-[3/2]');
  expect(image).not.toHaveAttribute('fetchpriority');
});

it('leaves a "storage/" prefix out of the path and an address of its own untouched, with no srcset', () => {
  const { rerender } = render(<StorageImage {...cover} img="storage/brands/2.webp" alt="" />);
  const image = document.querySelector('img')!;
  expect(image.getAttribute('src')).toMatch(/\/storage\/brands\/2\.webp\?w=640$/);
  rerender(<StorageImage {...cover} img="https://cdn.example.com/brand.png" alt="" />);
  expect(image).toHaveAttribute('src', 'https://cdn.example.com/brand.png');
  expect(image).not.toHaveAttribute('srcset');
});

it("has the server render preload the page's largest image, and no lazy one", () => {
  const html = renderToString(
    <>
      <StorageImage {...cover} img="banners/1.webp" alt="" loading="eager" fetchPriority="high" decoding="sync" />
      <StorageImage {...cover} img="banners/2.webp" alt="" loading="lazy" fetchPriority="low" decoding="async" />
    </>,
  );
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain('banners/1.webp?w=400 400w');
  expect(preloads[0]).toContain('fetchPriority="high"');
  expect(html).toMatch(/<img src="[^"]*banners\/1\.webp\?w=640"[^>]* loading="eager" fetchPriority="high" decoding="sync"/);
});
