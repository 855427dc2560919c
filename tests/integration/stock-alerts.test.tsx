/**
 * Stock per colour and size and back-in-stock alerts on the product page (`stock-per-size`,
 * `alerts`). With the capabilities the options show their stock for the rest of
 * the choice, a low one says "Only N left", and a sold-out one holds the add and offers "notify me";
 * without them the page is the contract's and makes no extra call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { Product, StockAlert } from '@/types/api';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { product } from '../mocks/fixtures/catalog';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

/**
 * Product 3 in black and beige, S and M: black S has 2 (low), black M is sold out, beige S has 6
 * and beige M 4. Beige M is the only size M in stock.
 */
const stocked: Product = product(3, {
  quantity: 12,
  availability: [
    { color: 'black', size: 'S', stock: 2 },
    { color: 'black', size: 'M', stock: 0 },
    { color: 'beige', size: 'S', stock: 6 },
    { color: 'beige', size: 'M', stock: 4 },
  ],
});

/** Every request the SPA sends, as method and path. */
function recordRequests() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}

/** An in-memory alerts API: what the shopper has, and what was posted and deleted. */
function serveAlerts(initial: StockAlert[] = []) {
  const state = { alerts: [...initial], posted: [] as unknown[], deleted: [] as string[], auth: [] as (string | null)[] };
  server.use(
    http.get(apiPath('/api/products/3'), () => HttpResponse.json(stocked)),
    http.get(apiPath('/api/stock-alerts'), ({ request }) => {
      state.auth.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: state.alerts });
    }),
    http.post(apiPath('/api/stock-alerts'), async ({ request }) => {
      const body = (await request.json()) as { product_id: number; color?: string; size?: string };
      state.posted.push(body);
      const alert: StockAlert = { id: 90 + state.posted.length, product_id: body.product_id, color: body.color ?? '', size: body.size ?? '', created_at: '2026-10-02T10:00:00.000Z', sent_at: null };
      state.alerts.push(alert);
      return HttpResponse.json({ message: "We'll email you when it's back in stock", data: alert }, { status: 201 });
    }),
    http.delete(apiPath('/api/stock-alerts/:id'), ({ params }) => {
      state.deleted.push(String(params.id));
      state.alerts = state.alerts.filter((a) => String(a.id) !== params.id);
      return HttpResponse.json({ message: 'Alert cancelled' });
    }),
  );
  return state;
}

/** The product's own part of the page, not its similar products' cards. */
const details = () => within(screen.getByRole('heading', { level: 1 }).closest('article')!);
const sizeGroup = () => screen.getByRole('group', { name: /^(Size|المقاس)/ });
const colorGroup = () => screen.getByRole('group', { name: /^(Colour|اللون)/ });

