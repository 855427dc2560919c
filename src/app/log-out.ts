/**
 * Logging out ("Accounts and sessions"): the stored login and its cookie go, and the shopper stays
 * on the page they were on, or goes home from a page only a signed-in shopper may see, which would
 * otherwise ask them to sign in again. The page loads afresh either way, so nothing of the shopper
 * stays on screen or in memory.
 */
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { removeStoredLogin } from '@/lib/stored-login';
import { SERVED_ROUTES } from './served-routes';

/** Whether the page at `pathname` is one of the guarded ones: the cart, checkout, the payment status, the profile. */
export const isSignedInPage = (pathname: string): boolean => SERVED_ROUTES.some((route) => route.signedIn && matchPath(route.path, pathname) !== null);

export function logOut(): void {
  removeStoredLogin();
  // Replaced, not pushed: Back would only lead to the sign-in form.
  if (isSignedInPage(window.location.pathname)) window.location.replace(paths.home());
  else window.location.reload();
}
