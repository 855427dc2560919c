import { env } from '@/config/env';
import { apiAssetUrl, storageSrcSet, storageUrl } from '@/lib/asset-url';

describe('asset URLs', () => {
  it('serves images from {api}/storage/{img}, resized with ?w= (R22)', () => {
    expect(storageUrl('products/a.webp')).toBe(`${env.apiUrl}/storage/products/a.webp`);
    expect(storageUrl('/storage/products/a.webp', 320)).toBe(`${env.apiUrl}/storage/products/a.webp?w=320`);
    expect(storageSrcSet('a.webp', [320, 640])).toBe(`${env.apiUrl}/storage/a.webp?w=320 320w, ${env.apiUrl}/storage/a.webp?w=640 640w`);
  });

  it('leaves absolute URLs alone', () => {
    expect(storageUrl('https://cdn.example/a.jpg', 320)).toBe('https://cdn.example/a.jpg');
    expect(storageSrcSet('https://cdn.example/a.jpg', [320])).toBeUndefined();
    expect(apiAssetUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });

  it('prefixes a relative logo path with the API host', () => {
    expect(apiAssetUrl('storage/logo.webp')).toBe(`${env.apiUrl}/storage/logo.webp`);
    expect(apiAssetUrl('/storage/logo.webp')).toBe(`${env.apiUrl}/storage/logo.webp`);
  });
});
