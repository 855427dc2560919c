/** Toasts (spec §2): react-toastify and its container load with the first toast, not with every page. */
import { act, screen, waitFor, within } from '@testing-library/react';
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

/** Whether react-toastify is taking the toast away (jsdom never ends its exit animation, so it stays in the DOM). */
const leaving = (text: string) => /exit/.test(screen.getByText(text).closest('.Toastify__toast')?.className ?? '');

describe('stale and stacked toasts (issue #21)', () => {
  it("clears the last page's errors on a change of page, and keeps other toasts and errors that explain the move", async () => {
    const app = await renderApp({ route: '/contact-us' });
    await findHeading('Contact us');
    // No auto-close: on a busy machine the page change can take as long as a toast lasts.
    act(() => {
      void notify.error('The message could not be sent', { autoClose: false });
      void notify.info('Saved for later', { autoClose: false });
      void notify.error('Your session has ended', { acrossPages: true, autoClose: false });
    });
    expect(await screen.findByText('The message could not be sent')).toBeInTheDocument();
    await app.user.click(within(await screen.findByRole('contentinfo')).getAllByRole('link', { name: 'About us' })[0]!);
    await findHeading('About us');
    await waitFor(() => expect(leaving('The message could not be sent')).toBe(true));
    expect(leaving('Saved for later')).toBe(false);
    expect(leaving('Your session has ended')).toBe(false);
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
