import { useSyncExternalStore } from 'react';
import { getStoredLogin, subscribeStoredLogin, type StoredLogin } from '@/lib/stored-login';

// The server's snapshot is the login it renders a page for. In the browser, while it hydrates a
// page, none: the pages it hydrates were rendered for anyone.
const serverLogin = () => (typeof window === 'undefined' ? getStoredLogin() : null);

/** The valid stored login, or null; re-renders on login, logout, other tabs and expiry (after 2 hours). */
export function useStoredLogin(): StoredLogin | null {
  return useSyncExternalStore(subscribeStoredLogin, getStoredLogin, serverLogin);
}
