/** Authentication calls ("Calls the contract adds"). Successful logins are stored whole, for two hours; the profile's own calls are in profile.ts. */
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

export const login = (body: LoginBody) => request<LoginResponse>('/api/login', { method: 'POST', body });
export const loginWithGoogle = (credential: string) =>
  request<LoginResponse>('/api/login-w-google', { method: 'POST', body: { token: credential } });
export const register = (body: RegisterBody) => request<RegisterResponse>('/api/register', { method: 'POST', body });
export const requestPasswordReset = (email: string) =>
  request<MessageResponse>('/api/password-reset', { method: 'POST', body: { email } });
export const confirmResetCode = (body: PasswordResetConfirmBody) =>
  request<MessageResponse>('/api/password-reset-confirm', { method: 'POST', body });
export const resetPassword = (body: PasswordResetUpdateBody) =>
  request<MessageResponse>('/api/password-reset-update', { method: 'POST', body });
/**
 * Ends the login on the server too (our API's `POST /api/logout`), so that its token, wherever it was
 * copied, stops working. Logging out does not depend on it: another API may not have the call.
 */
export const endLoginOnServer = (signal?: AbortSignal) => request<null>('/api/logout', { method: 'POST', auth: true, signal });
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (response) => saveStoredLogin(response) });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: loginWithGoogle, onSuccess: (response) => saveStoredLogin(response) });
}

/** The login a registration's answer carries, when the API signs new shoppers in (our API does). */
export const registeredLogin = (response: RegisterResponse): LoginResponse | null =>
  typeof response.token === 'string' && response.token !== '' && response.user ? { token: response.token, user: response.user } : null;

/** Registers, and stores the login the answer carries, if any: the shopper is then signed in. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => {
      const login = registeredLogin(response);
      if (login) saveStoredLogin(login);
    },
  });
}
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmResetCode = () => useMutation({ mutationFn: confirmResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
