import { HttpResponse, http } from 'msw';
import { apiPath, requestLanguage } from '../api';
import { testimonials } from '../fixtures/catalog';

export const testimonialsHandlers = [
  http.get(apiPath('/api/testimonials'), ({ request }) => HttpResponse.json(testimonials[requestLanguage(request)])),
];
