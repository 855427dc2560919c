import { useSyncExternalStore } from 'react';
import { getStoredLogin, subscribeStoredLogin, type StoredLogin } from '@/lib/stored-login';

/** The valid stored login, or null; re-renders on login, logout, other tabs and expiry (after 2 hours). */
export function useStoredLogin(): StoredLogin | null {
  return useSyncExternalStore(subscribeStoredLogin, () => getStoredLogin(), () => null);
}
