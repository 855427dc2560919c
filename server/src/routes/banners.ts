/** Hero banners and offer banners, localised by Accept-Language; both answer bare arrays. */
import { Type } from '@sinclair/typebox';
import { Banner, OfferBanner } from '../contract/catalog';
import { localize } from '../i18n';
import { listBanners, listOfferBanners } from '../services/content';
import { withErrors, type RoutePlugin } from './common';

const bannerRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/banners',
    { schema: { tags: ['content'], summary: 'Hero carousel banners', response: withErrors(Type.Array(Banner)) } },
    async (request) =>
      (await listBanners(db)).map((b) => ({
        id: b.id,
        title: localize(request.lang, b.titleAr, b.titleEn),
        description: localize(request.lang, b.descriptionAr, b.descriptionEn),
        img: b.img,
      })),
  );

  app.get(
    '/offer-banners',
    { schema: { tags: ['content'], summary: 'Offer banners, each linking to a product', response: withErrors(Type.Array(OfferBanner)) } },
    async (request) =>
      (await listOfferBanners(db)).map((o) => ({
        id: o.id,
        img_url: o.img,
        title: localize(request.lang, o.titleAr, o.titleEn),
        description: localize(request.lang, o.descriptionAr, o.descriptionEn),
        discount: o.discount,
        product: { id: o.productId },
      })),
  );
};

export default bannerRoutes;
