/**
 * Marketing pixels ("Consent and pixels"): one loader per network. `startPixels` (after consent, once
 * the page is idle) installs each network's queue stub and script and connects the pages' events
 * (lib/marketing/pixel-events.ts) to them; the stubs keep calls until the scripts have loaded, so nothing is
 * lost meanwhile. A network that fails to load or throws never reaches the page.
 */
import { connectPixels, disconnectPixels, type PixelEvent } from '@/lib/marketing/pixel-events';

export type PixelNetwork = 'facebook' | 'tiktok' | 'snapchat' | 'google';

export interface PixelService {
  network: PixelNetwork;
  key: string;
}

const CURRENCY = 'SAR';

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & Record<string, unknown>;

/** One network: installs its queue stub and script once, then turns our events into its calls. */
interface Network {
  install(key: string): void;
  send(event: PixelEvent): void;
}

function injectScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // A blocked or failed script only means no pixel: a failing pixel never breaks a page.
  script.onerror = () => script.remove();
  document.head.append(script);
}

const globals = () => window as unknown as PixelWindow;

/** A function that keeps its calls in `queue` until the network's script takes it over. */
function queueStub(handler: string): Queue {
  const stub = ((...args: unknown[]) => {
    const live = stub[handler];
    if (typeof live === 'function') (live as (...a: unknown[]) => void)(...args);
    else (stub.queue as unknown[][]).push(args);
  }) as Queue;
  stub.queue = [];
  return stub;
}

/** Meta Pixel: `fbq`, as Meta's snippet defines it. */
const facebook: Network = {
  install(key) {
    const w = globals();
    if (!w.fbq) {
      const fbq = queueStub('callMethod');
      Object.assign(fbq, { push: fbq, loaded: true, version: '2.0' });
      w.fbq = fbq;
      w._fbq = fbq;
      injectScript('https://connect.facebook.net/en_US/fbevents.js');
    }
    (w.fbq as Queue)('init', key);
  },
  send(event) {
    const fbq = globals().fbq as Queue;
    if (event.name === 'PageView') fbq('track', 'PageView');
    else if (event.name === 'ViewContent') fbq('track', 'ViewContent', { content_ids: [String(event.productId)], content_type: 'product', value: event.value, currency: CURRENCY });
    else fbq('track', 'Purchase', { value: event.value, currency: CURRENCY, content_type: 'product' }, { eventID: String(event.orderId) });
  },
};

const TIKTOK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];

/** TikTok pixel: `ttq`, an array whose methods queue themselves, as TikTok's snippet defines it. */
const tiktok: Network = {
  install(key) {
    const w = globals();
    if (!w.ttq) {
      const ttq = [] as unknown as unknown[] & Record<string, unknown>;
      for (const method of TIKTOK_METHODS) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
      Object.assign(ttq, { methods: TIKTOK_METHODS, _i: {}, _t: {}, _o: {} });
      w.TiktokAnalyticsObject = 'ttq';
      w.ttq = ttq;
    }
    const ttq = w.ttq as Record<string, Record<string, unknown>>;
    ttq._i![key] = [];
    ttq._t![key] = Date.now();
    ttq._o![key] = {};
    injectScript(`https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(key)}&lib=ttq`);
  },
  send(event) {
    const ttq = globals().ttq as Record<string, (...args: unknown[]) => void>;
    if (event.name === 'PageView') ttq.page!();
    else if (event.name === 'ViewContent') ttq.track!('ViewContent', { content_id: String(event.productId), content_type: 'product', value: event.value, currency: CURRENCY });
    else ttq.track!('CompletePayment', { value: event.value, currency: CURRENCY, order_id: String(event.orderId) }, { event_id: String(event.orderId) });
  },
};

/** Snap Pixel: `snaptr`, as Snap's snippet defines it. */
const snapchat: Network = {
  install(key) {
    const w = globals();
    if (!w.snaptr) {
      w.snaptr = queueStub('handleRequest');
      injectScript('https://sc-static.net/scevent.min.js');
    }
    (w.snaptr as Queue)('init', key);
  },
  send(event) {
    const snaptr = globals().snaptr as Queue;
    if (event.name === 'PageView') snaptr('track', 'PAGE_VIEW');
    else if (event.name === 'ViewContent') snaptr('track', 'VIEW_CONTENT', { item_ids: [String(event.productId)], price: event.value, currency: CURRENCY });
    else snaptr('track', 'PURCHASE', { price: event.value, currency: CURRENCY, transaction_id: String(event.orderId), client_dedup_id: String(event.orderId) });
  },
};

/** Google tag: `gtag` over `dataLayer`, as Google's snippet defines it. */
const google: Network = {
  install(key) {
    const w = globals();
    if (!w.gtag) {
      w.dataLayer = (w.dataLayer as unknown[] | undefined) ?? [];
      // gtag.js reads the `arguments` objects themselves, as Google's snippet pushes them.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        (w.dataLayer as unknown[]).push(arguments);
      };
      injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(key)}`);
      (w.gtag as Queue)('js', new Date());
    }
    // Page views are sent as events, so a route change counts like a page load.
    (w.gtag as Queue)('config', key, { send_page_view: false });
  },
  send(event) {
    const gtag = globals().gtag as Queue;
    if (event.name === 'PageView') gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title });
    else if (event.name === 'ViewContent') gtag('event', 'view_item', { currency: CURRENCY, value: event.value, items: [{ item_id: String(event.productId) }] });
    else gtag('event', 'purchase', { transaction_id: String(event.orderId), value: event.value, currency: CURRENCY });
  },
};

export const NETWORKS: Record<PixelNetwork, Network> = { facebook, tiktok, snapchat, google };

const isNetwork = (name: string): name is PixelNetwork => Object.hasOwn(NETWORKS, name);

/** The accepted services of the site's list, one per network. */
export function acceptedServices(services: { app_name: string; status: string; service_api_key: string }[]): PixelService[] {
  const chosen = new Map<PixelNetwork, string>();
  for (const service of services) {
    if (service.status === 'accepted' && isNetwork(service.app_name) && service.service_api_key && !chosen.has(service.app_name)) chosen.set(service.app_name, service.service_api_key);
  }
  return [...chosen].map(([network, key]) => ({ network, key }));
}

/** The networks whose script this page has loaded. */
const installed = new Set<PixelNetwork>();

function send(event: PixelEvent): void {
  for (const network of installed) {
    try {
      NETWORKS[network].send(event);
    } catch (error) {
      console.error(`The ${network} pixel failed`, error);
    }
  }
}

/** Loads each service's network once and connects the pages' events to them (after consent). */
export function startPixels(services: PixelService[]): void {
  for (const { network, key } of services) {
    if (installed.has(network)) continue;
    try {
      NETWORKS[network].install(key);
      installed.add(network);
    } catch (error) {
      console.error(`The ${network} pixel could not start`, error);
    }
  }
  connectPixels(send);
}

/** The shopper declined. */
export const stopPixels = disconnectPixels;
