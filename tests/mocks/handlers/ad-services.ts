/** Advertising services (service-requests/by-domain): none by default, so no pixel loads in tests. */
import { HttpResponse, http } from 'msw';
import { env } from '@/config/env';

export const adServicesHandlers = [http.post(`${env.servicesApiUrl}/api/service-requests/by-domain`, () => HttpResponse.json([]))];
