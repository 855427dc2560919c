import { HttpResponse, http } from 'msw';
import { apiPath, requestLanguage } from '../api';
import { contactInfo, settings, storeInfo } from '../fixtures/store';

export const storeHandlers = [
  http.get(apiPath('/api/store-info'), ({ request }) => HttpResponse.json([storeInfo[requestLanguage(request)]])),
  http.get(apiPath('/api/settings'), ({ request }) => HttpResponse.json([settings[requestLanguage(request)]])),
  http.get(apiPath('/api/contact-info'), ({ request }) => HttpResponse.json([contactInfo[requestLanguage(request)]])),
];

/** Store info whose first entry lists `capabilities`, e.g. `server.use(storeInfoWithCapabilities(['search']))`. */
export const storeInfoWithCapabilities = (capabilities: string[]) =>
  http.get(apiPath('/api/store-info'), ({ request }) => HttpResponse.json([{ ...storeInfo[requestLanguage(request)], capabilities }]));
