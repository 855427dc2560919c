// Typed translation keys, derived from the English files (the source of truth for key names).
import type account from './locales/en/account.json';
import type address from './locales/en/address.json';
import type auth from './locales/en/auth.json';
import type cart from './locales/en/cart.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type catalog from './locales/en/catalog.json';
import type wishlist from './locales/en/wishlist.json';
import type product from './locales/en/product.json';
import type home from './locales/en/home.json';
import type blog from './locales/en/blog.json';
import type content from './locales/en/content.json';
import type contact from './locales/en/contact.json';
import type search from './locales/en/search.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      catalog: typeof catalog;
      wishlist: typeof wishlist;
      product: typeof product;
      home: typeof home;
      blog: typeof blog;
      content: typeof content;
      contact: typeof contact;
      auth: typeof auth;
      cart: typeof cart;
      checkout: typeof checkout;
      account: typeof account;
      address: typeof address;
      search: typeof search;
    };
    returnNull: false;
  }
}
