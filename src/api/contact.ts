/** Contact messages (the contract's Contact message): POST /api/contact-us, with the bearer when signed in. */
import { useMutation } from '@tanstack/react-query';
import { request } from './client';

export interface ContactMessage {
  /** First and last name joined, as the contract has it. */
  name: string;
  subject: string;
  email: string;
  phone: string;
  message: string;
}

export const sendContactMessage = (message: ContactMessage) =>
  request<{ message?: string }>('/api/contact-us', { method: 'POST', body: message, auth: true });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
