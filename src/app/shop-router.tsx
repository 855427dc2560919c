import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { keepPageOffline } from '@/lib/offline-pages';

const NavigationPending = createContext(false);

/**
 * The browser's router: react-router's BrowserRouter, whose route changes are React transitions
 * (the page on screen stays until the next one is ready), except that it knows while one is under
 * way, for the progress bar (layout/route-progress.tsx). The route tree is not a data router, so
 * react-router's own useNavigation is not there to ask.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        startTransition(() => setState(update));
        // A page opened within the shop asks the network for no HTML: the worker keeps the shell for it.
        keepPageOffline(history.createHref(update.location));
      }),
    [history],
  );
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}

/** Whether a change of route is waiting for its page (its code, strings or data). */
export const useNavigationPending = () => useContext(NavigationPending);
