import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ReturnToState } from './return-to';
import { useStoredLogin } from '@/hooks/use-stored-login';

/** Guards /cart, /payment, /payment-status and /profile; an expired login (2 hours) is none. */
export function RequireAuth() {
  const login = useStoredLogin();
  const location = useLocation();
  if (!login) {
    const state: ReturnToState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}
