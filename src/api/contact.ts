/** Contact messages (the contract's Contact message): POST /api/contact-us, with the bearer when signed in. */
import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@/types/api';
import { request } from './client';

export const sendContactMessage = (message: ContactBody) =>
  request<{ message?: string }>('/api/contact-us', { method: 'POST', body: message, auth: true });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
