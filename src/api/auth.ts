/** Authentication and profile calls (spec §7, R3). Successful logins are stored whole (spec §4, R14). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getStoredLogin, saveStoredLogin } from '@/lib/stored-login';
import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetUpdateBody,
  RegisterBody,
  UpdateProfileResponse,
} from '@/types/api';
import { ApiError, request } from './client';

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
export const changePassword = (body: ChangePasswordBody) =>
  request<MessageResponse>('/api/change-password', { method: 'POST', body, auth: true });

export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string;
  location: string;
  postalCode: string;
  img: File | null;
}

export function updateProfile(profile: ProfileUpdate): Promise<UpdateProfileResponse> {
  const form = new FormData();
  for (const key of ['name', 'email', 'phone', 'location', 'postalCode'] as const) form.set(key, profile[key]);
  if (profile.img) form.set('img', profile.img);
  return request<UpdateProfileResponse>('/api/update-profile', { method: 'POST', body: form, auth: true });
}

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
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** Profile update refreshes the stored login and its 2-hour expiry (spec §4). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, token }) => {
      const current = getStoredLogin();
      if (!current) throw new ApiError('Failed to update user data', 401);
      // The reference API renews the token too (an extension); other APIs keep the current one.
      saveStoredLogin({ token: token ?? current.token, user });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
