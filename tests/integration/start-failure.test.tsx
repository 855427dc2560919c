/**
 * src/main.tsx when the shop fails to start: the strings or the page's code that
 * do not load, a render or a hydration that throws. The shopper gets the error page in the page's
 * language, built without React or i18next, instead of a blank page; a page the server rendered
 * stays readable when its code does not load.
 */
import { screen, waitFor } from '@testing-library/react';
import type * as Router from '@/app/router';
import { SERVER_STATE_ID } from '@/app/server-state';
import ar from '@/i18n/locales/ar/start.json';
import en from '@/i18n/locales/en/start.json';

const SERVED = '<main><h1>Abaya</h1><a href="/shop">Shop</a></main>';
const SERVER_STATE = `<script id="${SERVER_STATE_ID}" type="application/json">${JSON.stringify({ language: 'ar', queries: { mutations: [], queries: [] } })}</script>`;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.resetModules();
  // The language a previous start kept (local storage is emptied by tests/setup.ts).
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  document.documentElement.lang = 'ar';
  document.body.innerHTML = '<div id="root"></div>';
  // React and main.tsx report what failed; the tests read the page instead.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.doUnmock('@/app/routes/home');
  vi.doUnmock('@/app/router');
  vi.doUnmock('@/i18n/locales/ar/common.json');
  vi.doUnmock('@/i18n/locales/en/common.json');
  errors.mockRestore();
  document.body.innerHTML = '';
});

/** Runs the entry as the browser would. */
const start = () => import('@/main');

/** The error page, in `strings`' language, with its reload button. */
async function expectErrorPage(strings: typeof en) {
  const page = await screen.findByRole('alert');
  expect(page).toHaveTextContent(strings.title);
  expect(page).toHaveTextContent(strings.body);
  expect(screen.getByRole('button', { name: strings.reload })).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith('The shop could not start', expect.any(Error));
}

const failingImport = () => {
  throw new Error('Failed to fetch dynamically imported module');
};

for (const [language, strings] of [['ar', ar], ['en', en]] as const) {
  it(`shows the error page in the shopper's language (${language}) when the strings do not load, rather than a page of bare keys`, async () => {
    localStorage.setItem('i18nextLng', language);
    // i18next is one instance for the whole file: a previous start may have left them loaded.
    const { i18n } = await import('@/i18n');
    if (i18n.isInitialized) i18n.removeResourceBundle(language, 'common');
    vi.doMock(`@/i18n/locales/${language}/common.json`, failingImport);
    await start();
    await expectErrorPage(strings);
  });
}

it('shows it when rendering throws outside any page boundary', async () => {
  vi.doMock('@/app/router', async (importOriginal) => ({
    ...(await importOriginal<typeof Router>()),
    AppRoutes: () => {
      throw new Error('layout failed');
    },
  }));
  await start();
  await expectErrorPage(ar);
});

it('shows it when hydrating a served page throws', async () => {
  document.body.innerHTML = `<div id="root">${SERVED}</div>${SERVER_STATE}`;
  vi.doMock('@/app/router', async (importOriginal) => ({
    ...(await importOriginal<typeof Router>()),
    AppRoutes: () => {
      throw new Error('hydration failed');
    },
  }));
  await start();
  await expectErrorPage(ar);
  expect(screen.queryByText('Abaya')).not.toBeInTheDocument();
});

it('leaves a served page readable when its code does not load', async () => {
  document.body.innerHTML = `<div id="root">${SERVED}</div>${SERVER_STATE}`;
  // The home page's own code (the test runs at /).
  vi.doMock('@/app/routes/home', failingImport);
  await start();
  await waitFor(() => expect(errors).toHaveBeenCalledWith('The shop could not start; the served page stays as it is', expect.any(Error)));
  expect(screen.getByRole('heading', { name: 'Abaya' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows it over a signed-in page the server rendered, which takes no input until the shop starts', async () => {
  document.body.innerHTML = `<div id="root"><div inert="">${SERVED}</div></div>${SERVER_STATE}`;
  const { i18n } = await import('@/i18n');
  if (i18n.isInitialized) i18n.removeResourceBundle('ar', 'common');
  vi.doMock('@/i18n/locales/ar/common.json', failingImport);
  await start();
  await expectErrorPage(ar);
  expect(screen.queryByText('Abaya')).not.toBeInTheDocument();
});
