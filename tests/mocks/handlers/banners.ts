import { HttpResponse, http } from 'msw';
import { apiPath, requestLanguage } from '../api';
import { banners, offerBanners } from '../fixtures/catalog';

export const bannersHandlers = [
  http.get(apiPath('/api/banners'), ({ request }) => HttpResponse.json(banners[requestLanguage(request)])),
  http.get(apiPath('/api/offer-banners'), ({ request }) => HttpResponse.json(offerBanners[requestLanguage(request)])),
];
