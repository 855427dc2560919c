import { apiAssetUrl, storageSrcSet, storageUrl } from '@/lib/asset-url';

describe('asset URLs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('serves images from {api}/storage/{img}, resized with ?w=, root-relative on the API’s own origin', () => {
    // Root-relative, so a server-rendered page and its hydration name the same image.
    expect(storageUrl('products/a.webp')).toBe('/storage/products/a.webp');
    expect(storageUrl('/storage/products/a.webp', 320)).toBe('/storage/products/a.webp?w=320');
    expect(storageSrcSet('a.webp', [320, 640])).toBe('/storage/a.webp?w=320 320w, /storage/a.webp?w=640 640w');
  });

  it('prefixes another API host (VITE_API_URL) in full', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.libas.sa');
    vi.resetModules();
    const urls = await import('@/lib/asset-url');
    expect(urls.storageUrl('products/a.webp', 320)).toBe('https://api.libas.sa/storage/products/a.webp?w=320');
    expect(urls.apiAssetUrl('storage/logo.webp')).toBe('https://api.libas.sa/storage/logo.webp');
  });

  it('leaves absolute URLs alone', () => {
    expect(storageUrl('https://cdn.example/a.jpg', 320)).toBe('https://cdn.example/a.jpg');
    expect(storageSrcSet('https://cdn.example/a.jpg', [320])).toBeUndefined();
    expect(apiAssetUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });

  it('prefixes a relative logo path with the API host', () => {
    expect(apiAssetUrl('storage/logo.webp')).toBe('/storage/logo.webp');
    expect(apiAssetUrl('/storage/logo.webp')).toBe('/storage/logo.webp');
  });
});
