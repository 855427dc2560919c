import { CONSENT_KEY, clearConsent, getConsent, setConsent, subscribeConsent } from '@/lib/consent';
import type * as Events from '@/lib/marketing/pixel-events';
import type * as Loaders from '@/features/marketing/pixels';

type Pixels = typeof Loaders & typeof Events;
type Calls = unknown[][];
const w = window as unknown as Record<string, unknown>;

/** A fresh copy of the module, as on a new page load, with no network globals or scripts left. */
async function freshPixels(): Promise<Pixels> {
  vi.resetModules();
  for (const name of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'snaptr', 'gtag', 'dataLayer']) delete w[name];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  return { ...(await import('@/features/marketing/pixels')), ...(await import('@/lib/marketing/pixel-events')) };
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const fbqQueue = () => (w.fbq as { queue: Calls }).queue;

describe('choosing the services', () => {
  it('keeps accepted services of known networks, one per network', async () => {
    const { acceptedServices } = await freshPixels();
    expect(
      acceptedServices([
        { app_name: 'facebook', status: 'accepted', service_api_key: '512345678901234' },
        { app_name: 'facebook', status: 'accepted', service_api_key: '999999999999999' },
        { app_name: 'tiktok', status: 'pending', service_api_key: 'C9ABCDEFGHIJKLMNOPQR' },
        { app_name: 'pinterest', status: 'accepted', service_api_key: 'x' },
        { app_name: 'google', status: 'accepted', service_api_key: '' },
        { app_name: 'snapchat', status: 'accepted', service_api_key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
      ]),
    ).toEqual([
      { network: 'facebook', key: '512345678901234' },
      { network: 'snapchat', key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
    ]);
  });
});

describe('the loaders', () => {
  it('inject each network\'s script once, with a queue stub that keeps every call until it loads', async () => {
    const { startPixels, track } = await freshPixels();
    track.pageView('/');
    startPixels([
      { network: 'facebook', key: '512345678901234' },
      { network: 'tiktok', key: 'C9ABCDEFGHIJKLMNOPQR' },
      { network: 'snapchat', key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
      { network: 'google', key: 'G-ABC1234' },
    ]);
    startPixels([{ network: 'facebook', key: '512345678901234' }]);
    expect(scripts()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C9ABCDEFGHIJKLMNOPQR&lib=ttq',
      'https://sc-static.net/scevent.min.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
    ]);
    expect(fbqQueue()).toEqual([
      ['init', '512345678901234'],
      ['track', 'PageView'],
    ]);
    expect([...(w.ttq as Calls)]).toEqual([['page']]);
    expect((w.ttq as Record<string, Record<string, unknown>>)._i).toEqual({ C9ABCDEFGHIJKLMNOPQR: [] });
    expect((w.snaptr as { queue: Calls }).queue).toEqual([
      ['init', 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
      ['track', 'PAGE_VIEW'],
    ]);
    const dataLayer = (w.dataLayer as IArguments[]).map((args) => [...args]);
    expect(dataLayer[1]).toEqual(['config', 'G-ABC1234', { send_page_view: false }]);
    expect(dataLayer[2]!.slice(0, 2)).toEqual(['event', 'page_view']);
  });

  it('hands calls to the network once its script has taken the stub over', async () => {
    const { startPixels, track } = await freshPixels();
    startPixels([{ network: 'facebook', key: '512345678901234' }]);
    const live: Calls = [];
    (w.fbq as Record<string, unknown>).callMethod = (...args: unknown[]) => live.push(args);
    track.viewContent(12, 299);
    expect(live).toEqual([['track', 'ViewContent', { content_ids: ['12'], content_type: 'product', value: 299, currency: 'SAR' }]]);
  });
});

describe('the events ("Consent and pixels")', () => {
  it('sends PageView once per route change, ViewContent with the product and SAR, Purchase with the order id as event id', async () => {
    const { startPixels, track } = await freshPixels();
    startPixels([{ network: 'facebook', key: '512345678901234' }, { network: 'snapchat', key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }]);
    track.pageView('/shop');
    track.pageView('/shop');
    track.pageView('/product/4');
    track.viewContent(4, 1290);
    track.purchase(31, 1508.5);
    expect(fbqQueue().slice(1)).toEqual([
      ['track', 'PageView'],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_ids: ['4'], content_type: 'product', value: 1290, currency: 'SAR' }],
      ['track', 'Purchase', { value: 1508.5, currency: 'SAR', content_type: 'product' }, { eventID: '31' }],
    ]);
    expect((w.snaptr as { queue: Calls }).queue.at(-1)).toEqual(['track', 'PURCHASE', { price: 1508.5, currency: 'SAR', transaction_id: '31', client_dedup_id: '31' }]);
  });

  it('sends Purchase once per order, even after a reload', async () => {
    let pixels = await freshPixels();
    pixels.startPixels([{ network: 'facebook', key: '512345678901234' }]);
    pixels.track.purchase(31, 100);
    pixels.track.purchase(31, 100);
    expect(fbqQueue().filter((call) => call[1] === 'Purchase')).toHaveLength(1);
    pixels = await freshPixels();
    pixels.startPixels([{ network: 'facebook', key: '512345678901234' }]);
    pixels.track.purchase(31, 100);
    pixels.track.purchase(32, 100);
    expect(fbqQueue().filter((call) => call[1] === 'Purchase').map((call) => call[3])).toEqual([{ eventID: '32' }]);
  });

  it('keeps what happens before consent and drops it all on a decline', async () => {
    let pixels = await freshPixels();
    pixels.track.pageView('/');
    pixels.track.viewContent(4, 10);
    pixels.stopPixels();
    pixels.track.pageView('/shop');
    pixels.startPixels([{ network: 'facebook', key: '512345678901234' }]);
    expect(fbqQueue()).toEqual([['init', '512345678901234']]);
    pixels = await freshPixels();
    pixels.track.pageView('/');
    pixels.track.viewContent(4, 10);
    pixels.startPixels([{ network: 'facebook', key: '512345678901234' }]);
    expect(fbqQueue().map((call) => call[1])).toEqual(['512345678901234', 'PageView', 'ViewContent']);
  });

  it('never lets a throwing network break the page or the other networks', async () => {
    const { startPixels, track } = await freshPixels();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    startPixels([{ network: 'facebook', key: '512345678901234' }, { network: 'snapchat', key: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }]);
    w.fbq = () => {
      throw new Error('broken pixel');
    };
    expect(() => track.viewContent(4, 10)).not.toThrow();
    expect((w.snaptr as { queue: Calls }).queue.at(-1)?.[1]).toBe('VIEW_CONTENT');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('removes a script that fails to load', async () => {
    const { startPixels } = await freshPixels();
    startPixels([{ network: 'google', key: 'G-ABC1234' }]);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual([]);
  });
});

describe('the consent store', () => {
  // The cookie outlives each test: a choice left there would count as the shopper's.
  beforeEach(() => clearConsent());

  it('remembers the choice, tells its listeners, and forgets it on request', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    expect(getConsent()).toBeNull();
    setConsent('granted');
    expect(getConsent()).toBe('granted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    setConsent('denied');
    expect(getConsent()).toBe('denied');
    clearConsent();
    expect(getConsent()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    setConsent('granted');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('treats anything else stored as no choice', () => {
    localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(getConsent()).toBeNull();
  });
});
