/**
 * The error page for a shop that failed to start (a chunk did not load, the strings did not, React
 * threw while hydrating or rendering): never a blank page. Built without React or i18next, as
 * either may be what failed; its few words come with the entry, in both languages, from the
 * `start` locale files, so they need nothing more to load.
 */
import ar from '@/i18n/locales/ar/start.json';
import en from '@/i18n/locales/en/start.json';

const STRINGS = { ar, en };

/** Replaces the contents of `container` with the error page, in the page's language (index.html sets it before any code runs). */
export function showStartError(container: HTMLElement, error: unknown): void {
  console.error('The shop could not start', error);
  const strings = document.documentElement.lang === 'en' ? STRINGS.en : STRINGS.ar;
  // Our own strings only, so markup is safe here, and smaller in the entry than building nodes.
  container.innerHTML =
    '<div role="alert" class="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">' +
    `<h1 class="text-2xl font-bold text-ink">${strings.title}</h1><p class="text-stone-600">${strings.body}</p>` +
    `<button type="button" class="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">${strings.reload}</button></div>`;
  container.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
