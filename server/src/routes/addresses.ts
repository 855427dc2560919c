/**
 * The signed-in shopper's saved delivery addresses (docs/product.md, "Saved addresses"; capability
 * `addresses`; contract in contract/addresses.ts). Only the owner sees or changes one: another
 * shopper's address is answered like one that does not exist (404).
 */
import { Type } from '@sinclair/typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { MessageResponse } from '../contract/accounts';
import { AddressBody, MAX_ADDRESSES, SavedAddress, SavedAddressList } from '../contract/addresses';
import { MESSAGES, type MessageKey } from '../messages';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../services/addresses';
import { Id, errorResponses } from './common';
import { BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation, type FieldMessages } from './validation';

/** A NUL byte or an over-long value gets its own message; any other failure the field's. */
const text = (key?: MessageKey): FieldMessages[string] => ({ pattern: 'textInvalid', maxLength: 'fieldTooLong', ...(key ? { '*': key } : {}) });

/** Each field's message when the body's schema refuses it; the optional texts' other failures get the generic 400, which names them. */
const ADDRESS_FIELDS: FieldMessages = {
  recipient: text('recipientRequired'),
  region: text(),
  city: text('addressCityRequired'),
  district: text('districtRequired'),
  street: text('streetRequired'),
  building_number: text('buildingNumberInvalid'),
  postcode: text('postcodeInvalid'),
  short_address: text('shortAddressInvalid'),
  directions: text(),
  phone: { pattern: 'textInvalid', maxLength: 'fieldTooLong', required: 'checkoutPhoneRequired', '*': 'phoneInvalid' },
  lat: 'addressPointInvalid',
  lon: 'addressPointInvalid',
  is_default: 'addressDefaultInvalid',
};

const BODY_RULES =
  `recipient, city, district and street are required; building_number is 1 to 6 digits and postcode 5 (Arabic-Indic digits are read as Latin); ` +
  'short_address, optional, is 4 letters and 4 digits and is answered upper-cased; phone is a Saudi mobile, answered as 9665XXXXXXXX; ' +
  'lat and lon come together or not at all. 400 names the first field that is wrong, in the language of the request.';

const AddressParams = Type.Object({ id: Id('Address id') });

/**
 * A null point and an absent one mean the same; dropped before validation, whose type coercion
 * would otherwise read null as 0 in the number branch of `lat` and `lon`.
 */
const dropNullPoint: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const key of ['lat', 'lon']) if (body[key] === null) delete body[key];
};

const addressRoutes: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.addHook('preHandler', auth.required());

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The caller's saved addresses, the default first, then the newest (capability addresses)",
        security: BEARER_SECURITY,
        response: { 200: SavedAddressList, ...errorResponses(401) },
      },
    },
    async (request) => listAddresses(db, request.user!.id),
  );

  app.post(
    '/addresses',
    {
      attachValidation: true,
      preValidation: dropNullPoint,
      preHandler: friendlyValidation(ADDRESS_FIELDS),
      schema: {
        tags: ['addresses'],
        summary: 'Save a delivery address (capability addresses)',
        description:
          `The first address saved, or one sent with is_default: true, becomes the default and the others stop being it. ` +
          `A shopper keeps at most ${MAX_ADDRESSES} addresses (422 past that). ${BODY_RULES}`,
        security: BEARER_SECURITY,
        body: AddressBody,
        response: { 201: SavedAddress, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAddress(db, request.user!.id, request.body);
    },
  );

  app.put(
    '/addresses/:id',
    {
      attachValidation: true,
      preValidation: dropNullPoint,
      preHandler: friendlyValidation(ADDRESS_FIELDS),
      schema: {
        tags: ['addresses'],
        summary: "Replace one of the caller's addresses (capability addresses)",
        description:
          'is_default: true makes it the default and the others stop being it; the default stays one, so is_default: false on it ' +
          `changes nothing. 404 for an id that is not one of the caller's addresses. ${BODY_RULES}`,
        security: BEARER_SECURITY,
        params: AddressParams,
        body: AddressBody,
        response: { 200: SavedAddress, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateAddress(db, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: "Delete one of the caller's addresses (capability addresses)",
        description: "When it was the default, the newest one left becomes the default. 404 for an id that is not one of the caller's addresses.",
        security: BEARER_SECURITY,
        params: AddressParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteAddress(db, request.user!.id, request.params.id);
      return { message: MESSAGES.addressDeleted[request.lang] };
    },
  );
};

export default addressRoutes;
