/**
 * Store identity (the contract's Store info), SEO settings and contact details ("Calls the
 * contract adds"). All three are lists whose first entry the SPA uses, projected from the single
 * `store` row.
 */
import { Type } from '@sinclair/typebox';
import { CAPABILITIES, ContactInfo, Settings, StoreInfo } from '../contract/catalog';
import { localize } from '../i18n';
import { storeRows, type StoreRow } from '../services/store';
import { withErrors, type RoutePlugin } from './common';

/** `logo_url` is relative to the API host (contract), unlike the `img` fields. */
const storagePath = (path: string) => `storage/${path}`;

/** How to reach the shop: the same in store-info and contact-info. */
const contactFields = (s: StoreRow) => ({
  phone: s.phone,
  email: s.email,
  facebook: s.facebook,
  twitter: s.twitter,
  instagram: s.instagram,
  youtube: s.youtube,
});

const storeRoutes: RoutePlugin = async (app, { db }) => {
  const loadStore = () => storeRows(db);

  app.get(
    '/store-info',
    { schema: { tags: ['store'], summary: 'Store identity for the header and footer', response: withErrors(Type.Array(StoreInfo)) } },
    async (request) =>
      (await loadStore()).map((s, i) => ({
        id: s.id,
        name: localize(request.lang, s.nameAr, s.nameEn),
        description: localize(request.lang, s.descriptionAr, s.descriptionEn),
        logo_url: storagePath(s.logo),
        ...contactFields(s),
        footer_text: localize(request.lang, s.footerTextAr, s.footerTextEn),
        vat_number: s.vatNumber || null,
        commercial_registration: s.crNumber || null,
        // "Capabilities": what this API offers beyond the contract, in the first entry, the one the SPA reads.
        ...(i === 0 ? { capabilities: [...CAPABILITIES] } : {}),
      })),
  );

  app.get(
    '/settings',
    { schema: { tags: ['store'], summary: 'SEO settings', response: withErrors(Type.Array(Settings)) } },
    async (request) =>
      (await loadStore()).map((s) => ({
        id: s.id,
        name: localize(request.lang, s.nameAr, s.nameEn),
        seo_description: localize(request.lang, s.seoDescriptionAr, s.seoDescriptionEn),
        seo_keywords: localize(request.lang, s.seoKeywordsAr, s.seoKeywordsEn),
        logo_url: storagePath(s.logo),
        favicon_url: storagePath(s.favicon),
      })),
  );

  app.get(
    '/contact-info',
    { schema: { tags: ['store'], summary: 'Contact details for /contact-us', response: withErrors(Type.Array(ContactInfo)) } },
    async (request) =>
      (await loadStore()).map((s) => ({
        id: s.id,
        location: localize(request.lang, s.locationAr, s.locationEn),
        location_link: s.locationLink,
        lat: s.lat,
        lng: s.lng,
        ...contactFields(s),
      })),
  );
};

export default storeRoutes;
