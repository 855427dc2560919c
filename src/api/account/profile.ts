/**
 * The signed-in shopper's own account (update-profile and change-password), for the profile
 * tabs only. Both keep the current login's end when they store what the answer brings.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { getStoredLogin, saveStoredLogin } from '@/lib/stored-login';
import type { ChangePasswordBody, ChangePasswordResponse, UpdateProfileResponse } from '@/types/api';
import { ApiError, request, serverMessage } from '../client';
import { orderKeys } from '../orders/orders';

/** The reference API's words for a login it no longer accepts: the shopper logs in again. */
export const SESSION_GONE = 'Failed to update user data';

/** The login ended while the update was on its way (logged out in another tab, or expired), in the shopper's language. */
export class SessionEndedError extends ApiError {
  override name = 'SessionEndedError';
  constructor() {
    const message = i18n.t('account:personal.sessionEnded');
    // Carried as an answer's body is, so errorMessage shows it as it shows the server's words.
    super(message, 401, { message });
  }
}

/** Whether an update failed because the login is gone, by the server's word or the browser's own. */
export const isSessionGone = (error: unknown): boolean =>
  error instanceof SessionEndedError || (error instanceof ApiError && serverMessage(error.body) === SESSION_GONE);

export const changePassword = (body: ChangePasswordBody) =>
  request<ChangePasswordResponse>('/api/change-password', { method: 'POST', body, auth: true });

export interface ProfileUpdate {
  name: string;
  email: string;
  phone: string;
  location: string;
  postalCode: string;
  img: File | null;
  /** Needed by the reference API when the email changes. */
  current_password?: string;
}

export function updateProfile(profile: ProfileUpdate): Promise<UpdateProfileResponse> {
  const form = new FormData();
  for (const key of ['name', 'email', 'phone', 'location', 'postalCode'] as const) form.set(key, profile[key]);
  if (profile.current_password) form.set('current_password', profile.current_password);
  if (profile.img) form.set('img', profile.img);
  return request<UpdateProfileResponse>('/api/update-profile', { method: 'POST', body: form, auth: true });
}

/** A new password ends every other login; the reference API answers a token that keeps this one (an extension). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const current = getStoredLogin();
      if (token && current) saveStoredLogin({ token, user: current.user }, current.expires_at);
    },
  });

/** Profile update refreshes the stored user and token, not the login's end: 2 hours from sign-in. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user, token }) => {
      const current = getStoredLogin();
      if (!current) throw new SessionEndedError();
      // The reference API sends a token for the new details (an extension); other APIs keep the current one.
      saveStoredLogin({ token: token ?? current.token, user }, current.expires_at);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
