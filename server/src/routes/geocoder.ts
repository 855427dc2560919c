/**
 * The geocoder ("Map and geocoding"): `GET /search` and `GET /reverse` in Nominatim's
 * `format=json` shape, from the bundled gazetteer, so that checkout's map works with no outside service. Registered at the root,
 * as Nominatim serves them: `VITE_GEOCODER_URL` points at this server's origin. The language follows
 * `accept-language` (the parameter, else the header), as Nominatim's does.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GeocoderPlace } from '../contract/checkout';
import { HttpError } from '../http-error';
import { detectLang } from '../i18n';
import { reverse, search } from '../services/geocoder';
import { errorResponses, type RoutePlugin } from './common';

const Format = Type.Optional(Type.String({ maxLength: 10, description: 'json or jsonv2' }));
const AcceptLanguage = Type.Optional(Type.String({ maxLength: 100, description: 'ar or en; else the Accept-Language header' }));
const AddressDetails = Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 adds the address parts' }));

// The gazetteer is part of the build: an answer changes only with a new release.
const CACHE = 'public, max-age=86400';

function checkFormat(format: string | undefined): void {
  if (format !== undefined && format !== 'json' && format !== 'jsonv2') throw new HttpError(400, 'geocoderFormat');
}

const languageOf = (request: FastifyRequest<{ Querystring: { 'accept-language'?: string } }>) =>
  detectLang(request.query['accept-language'] ?? request.headers['accept-language']);

const geocoderRoutes: RoutePlugin = async (app) => {
  // Browsers on any shop front may call it, as they call the public Nominatim.
  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Vary', 'Accept-Language');
  });

  app.get(
    '/search',
    {
      schema: {
        tags: ['geocoder'],
        summary: 'Places in Saudi Arabia by name, Arabic or English (Nominatim /search)',
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*$', description: 'e.g. "جدة" or "Al Olaya, Riyadh"' }),
          format: Format,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 40, default: 10 })),
          addressdetails: AddressDetails,
          'accept-language': AcceptLanguage,
          countrycodes: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Type.Array(GeocoderPlace), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, format, limit = 10, addressdetails, countrycodes } = request.query;
      checkFormat(format);
      reply.header('Cache-Control', CACHE);
      // Only Saudi places are known: another country filter finds nothing.
      if (countrycodes !== undefined && !countrycodes.toLowerCase().split(',').includes('sa')) return [];
      return search(q, { lang: languageOf(request), limit, addressDetails: addressdetails === 1 });
    },
  );

  app.get(
    '/reverse',
    {
      schema: {
        tags: ['geocoder'],
        summary: 'The place at a point (Nominatim /reverse); outside Saudi Arabia, { error }',
        querystring: Type.Object({
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lon: Type.Number({ minimum: -180, maximum: 180 }),
          zoom: Type.Optional(Type.Integer({ minimum: 0, maximum: 18, default: 18 })),
          format: Format,
          addressdetails: AddressDetails,
          'accept-language': AcceptLanguage,
        }),
        response: { 200: Type.Union([GeocoderPlace, Type.Object({ error: Type.String() })]), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { lat, lon, zoom = 18, format, addressdetails } = request.query;
      checkFormat(format);
      reply.header('Cache-Control', CACHE);
      // Nominatim answers an unknown point with 200 and this body.
      return reverse(lat, lon, { lang: languageOf(request), zoom, addressDetails: addressdetails !== 0 }) ?? { error: 'Unable to geocode' };
    },
  );
};

export default geocoderRoutes;
