/** Schemas and types shared by the route modules. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorBody } from '../contract/catalog';
import type { Db } from '../db/client';
import type { ResponseCache } from '../plugins/response-cache';

export interface RouteOptions {
  db: Db;
  /** The public answers' cache, whose `rows` a route may keep shared rows in. */
  cache: ResponseCache;
}

/** A route module: registered under `/api` with the database it reads and the public answers' cache. */
export type RoutePlugin = FastifyPluginAsyncTypebox<RouteOptions>;

/** Database ids are 32-bit; a larger number would be a database error (500) instead of a 400. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** `?page`, from 1 (absent means 1). */
export const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Page number, from 1' }));

export const ErrorRef = Type.Ref(ErrorBody);

/** The error answers a route documents besides its 200. */
export function withErrors<T extends TSchema>(ok: T, ...statuses: (400 | 404 | 422 | 429)[]) {
  const errors = Object.fromEntries([...statuses, 500].map((status) => [status, ErrorRef]));
  return { 200: ok, ...errors };
}

/** The error answers of a signed-in route, by status, each `{ message }`. */
export const errorResponses = (...statuses: number[]) => Object.fromEntries([...statuses, 500].map((status) => [status, ErrorRef]));

/** An HTML page's answer, as the API's own pages (payment, trader) document it. */
export const HtmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/** The `{ data }` wrapper of brands, blogs and unpaged categories (the contract). */
export const DataList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
