/**
 * A slow change of route says so: past 300 ms a thin bar shows along the top, and a polite message
 * that the page is loading, while the last page stays; a quick one shows nothing.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { RouteProgress, SLOW_ROUTE_MS } from '@/app/layout/route-progress';
import { ShopRouter } from '@/app/shop-router';
import { AppProviders } from '@/app/providers';
import { i18n, startI18n } from '@/i18n';
import { createTestQueryClient } from '../render';

/** A page whose code arrives after `delay` ms. */
const pageAfter = (delay: number) =>
  lazy(() => new Promise<{ default: ComponentType }>((resolve) => setTimeout(() => resolve({ default: () => <h1>Next page</h1> }), delay)));

async function renderShop(SlowPage: ComponentType) {
  window.history.replaceState(null, '', '/');
  await startI18n();
  await i18n.changeLanguage('en');
  // The shop's own router, on the browser's history.
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <ShopRouter>
        <RouteProgress />
        <Suspense fallback={<p>First load</p>}>
          <Routes>
            <Route path="/" element={<Link to="/next">Go on</Link>} />
            <Route path="/next" element={<SlowPage />} />
          </Routes>
        </Suspense>
      </ShopRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

const bar = () => screen.queryByTestId('route-progress');

it('shows a bar and says the page is loading while a slow page loads, with the last page still there', async () => {
  const app = await renderShop(pageAfter(1000));
  await app.user.click(screen.getByRole('link', { name: 'Go on' }));
  // The last page stays, and a moment passes before the bar shows.
  expect(screen.getByRole('link', { name: 'Go on' })).toBeInTheDocument();
  expect(bar()).toBeNull();
  expect(await screen.findByTestId('route-progress')).toBeInTheDocument();
  expect(bar()).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Loading the page…')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('link', { name: 'Go on' })).toBeInTheDocument();

  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  expect(bar()).toBeNull();
  expect(screen.queryByText('Loading the page…')).toBeNull();
});

it('shows nothing for a quick change of route', async () => {
  const app = await renderShop(pageAfter(50));
  await app.user.click(screen.getByRole('link', { name: 'Go on' }));
  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, SLOW_ROUTE_MS + 100));
  expect(bar()).toBeNull();
});
