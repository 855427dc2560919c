/** A new version waiting (docs/product.md, "Offline and installing"): a quiet note, Reload or Later, in both languages. */
import { screen } from '@testing-library/react';
import UpdatePrompt from '@/app/layout/update-prompt';
import { renderWithProviders } from '../render';

it('says a new version is ready without taking focus, and Reload applies it', async () => {
  const reload = vi.fn();
  const later = vi.fn();
  const app = await renderWithProviders(<UpdatePrompt reload={reload} later={later} />);
  const note = await screen.findByRole('status');
  expect(note).toHaveTextContent('A new version of the shop is ready.');
  expect(note).not.toContainElement(document.activeElement as HTMLElement);
  await app.user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledOnce();
  expect(later).not.toHaveBeenCalled();
});

it('offers Later in Arabic, which keeps the running version', async () => {
  const reload = vi.fn();
  const later = vi.fn();
  const app = await renderWithProviders(<UpdatePrompt reload={reload} later={later} />, { language: 'ar' });
  expect(await screen.findByRole('status')).toHaveTextContent('نسخة جديدة من المتجر جاهزة.');
  await app.user.click(screen.getByRole('button', { name: 'لاحقاً' }));
  expect(later).toHaveBeenCalledOnce();
  expect(reload).not.toHaveBeenCalled();
});
