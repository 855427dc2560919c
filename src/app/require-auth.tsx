import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { ReturnToState } from '@/features/auth/return-to';
import { PageFallback } from './layout/page-fallback';
import { paths } from '@/config/paths';
import { useInBrowser } from '@/hooks/use-hydrated';
import { useStoredLogin } from '@/hooks/use-stored-login';

/**
 * Guards /cart, /payment, /payment-status and /profile; an expired login (2 hours) is none. The
 * server renders a page for the login the shopper's cookie names (entry-server.tsx), and without
 * one sends the page's skeleton, which the browser then renders as the login it has says.
 */
export function RequireAuth() {
  const login = useStoredLogin();
  const location = useLocation();
  const inBrowser = useInBrowser();
  if (login) return <Outlet />;
  if (!inBrowser) return <PageFallback />;
  const state: ReturnToState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to={paths.login()} replace state={state} />;
}
