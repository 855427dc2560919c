/** Toasts: react-toastify and its container load with the first toast, not with every page. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { findHeading, renderApp, renderWithProviders } from '../render';

it('mounts the container with the first toast, which still shows', async () => {
  await renderWithProviders(<p>Page</p>);
  // Time enough for a lazy container to load, were it mounted with the page.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

  // Raised before the container exists, and shown once it has mounted, StrictMode's second mount
  // included (tests render in StrictMode, as the app does).
  act(() => void notify.success('Added to cart'));
  expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
});

/** Ends the exit animations jsdom never plays, so that toasts taken away make room for others. */
const finishLeaving = () => {
  for (const toast of document.querySelectorAll('.Toastify__toast')) if (/exit/.test(toast.className)) fireEvent.animationEnd(toast);
};

/** Whether react-toastify is taking the toast away (jsdom never ends its exit animation, so it stays in the DOM). */
const leaving = (text: string) => /exit/.test(screen.getByText(text).closest('.Toastify__toast')?.className ?? '');

describe('stale and stacked toasts', () => {
  /** Follows a footer link to `name` and waits for the page. */
  const go = async (app: Awaited<ReturnType<typeof renderApp>>, name: string) => {
    await app.user.click(within(await screen.findByRole('contentinfo')).getAllByRole('link', { name })[0]!);
    await findHeading(name);
  };

  it('takes a page\'s toasts away when the shopper leaves it, keeping those that explain the move for one more page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const app = await renderApp({ route: '/contact-us' });
    await findHeading('Contact us');
    // No auto-close: on a busy machine the page change can take as long as a toast lasts.
    act(() => {
      void notify.error('The message could not be sent', { autoClose: false });
      void notify.info('Saved for later', { autoClose: false });
      void notify.error('Your session has ended', { acrossPages: true, autoClose: false });
    });
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
    // A while later: what the shopper was told here is over once they leave.
    vi.setSystemTime(Date.now() + 5000);
    await go(app, 'About us');
    await waitFor(() => expect(leaving('The message could not be sent')).toBe(true));
    expect(leaving('Saved for later')).toBe(true);
    expect(leaving('Your session has ended')).toBe(false);
    finishLeaving();

    // Raised as the page changes, a toast explains the move and stays on the next page only.
    act(() => void notify.info('Please log in first', { autoClose: false }));
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    await go(app, 'Contact us');
    expect(leaving('Please log in first')).toBe(false);
    vi.setSystemTime(Date.now() + 5000);
    await go(app, 'About us');
    await waitFor(() => expect(leaving('Please log in first')).toBe(true));
    await waitFor(() => expect(leaving('Your session has ended')).toBe(true));
  });

  it('shows at most three at once', async () => {
    await renderWithProviders(<p>Page</p>);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) void notify.info(`Toast ${n}`, { autoClose: false });
    });
    expect(await screen.findByText('Toast 3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /notifications/i })).getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
  });

  it('shows one wishlist toast for quick toggles, the last one', async () => {
    const app = await renderApp({ route: '/shop' });
    // The first card's heart, found afresh each time: the card re-renders as the list changes.
    const heart = async () => (await screen.findAllByRole('button', { name: /wishlist/i }))[0]!;
    await app.user.click(await heart());
    expect(await screen.findByText('Added to your wishlist')).toBeInTheDocument();
    for (const pressed of ['false', 'true', 'false']) {
      await app.user.click(await heart());
      await waitFor(async () => expect(await heart()).toHaveAttribute('aria-pressed', pressed));
    }
    await waitFor(() => expect(screen.getByText('Removed from your wishlist')).toBeInTheDocument());
    expect(screen.queryByText('Added to your wishlist')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /notifications/i })).getAllByRole('alert')).toHaveLength(1);
  });
});
