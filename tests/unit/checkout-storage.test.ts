/** What checkout keeps in session storage: the cart's coupon, and a campaign's tracking link. */
import { getStoredCoupon, setStoredCoupon, subscribeStoredCoupon } from '@/lib/orders/stored-coupon';
import { readFileSync } from 'node:fs';
import { TRACKING_LINK_KEY, storedTrackingLink } from '@/lib/tracking-link';

/** index.html's first script, which runs before any of the shop's code on every page. */
const firstScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!;
function land(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  new Function(firstScript)();
}

describe('the stored coupon', () => {
  it('keeps the applied coupon for the session, tells subscribers, and forgets it', () => {
    const heard = vi.fn();
    const stop = subscribeStoredCoupon(heard);
    expect(getStoredCoupon()).toBeNull();
    setStoredCoupon({ name: 'WELCOME10', discount: 10 });
    expect(getStoredCoupon()).toEqual({ name: 'WELCOME10', discount: 10 });
    expect(JSON.parse(sessionStorage.getItem('coupon')!)).toEqual({ name: 'WELCOME10', discount: 10 });
    setStoredCoupon(null);
    expect(getStoredCoupon()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('treats a damaged value as no coupon', () => {
    sessionStorage.setItem('coupon', '{"name":1}');
    expect(getStoredCoupon()).toBeNull();
    sessionStorage.setItem('coupon', 'not json');
    expect(getStoredCoupon()).toBeNull();
  });
});

describe('the tracking link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is kept for the visit from the landing URL, before any code loads, and only a well-formed one', () => {
    land('?q=1');
    expect(storedTrackingLink()).toBeNull();
    land('?tracking_link_id=%3Cscript%3E');
    expect(storedTrackingLink()).toBeNull();
    land('?utm=x&tracking_link_id=eid_2026-7&lng=en');
    expect(sessionStorage.getItem(TRACKING_LINK_KEY)).toBe('eid_2026-7');
    expect(storedTrackingLink()).toBe('eid_2026-7');
    // The same script still sets the language from ?lng.
    expect(document.documentElement.lang).toBe('en');
    // A later page without the parameter keeps it.
    land('?page=2');
    expect(storedTrackingLink()).toBe('eid_2026-7');
  });
});
