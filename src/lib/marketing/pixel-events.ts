/**
 * The marketing events the pages send ("Consent and pixels"), kept apart from the networks' loaders
 * (features/marketing/pixels.ts) so that a page carries only this: events wait here until the pixels
 * start after consent, then go to them; a decline drops them.
 */
export type PixelEvent =
  | { name: 'PageView' }
  | { name: 'ViewContent'; productId: number; value: number }
  | { name: 'Purchase'; orderId: number; value: number };

/** Events made before the pixels started (at most a few pages' worth). */
const MAX_WAITING = 20;
let waiting: PixelEvent[] = [];
let deliver: ((event: PixelEvent) => void) | null = null;
let declined = false;

/** The pixels have started: what waited goes to `sink` now, and every event from here on. */
export function connectPixels(sink: (event: PixelEvent) => void): void {
  declined = false;
  deliver = sink;
  const held = waiting;
  waiting = [];
  held.forEach(sink);
}

/** The shopper declined: nothing more is sent from this page, and nothing waits. */
export function disconnectPixels(): void {
  deliver = null;
  declined = true;
  waiting = [];
}

function record(event: PixelEvent): void {
  if (declined) return;
  if (deliver) deliver(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

const PURCHASES_KEY = 'pixel-purchases';

/** Orders whose Purchase was sent from this browser: a reload of the status page sends nothing again. */
function firstPurchase(orderId: number): boolean {
  try {
    const sent = JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]') as unknown;
    const ids = Array.isArray(sent) ? sent.filter((id): id is number => typeof id === 'number') : [];
    if (ids.includes(orderId)) return false;
    localStorage.setItem(PURCHASES_KEY, JSON.stringify([...ids, orderId].slice(-50)));
    return true;
  } catch {
    return true;
  }
}

let lastPage: string | null = null;

/** What the pages send: a page view on each route, a product viewed, an order bought. */
export const track = {
  /** Once per route change: the same address again (a re-render, a second effect) is not a new view. */
  pageView: (page: string) => {
    if (page === lastPage) return;
    lastPage = page;
    record({ name: 'PageView' });
  },
  viewContent: (productId: number, value: number) => record({ name: 'ViewContent', productId, value }),
  /** Once per order, with the order id as the networks' event / transaction id. */
  purchase: (orderId: number, value: number) => {
    if (!declined && firstPurchase(orderId)) record({ name: 'Purchase', orderId, value });
  },
};