describe('stock per colour and size (stock-per-size)', () => {
  beforeAll(() => import('@/app/routes/product'));
  beforeEach(() => localStorage.clear());

  it('marks the sizes sold out in the chosen colour, says "Only N left" for a low one, and holds the add on a sold-out one', async () => {
    server.use(storeInfoWithCapabilities(['stock-per-size']));
    const calls = recordRequests();
    serveAlerts();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    // Black is chosen: its M is sold out, still a radio the shopper can pick, and named so.
    const soldOut = await within(sizeGroup()).findByRole('radio', { name: 'M, sold out' });
    expect(within(sizeGroup()).getByRole('radio', { name: 'S' })).toBeInTheDocument();
    // No colour is sold out in every size.
    expect(within(colorGroup()).getByRole('radio', { name: 'Black' })).toBeInTheDocument();

    await app.user.click(within(sizeGroup()).getByRole('radio', { name: 'S' }));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '2');

    await app.user.click(soldOut);
    expect(soldOut).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Sold out in this choice');
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    const add = details().getByRole('button', { name: 'Out of stock' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(add);
    expect(app.location().pathname).toBe('/product/3');
    // Without `alerts`, no notify-me and no alerts call.
    expect(screen.queryByRole('button', { name: "Notify me when it's back" })).not.toBeInTheDocument();

    // In beige, M is in stock again. Black still has S, so it is not sold out: its name says only
    // that the chosen size is not to be had in it.
    await app.user.click(within(colorGroup()).getByRole('radio', { name: 'Black, size M sold out in this colour' }));
    await app.user.click(within(colorGroup()).getByRole('radio', { name: 'Beige' }));
    expect(within(sizeGroup()).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(colorGroup()).getByRole('radio', { name: 'Black, size M sold out in this colour' })).toBeInTheDocument();
    expect(within(colorGroup()).queryByRole('radio', { name: /sold out$/ })).not.toBeInTheDocument();
    expect(screen.getByText('4 in stock')).toBeInTheDocument();
    expect(details().getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-disabled');
    expect(calls.filter((call) => call.includes('stock-alerts'))).toEqual([]);
  });

  it('marks a colour sold out only when none of its sizes is in stock', async () => {
    server.use(
      storeInfoWithCapabilities(['stock-per-size']),
      http.get(apiPath('/api/products/3'), () =>
        HttpResponse.json({ ...stocked, availability: stocked.availability!.map((entry) => (entry.color === 'black' ? { ...entry, stock: 0 } : entry)) }),
      ),
    );
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    expect(await within(colorGroup()).findByRole('radio', { name: 'Black, sold out' })).toBeChecked();
    await app.user.click(within(colorGroup()).getByRole('radio', { name: 'Beige' }));
    await app.user.click(within(sizeGroup()).getByRole('radio', { name: 'S' }));
    expect(within(colorGroup()).getByRole('radio', { name: 'Black, sold out' })).toBeInTheDocument();
  });

  it('shows it in Arabic too', async () => {
    server.use(storeInfoWithCapabilities(['stock-per-size', 'alerts']));
    serveAlerts();
    const app = await renderApp({ route: '/product/3', language: 'ar' });
    await findHeading('فستان سهرة زمردي 3');
    await app.user.click(await within(sizeGroup()).findByRole('radio', { name: 'M، نفدت الكمية' }));
    expect(screen.getByText('نفدت الكمية لهذا الاختيار')).toBeInTheDocument();
    // Its code comes when it is first needed.
    expect(await screen.findByRole('button', { name: 'أعلمني عند توفره' })).toBeInTheDocument();
    await app.user.click(within(sizeGroup()).getByRole('radio', { name: 'S' }));
    expect(screen.getByText('بقيت قطعتان فقط')).toBeInTheDocument();
  });
});

describe('back-in-stock alerts', () => {
  beforeAll(() => import('@/app/routes/product'));
  beforeEach(() => {
    localStorage.clear();
    server.use(storeInfoWithCapabilities(['search', 'stock-per-size', 'alerts']));
  });

  it('turns the alert on for a signed-in shopper, confirms it, and cancels it', async () => {
    saveStoredLogin(loginResponse);
    const alerts = serveAlerts();
    const app = await renderApp({ route: '/product/3?size=M' });
    await findHeading('Emerald evening dress 3');
    await app.user.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText("Done: we'll email you when it's back in stock.")).toBeInTheDocument();
    expect(alerts.posted).toEqual([{ product_id: 3, color: 'black', size: 'M' }]);
    expect(await screen.findByText("We'll email you when it's back.")).toBeInTheDocument();
    expect(alerts.auth.every((auth) => auth === `Bearer ${loginResponse.token}`)).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Cancel the alert' }));
    expect(await screen.findByText("Alert cancelled: we won't email you about it.")).toBeInTheDocument();
    expect(alerts.deleted).toEqual(['91']);
    expect(await screen.findByRole('button', { name: "Notify me when it's back" })).toBeInTheDocument();
  });

  it('shows an alert already on, and only for its own colour and size', async () => {
    saveStoredLogin(loginResponse);
    serveAlerts([{ id: 5, product_id: 3, color: 'black', size: 'M', created_at: '2026-10-01T10:00:00.000Z', sent_at: null }]);
    const app = await renderApp({ route: '/product/3?size=M' });
    await findHeading('Emerald evening dress 3');
    expect(await screen.findByText("We'll email you when it's back.")).toBeInTheDocument();
    await app.user.click(within(sizeGroup()).getByRole('radio', { name: 'S' }));
    expect(screen.queryByText("We'll email you when it's back.")).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in, then back to the same choice, where the alert is turned on once', async () => {
    const alerts = serveAlerts();
    const app = await renderApp({ route: '/product/3?size=M' });
    await findHeading('Emerald evening dress 3');
    await app.user.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(alerts.posted).toEqual([]);

    await app.user.type(await screen.findByLabelText('Email'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await findHeading('Emerald evening dress 3');
    expect(within(sizeGroup()).getByRole('radio', { name: 'M, sold out' })).toBeChecked();
    expect(await screen.findByText("We'll email you when it's back.")).toBeInTheDocument();
    expect(alerts.posted).toEqual([{ product_id: 3, color: 'black', size: 'M' }]);
    await waitFor(() => expect(new URLSearchParams(app.location().search).has('notify')).toBe(false));
    expect(app.location().pathname).toBe('/product/3');
  });
});

describe('without the capabilities', () => {
  beforeAll(() => import('@/app/routes/product'));
  beforeEach(() => localStorage.clear());

  it.each([
    ['lists neither', () => server.use(storeInfoWithCapabilities(['search']))],
    // The mocks' default store info has no `capabilities`, as the contract has none.
    ['has no capabilities', () => {}],
    ['fails', () => server.use(http.get(apiPath('/api/store-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 })))],
  ])("is the plain page when store info %s: no sold-out mark, no notify-me, no alerts call", async (_, storeInfo) => {
    storeInfo();
    saveStoredLogin(loginResponse);
    const calls = recordRequests();
    serveAlerts();
    const app = await renderApp({ route: '/product/3?size=M' });
    await findHeading('Emerald evening dress 3');
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    // The product's own stock, as the contract alone gives it; M is just M.
    expect(within(sizeGroup()).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByText('12 in stock')).toBeInTheDocument();
    expect(details().getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Sold out in this choice')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Notify me when it's back" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('stock-alerts'))).toEqual([]);
  });
});
