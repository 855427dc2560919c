/** Authentication calls (spec §7, R3). Successful logins are stored whole (spec §4, R14); the profile's own calls are in profile.ts. */
import { useMutation } from '@tanstack/react-query';
import { saveStoredLogin } from '@/lib/stored-login';
import type {
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetUpdateBody,
  RegisterBody,
} from '@/types/api';
import { request } from './client';

export const login = (body: LoginBody) => request<LoginResponse>('/api/login', { method: 'POST', body });
export const loginWithGoogle = (credential: string) =>
  request<LoginResponse>('/api/login-w-google', { method: 'POST', body: { token: credential } });
export const register = (body: RegisterBody) => request<MessageResponse>('/api/register', { method: 'POST', body });
export const requestPasswordReset = (email: string) =>
  request<MessageResponse>('/api/password-reset', { method: 'POST', body: { email } });
export const confirmResetCode = (body: PasswordResetConfirmBody) =>
  request<MessageResponse>('/api/password-reset-confirm', { method: 'POST', body });
export const resetPassword = (body: PasswordResetUpdateBody) =>
  request<MessageResponse>('/api/password-reset-update', { method: 'POST', body });
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (response) => saveStoredLogin(response) });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: loginWithGoogle, onSuccess: (response) => saveStoredLogin(response) });
}

export const useRegister = () => useMutation({ mutationFn: register });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmResetCode = () => useMutation({ mutationFn: confirmResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
