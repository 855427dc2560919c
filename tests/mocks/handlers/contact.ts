import { HttpResponse, http } from 'msw';
import { apiPath } from '../api';

export const contactHandlers = [
  http.post(apiPath('/api/contact-us'), () => HttpResponse.json({ message: 'Sent' }, { status: 201 })),
];
