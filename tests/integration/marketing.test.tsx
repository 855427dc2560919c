import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { env } from '@/config/env';
import ConsentBar from '@/features/marketing/consent-bar';
import { i18n } from '@/i18n';
import { CONSENT_KEY, clearConsent } from '@/lib/consent';
import { saveStoredLogin } from '@/lib/stored-login';
import { loginResponse } from '../mocks/fixtures/accounts';
import { server } from '../mocks/server';
import { createTestQueryClient, findHeading, renderApp } from '../render';

// The marketing pixels behind consent ("Consent and pixels").
const byDomain = `${env.servicesApiUrl}/api/service-requests/by-domain`;
const w = window as unknown as Record<string, unknown>;

/** Records the by-domain calls and answers the site's services. */
function servicesAnswer(services: { app_name: string; status: string; service_api_key: string }[]) {
  const calls: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(byDomain, async ({ request }) => {
      calls.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
      return HttpResponse.json(services);
    }),
  );
  return calls;
}

const pixelScripts = () => [...document.head.querySelectorAll('script[src^="https://"]')].map((script) => (script as HTMLScriptElement).src);

const consentCookie = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  // The choice is kept in the cookie too, which the setup's emptying of storage leaves.
  clearConsent();
  for (const name of ['fbq', '_fbq', 'snaptr', 'ttq', 'gtag', 'dataLayer']) delete w[name];
  document.head.querySelectorAll('script[src^="https://"]').forEach((script) => script.remove());
});

describe('the consent bar', () => {
  it('asks in English, asks nothing of the server before a choice, and loads the accepted pixels after "Accept"', async () => {
    saveStoredLogin(loginResponse);
    const calls = servicesAnswer([
      { app_name: 'facebook', status: 'accepted', service_api_key: '512345678901234' },
      { app_name: 'tiktok', status: 'pending', service_api_key: 'C9ABCDEFGHIJKLMNOPQR' },
    ]);
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const bar = await screen.findByRole('region', { name: 'Advertising cookies' });
    expect(within(bar).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(calls).toEqual([]);
    expect(pixelScripts()).toEqual([]);

    await app.user.click(within(bar).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Advertising cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(consentCookie()).toBe('granted');
    await waitFor(() => expect(pixelScripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']));
    expect(calls).toEqual([{ body: { domain: window.location.host }, authorization: `Bearer ${loginResponse.token}` }]);
    // The page view made before consent reached the pixel's queue.
    expect((w.fbq as { queue: unknown[][] }).queue).toContainEqual(['track', 'PageView']);
  });

  it('asks in Arabic, and "Decline" loads nothing and asks nothing', async () => {
    const calls = servicesAnswer([{ app_name: 'facebook', status: 'accepted', service_api_key: '512345678901234' }]);
    const app = await renderApp({ route: '/', language: 'ar' });
    const bar = await screen.findByRole('region', { name: 'ملفات تعريف الارتباط الإعلانية' });
    await app.user.click(within(bar).getByRole('button', { name: 'رفض' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(consentCookie()).toBe('denied');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    expect(pixelScripts()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'ملفات تعريف الارتباط الإعلانية' })).not.toBeInTheDocument();
  });

  it('makes room for itself at the page\'s end and under the chat button, and gives it back once answered', async () => {
    // The bar's height, as the browser reports it after laying the bar out.
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe(target: Element) {
          observed.at(-1)!([{ target, borderBoxSize: [{ blockSize: 132, inlineSize: 390 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    try {
      const app = await renderApp({ route: '/shop' });
      const bar = await screen.findByRole('region', { name: 'Advertising cookies' });
      const chat = await screen.findByRole('button', { name: /^Chat with the seller/ });
      await waitFor(() => expect(document.body.style.paddingBottom).toBe('132px'));
      expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^calc\((5.5rem \+ 132px|132px \+ 5.5rem)\)$/);
      // The chat's frame (on a phone, its dock) sits above the bar.
      const frame = chat.closest<HTMLElement>('[style*="--consent-bar"]')!;
      expect(frame.style.getPropertyValue('--consent-bar')).toBe('132px');
      // Nothing else restyles the whole page.
      expect(document.documentElement.style.getPropertyValue('--consent-bar')).toBe('');

      await app.user.click(within(bar).getByRole('button', { name: 'Decline' }));
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
      expect(frame.style.getPropertyValue('--consent-bar')).toBe('0px');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('comes back from the footer\'s link, and stays away once chosen', async () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const footerLink = await screen.findByRole('button', { name: 'Advertising cookies' });
    expect(screen.queryByRole('region', { name: 'Advertising cookies' })).not.toBeInTheDocument();
    await app.user.click(footerLink);
    expect(await screen.findByRole('region', { name: 'Advertising cookies' })).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(consentCookie()).toBeUndefined();
  });

  it('leaves the shop working when the services call fails', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    server.use(http.post(byDomain, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await app.user.click(screen.getAllByRole('link', { name: /Home/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(pixelScripts()).toEqual([]);
  });
});

describe('the consent bar on a page the server rendered', () => {
  /** The bar as the server sends it (`served`: the request carried no choice), then hydrated in this browser. */
  async function hydrateServed(served: boolean) {
    await i18n.changeLanguage('en');
    const ui = (
      <StrictMode>
        <AppProviders queryClient={createTestQueryClient()}>
          <MemoryRouter>
            <ConsentBar served={() => served} />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>
    );
    const markup = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    return { markup, container, mismatches };
  }

  it('is in the HTML without a choice, hidden when scripting is off, and hydrates as it came', async () => {
    const { markup, container, mismatches } = await hydrateServed(true);
    expect(markup).toContain('Advertising cookies');
    const bar = within(container).getByRole('region', { name: 'Advertising cookies' });
    expect(bar.className).toContain('[@media(scripting:none)]:hidden');
    expect(mismatches).toEqual([]);
    await act(async () => within(bar).getByRole('button', { name: 'Decline' }).click());
    expect(within(container).queryByRole('region', { name: 'Advertising cookies' })).not.toBeInTheDocument();
    expect(consentCookie()).toBe('denied');
  });

  it('is not in the HTML with a choice, and stays away as the page hydrates', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { markup, container, mismatches } = await hydrateServed(false);
    expect(markup).not.toContain('Advertising cookies');
    expect(within(container).queryByRole('region', { name: 'Advertising cookies' })).not.toBeInTheDocument();
    expect(mismatches).toEqual([]);
  });

  it('hydrates as the server sent it for a choice kept before the cookie, then leaves and writes the cookie', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { markup, container, mismatches } = await hydrateServed(true);
    expect(markup).toContain('Advertising cookies');
    await waitFor(() => expect(within(container).queryByRole('region', { name: 'Advertising cookies' })).not.toBeInTheDocument());
    expect(mismatches).toEqual([]);
    expect(consentCookie()).toBe('granted');
  });
});
