/** Customer feedback for the home page (the contract's Testimonial), localised; a bare array. */
import { Type } from '@sinclair/typebox';
import { Testimonial } from '../contract/catalog';
import { localize } from '../i18n';
import { listTestimonials } from '../services/content';
import { withErrors, type RoutePlugin } from './common';

const testimonialRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/testimonials',
    { schema: { tags: ['content'], summary: 'Customer testimonials', response: withErrors(Type.Array(Testimonial)) } },
    async (request) =>
      (await listTestimonials(db)).map((t) => ({
        id: t.id,
        name: localize(request.lang, t.nameAr, t.nameEn),
        img: t.img,
        rating: t.rating,
        review: localize(request.lang, t.reviewAr, t.reviewEn),
      })),
  );
};

export default testimonialRoutes;
