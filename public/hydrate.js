// Loads the shop's code once a server-rendered page has painted (ADR 0007): the page is already
// readable, so its images and styles go first and the code that makes it interactive follows.
//
// A button or choice clicked before then is held, and clicked again once the page is live
// (`libas:page-live`, app/layout/page-outlet.tsx), so an early "Add to cart" is not lost. A control
// React replaced meanwhile (a visitor's button becoming a signed-in shopper's) is found again at the
// same place, if it reads the same.
const { entry, preload = '' } = document.querySelector('script[data-entry]')?.dataset ?? {};

const root = document.getElementById('root');
const pathOf = (node) => {
  const path = [];
  for (let at = node; at && at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
};
const nodeAt = (path) => path.reduce((node, index) => node?.children[index], root);
const reading = (control) => `${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`;

const early = [];
const hold = (event) => {
  const control = event.target instanceof Element ? event.target.closest('button, input[type="radio"], input[type="checkbox"]') : null;
  if (!control || !root?.contains(control)) return;
  // Held from React too: once its root listens (before page-live), it would apply the click and
  // the replay would apply it again, closing a panel the click opened.
  event.preventDefault();
  event.stopPropagation();
  if (!early.some((held) => held.control === control)) early.push({ control, path: pathOf(control), reads: reading(control) });
};
document.addEventListener('click', hold, true);
document.addEventListener(
  'libas:page-live',
  () => {
    document.removeEventListener('click', hold, true);
    // After React's follow-up renders (a stored login, a wishlist) have settled.
    setTimeout(() => {
      for (const { control, path, reads } of early) {
        const target = control.isConnected ? control : nodeAt(path);
        if (target && reading(target) === reads) target.click();
      }
    });
  },
  { once: true },
);

// The entry first, then the page's chunks (entry-server.tsx), one request per task: starting a
// request takes from a fraction of a millisecond to several, and ten in one task would block the page.
const modules = preload.split(' ').filter(Boolean);
const preloadNext = () => {
  const href = modules.shift();
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
  setTimeout(preloadNext);
};
const start = () => {
  if (entry) import(entry);
  setTimeout(preloadNext);
};
// Once the first paint is on screen: its entry comes after the frame is presented, which on a busy
// phone can be well after the main thread drew it (the next animation frame, used where paint
// timing is missing).
if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
