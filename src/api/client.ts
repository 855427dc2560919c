/**
 * The only place that calls fetch. Builds URLs per configured host, sends JSON and
 * Accept-Language, adds the bearer token where a call carries it ("Who may do what"), and turns
 * a not-ok answer into an ApiError carrying the server's message.
 */
import { env } from '@/config/env';
import { currentLanguage, i18n } from '@/i18n';
import { getAuthToken } from '@/lib/stored-login';
import { takeEarlyResponse } from './early-requests';

export type ApiHost = 'api' | 'trader' | 'chat' | 'services' | 'geocoder';

const hostUrl: Record<ApiHost, string> = {
  api: env.apiUrl,
  trader: env.traderApiUrl,
  chat: env.chatApiUrl,
  services: env.servicesApiUrl,
  geocoder: env.geocoderUrl,
};

/** Where requests go: the browser's fetch, or the server's own answers while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering answers the page's calls in-process (entry-server.tsx). */
export function setTransport(next: typeof fetch): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  host?: ApiHost;
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the stored bearer token (the shopper's own calls: cart, orders, profile, gates, services). */
  auth?: boolean;
  /**
   * Send and keep the API's cookies on another origin too (`credentials: 'include'`): only for an
   * API that lists `device-cookie`, whose CORS allows it. Any other would refuse such a call, so
   * by default the browser sends cookies to the page's own origin alone.
   */
  credentials?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The parsed error body, when there was one. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The generic catalogue failure, 'فشل في تحميل البيانات' ("Failures a shopper sees"). */
export class LoadError extends ApiError {
  override name = 'LoadError';
  constructor(cause: ApiError) {
    super(i18n.t('errors.loadFailed'), cause.status, cause.body);
  }
}

export function buildUrl(host: ApiHost, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${hostUrl[host]}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The server's own words, from `{ message }` or `{ error }`, if it sent any. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', host = 'api', query, body, auth = false, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (auth) {
    const token = getAuthToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    const url = buildUrl(host, path, query);
    const init: RequestInit = { method, headers, body: payload, signal, ...(options.credentials ? { credentials: 'include' as const } : {}) };
    response = await (takeEarlyResponse(method, url, headers) ?? transport(url, init));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(serverMessage(data) ?? i18n.t('errors.unexpected'), response.status, data);
  }
  return data as T;
}

/** A catalogue or content read: no auth, and any failure is the generic LoadError. */
export async function getCatalogue<T>(path: string, options: Omit<RequestOptions, 'method' | 'body' | 'auth'> = {}): Promise<T> {
  try {
    return await request<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError) throw new LoadError(error);
    throw error;
  }
}

/** The message to show for a failed call: the server's own words when it sent some, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof LoadError) return error.message;
  if (error instanceof ApiError) return serverMessage(error.body) ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
