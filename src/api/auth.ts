/** Authentication and profile calls (spec §7, R3). Successful logins are stored whole (spec §4, R14). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceStoredLogin, saveStoredLogin } from '@/lib/stored-login';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
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
  request<ChangePasswordResponse>('/api/change-password', { method: 'POST', body, auth: true });

export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string;
  location: string;
  postalCode: string;
  img: File | null;
  /** Needed by the reference API when the email changes (issue #20). */
  current_password?: string;
}

export function updateProfile(profile: ProfileUpdate): Promise<UpdateProfileResponse> {
  const form = new FormData();
  for (const key of ['name', 'email', 'phone', 'location', 'postalCode'] as const) form.set(key, profile[key]);
  if (profile.current_password) form.set('current_password', profile.current_password);
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
/** A new password ends every other login; the reference API answers a token that keeps this one (an extension). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      if (token) replaceStoredLogin({ token });
    },
  });

/** Profile update refreshes the stored user and token, not the login's end: 2 hours from sign-in (R14, issue #20). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, token }) => {
      // The reference API sends a token for the new details (an extension); other APIs keep the current one.
      if (!replaceStoredLogin({ token, user })) throw new ApiError('Failed to update user data', 401);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
