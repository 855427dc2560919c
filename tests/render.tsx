import { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import type { Lang } from '@shared/lang';
import { i18n, startI18n } from '@/i18n';

export interface RenderOptions {
  /** The starting URL, or a full entry with navigation state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  language?: Lang;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The router's current location, as the app sees it. */
  location: () => Location;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Mounts `ui` inside the app's providers and a memory router, in the given language. */
export async function renderWithProviders(ui: ReactElement, { route = '/', language = 'en' }: RenderOptions = {}): Promise<Rendered> {
  await startI18n();
  await i18n.changeLanguage(language);
  const queryClient = createTestQueryClient();
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    queryClient,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}

/** Mounts the whole route tree at `route`. */
export function renderApp(options: RenderOptions = {}): Promise<Rendered> {
  return renderWithProviders(<AppRoutes />, options);
}

/** Waits for the page's h1. */
export const findHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
