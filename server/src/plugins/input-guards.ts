/**
 * What no route can store or use, refused with a 400 before any route sees it: a NUL
 * character in any text (PostgreSQL cannot hold it), and a number that is not finite ("1e309" or
 * "Infinity" pass a schema's integer check once coerced, and `maximum` with them).
 */
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

function some(value: unknown, test: (leaf: unknown) => boolean, depth = 0): boolean {
  if (test(value)) return true;
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => test(key) || some(item, test, depth + 1));
}

const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
const notFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/**
 * The query string parser: an empty value means "not set", so `?brand_id=&page=1` filters nothing
 * instead of failing, as clients that build every key of a filter form send it.
 */
export function parseQuery(query: string): Record<string, unknown> {
  const parsed = parseQueryString(query);
  for (const key of Object.keys(parsed)) if (parsed[key] === '') delete parsed[key];
  return parsed;
}

export function registerInputGuards(app: FastifyInstance): void {
  // Before validation, on the request as sent.
  app.addHook('preValidation', async (request) => {
    if (some(request.params, hasNul) || some(request.query, hasNul) || some(request.body, hasNul)) throw new HttpError(400, 'textInvalid');
  });
  // After validation, on the values it coerced.
  app.addHook('preHandler', async (request) => {
    if (some(request.params, notFinite) || some(request.query, notFinite) || some(request.body, notFinite)) throw new HttpError(400, 'numberInvalid');
  });
}
