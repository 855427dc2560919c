/**
 * Logging out ("Accounts and sessions"): the API is asked to end the login, then the stored login
 * and its cookie go, and the shopper stays on the page they were on, or goes home from a page only a
 * signed-in shopper may see, which would otherwise ask them to sign in again. The page loads afresh
 * either way, so nothing of the shopper stays on screen or in memory.
 */
import { matchPath } from 'react-router-dom';
import { endLoginOnServer } from '@/api/auth';
import { paths } from '@/config/paths';
import { getAuthToken, removeStoredLogin } from '@/lib/stored-login';
import { ROUTES } from './route-table';

/** How long logging out waits for the API's answer before going on without it. */
const SERVER_LOGOUT_WAIT_MS = 5000;

/** Whether the page at `pathname` is one of the guarded ones: the cart, checkout, the payment status, the profile. */
export const isSignedInPage = (pathname: string): boolean => ROUTES.some((route) => route.signedIn && matchPath(route.path, pathname) !== null);

export async function logOut(): Promise<void> {
  // Best effort: a failure, an API without the call (404) or one that does not answer in time
  // leaves the token to expire by itself, and the shopper is logged out all the same.
  if (getAuthToken()) await endLoginOnServer(AbortSignal.timeout(SERVER_LOGOUT_WAIT_MS)).catch(() => {});
  removeStoredLogin();
  // Replaced, not pushed: Back would only lead to the sign-in form.
  if (isSignedInPage(window.location.pathname)) window.location.replace(paths.home());
  else window.location.reload();
}
