import type { Location } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Navigation state the guard leaves on /login, to bring the shopper back after. */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
  /** The address to fill in, after registering or when a sign-in after a reset did not go through. */
  email?: string;
}

/** Where to go after login: the remembered origin, or home. Never back to an auth page. */
export function returnPath(location: Pick<Location, 'state'>): string {
  const from = (location.state as ReturnToState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return paths.home();
  const authPaths: string[] = [paths.login(), paths.register(), paths.forgetPassword(), paths.verifyCode(), paths.resetPassword()];
  if (authPaths.includes(from.pathname)) return paths.home();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
