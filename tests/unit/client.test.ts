import { HttpResponse, http } from 'msw';
import { ApiError, LoadError, buildUrl, getCatalogue, request } from '@/api/client';
import { i18n, startI18n } from '@/i18n';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';

beforeAll(() => startI18n());

function capture(path: string, reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all(apiPath(path), ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('buildUrl', () => {
  it('joins the host and path and skips empty query values', () => {
    const url = new URL(buildUrl('api', '/api/products', { page: 2, brand_id: undefined, rating: null, q: '', price_asc: 1 }));
    expect(url.pathname).toBe('/api/products');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['price_asc', '1'],
    ]);
  });
});

describe('request', () => {
  it('sends Accept-Language in the active language', async () => {
    const seen = capture('/api/anything');
    await i18n.changeLanguage('ar');
    await request('/api/anything');
    await i18n.changeLanguage('en');
    await request('/api/anything');
    expect(seen.map((r) => r.headers.get('Accept-Language'))).toEqual(['ar', 'en']);
  });

  it('adds the bearer token only for calls that carry it', async () => {
    const seen = capture('/api/cart');
    saveStoredLogin({ token: 'secret', user: { id: 1, name: 'Sara' } });
    await request('/api/cart', { auth: true });
    await request('/api/cart');
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer secret', null]);
  });

  it('sends no Authorization header at all when there is no login', async () => {
    const seen = capture('/api/cart');
    await request('/api/cart', { auth: true });
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends a plain object as JSON and FormData as multipart', async () => {
    const seen = capture('/api/cart');
    await request('/api/cart', { method: 'POST', body: { product_id: 3, quantity: 1 } });
    const form = new FormData();
    form.set('name', 'Sara');
    await request('/api/cart', { method: 'POST', body: form });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ product_id: 3, quantity: 1 });
    expect(seen[1]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
  });

  it("turns a not-ok answer into an ApiError carrying the server's message", async () => {
    capture('/api/login', () => HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }));
    const error = await request('/api/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Wrong email or password' });
  });

  it('reads the error field when there is no message (password reset)', async () => {
    capture('/api/password-reset-confirm', () => HttpResponse.json({ error: 'Invalid code' }, { status: 422 }));
    await expect(request('/api/password-reset-confirm', { method: 'POST' })).rejects.toMatchObject({ message: 'Invalid code' });
  });

  it('falls back to a translated message when the server says nothing', async () => {
    await i18n.changeLanguage('en');
    capture('/api/thing', () => new HttpResponse('boom', { status: 500 }));
    await expect(request('/api/thing')).rejects.toMatchObject({ status: 500, message: 'Something went wrong. Please try again.' });
  });

  it('reports an unreachable server as status 0 with a translated message', async () => {
    await i18n.changeLanguage('en');
    capture('/api/thing', () => HttpResponse.error());
    await expect(request('/api/thing')).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/can't reach/) });
  });
});

describe('getCatalogue ("Failures a shopper sees")', () => {
  it.each([
    ['ar', 'فشل في تحميل البيانات'],
    ['en', 'Failed to load data'],
  ])('turns any failure into the generic load error (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    capture('/api/banners', () => HttpResponse.json({ message: 'db down' }, { status: 503 }));
    const error = await getCatalogue('/api/banners').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadError);
    expect(error).toMatchObject({ message, status: 503 });
  });

  it('returns the parsed body on success', async () => {
    capture('/api/banners', () => HttpResponse.json([{ id: 1 }]));
    await expect(getCatalogue('/api/banners')).resolves.toEqual([{ id: 1 }]);
  });
});
