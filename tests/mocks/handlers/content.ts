import { HttpResponse, http } from 'msw';
import { apiPath, requestLanguage } from '../api';
import { contentEntries } from '../fixtures/catalog';

export const contentHandlers = [
  http.get(apiPath('/api/about-us'), ({ request }) => HttpResponse.json(contentEntries.about[requestLanguage(request)])),
  http.get(apiPath('/api/privacy-policy'), ({ request }) => HttpResponse.json(contentEntries.privacy[requestLanguage(request)])),
  http.get(apiPath('/api/returns-policy'), ({ request }) => HttpResponse.json(contentEntries.returns[requestLanguage(request)])),
];
