/** Toasts (spec §2): react-toastify and its container load with the first toast, not with every page. */
import { act, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '../render';

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
