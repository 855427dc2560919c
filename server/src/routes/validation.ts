/**
 * Friendlier validation messages for the forms (accounts, reviews, contact, cart): a route that
 * sets `attachValidation: true` and this preHandler answers a schema failure of a listed field
 * with that field's message in the request's language ("Forms"), and any other failure
 * with the generic 400.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error';
import type { MessageKey } from '../messages';

/** Per field: its message, or one per failed JSON-schema keyword (`*` for the rest). */
export type FieldMessages = Record<string, MessageKey | Partial<Record<string, MessageKey>>>;

export function friendlyValidation(fields: FieldMessages, status = 400): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const error = request.validationError as (Error & { validation?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] }) | undefined;
    if (!error) return;
    const first = error.validation?.[0];
    if (first) {
      const missing = typeof first.params.missingProperty === 'string' ? first.params.missingProperty : undefined;
      const field = missing ?? first.instancePath.split('/')[1] ?? '';
      const keyword = missing ? 'required' : first.keyword;
      const entry = fields[field];
      const key = typeof entry === 'string' ? (keyword === 'maxLength' ? 'fieldTooLong' : entry) : (entry?.[keyword] ?? entry?.['*']);
      if (key) throw new HttpError(status, key);
    }
    throw error;
  };
}
