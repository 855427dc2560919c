import { EnvError, parseEnv } from '@/config/env';

const origin = 'https://shop.example.sa';

describe('parseEnv', () => {
  it('uses the page origin when VITE_API_URL is unset, and every API host falls back to it', () => {
    const env = parseEnv({}, origin);
    expect(env.apiUrl).toBe(origin);
    expect(env.traderApiUrl).toBe(origin);
    expect(env.chatApiUrl).toBe(origin);
    expect(env.servicesApiUrl).toBe(origin);
    expect(env.trackingBaseUrl).toBe(origin);
    expect(env.defaultLanguage).toBe('ar');
    expect(env.googleClientId).toBeNull();
    expect(env.geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(env.mapTileUrl).toContain('{z}');
  });

  it('lets each host be set on its own and trims trailing slashes', () => {
    const env = parseEnv(
      {
        VITE_API_URL: 'https://api.libas.sa/',
        VITE_CHAT_API_URL: 'https://chat.libas.sa',
        VITE_GOOGLE_CLIENT_ID: 'abc.apps.example',
        VITE_DEFAULT_LANGUAGE: 'en',
      },
      origin,
    );
    expect(env.apiUrl).toBe('https://api.libas.sa');
    expect(env.traderApiUrl).toBe('https://api.libas.sa');
    expect(env.chatApiUrl).toBe('https://chat.libas.sa');
    expect(env.googleClientId).toBe('abc.apps.example');
    expect(env.defaultLanguage).toBe('en');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_API_URL: '  ', VITE_GOOGLE_CLIENT_ID: '' }, origin)).toMatchObject({ apiUrl: origin, googleClientId: null });
  });

  it.each([
    [{ VITE_API_URL: 'not a url' }, /VITE_API_URL/],
    [{ VITE_TRADER_API_URL: 'ftp://x.sa' }, /VITE_TRADER_API_URL/],
    [{ VITE_DEFAULT_LANGUAGE: 'fr' }, /VITE_DEFAULT_LANGUAGE/],
    [{ VITE_MAP_TILE_URL: 'https://tiles.sa/tile.png' }, /VITE_MAP_TILE_URL/],
  ])('rejects %o with a clear message', (raw, message) => {
    expect(() => parseEnv(raw, origin)).toThrow(EnvError);
    expect(() => parseEnv(raw, origin)).toThrow(message);
  });
});
