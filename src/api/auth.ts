/**
 * Authentication calls ("Calls the contract adds"). Successful logins are stored whole, for two hours;
 * the profile's own calls are in profile.ts. The calls that sign in or reset a password carry the
 * browser's cookies to an API that keeps a device cookie ("Accounts and sessions"), wherever it is.
 */
import { useMutation } from '@tanstack/react-query';
import { saveStoredLogin } from '@/lib/stored-login';
import type {
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetUpdateBody,
  RegisterBody,
  RegisterResponse,
} from '@/types/api';
import { request } from './client';
import { useCapability } from './store';

/** Whether the calls carry the browser's cookies: `useDeviceCookie()`. */
type WithCookies = { credentials?: boolean };

export const login = (body: LoginBody, { credentials }: WithCookies = {}) =>
  request<LoginResponse>('/api/login', { method: 'POST', body, credentials });
export const loginWithGoogle = (credential: string, { credentials }: WithCookies = {}) =>
  request<LoginResponse>('/api/login-w-google', { method: 'POST', body: { token: credential }, credentials });
export const register = (body: RegisterBody, { credentials }: WithCookies = {}) =>
  request<RegisterResponse>('/api/register', { method: 'POST', body, credentials });
export const requestPasswordReset = (email: string, { credentials }: WithCookies = {}) =>
  request<MessageResponse>('/api/password-reset', { method: 'POST', body: { email }, credentials });
export const confirmResetCode = (body: PasswordResetConfirmBody, { credentials }: WithCookies = {}) =>
  request<MessageResponse>('/api/password-reset-confirm', { method: 'POST', body, credentials });
export const resetPassword = (body: PasswordResetUpdateBody, { credentials }: WithCookies = {}) =>
  request<MessageResponse>('/api/password-reset-update', { method: 'POST', body, credentials });
/**
 * Ends the login on the server too (our API's `POST /api/logout`), so that its token, wherever it was
 * copied, stops working. Logging out does not depend on it: another API may not have the call.
 */
export const endLoginOnServer = (signal?: AbortSignal) => request<null>('/api/logout', { method: 'POST', auth: true, signal });

/**
 * The API's device cookie marks a browser that has signed in to an account, which strangers'
 * failed logins then do not slow. Cookies go to the page's own origin anyway; to an API on another
 * origin only when it lists `device-cookie`.
 */
const useDeviceCookie = (): WithCookies => ({ credentials: useCapability('device-cookie') });

export function useLogin() {
  const cookies = useDeviceCookie();
  return useMutation({ mutationFn: (body: LoginBody) => login(body, cookies), onSuccess: (response) => saveStoredLogin(response) });
}

export function useGoogleLogin() {
  const cookies = useDeviceCookie();
  return useMutation({ mutationFn: (credential: string) => loginWithGoogle(credential, cookies), onSuccess: (response) => saveStoredLogin(response) });
}

/** The login a registration's answer carries, when the API signs new shoppers in (our API does). */
export const registeredLogin = (response: RegisterResponse): LoginResponse | null =>
  typeof response.token === 'string' && response.token !== '' && response.user ? { token: response.token, user: response.user } : null;

/** Registers, and stores the login the answer carries, if any: the shopper is then signed in. */
export function useRegister() {
  const cookies = useDeviceCookie();
  return useMutation({
    mutationFn: (body: RegisterBody) => register(body, cookies),
    onSuccess: (response) => {
      const login = registeredLogin(response);
      if (login) saveStoredLogin(login);
    },
  });
}
export function useRequestPasswordReset() {
  const cookies = useDeviceCookie();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email, cookies) });
}
export function useConfirmResetCode() {
  const cookies = useDeviceCookie();
  return useMutation({ mutationFn: (body: PasswordResetConfirmBody) => confirmResetCode(body, cookies) });
}
export function useResetPassword() {
  const cookies = useDeviceCookie();
  return useMutation({ mutationFn: (body: PasswordResetUpdateBody) => resetPassword(body, cookies) });
}
