/** Helpers for the signed-in calls: accounts, bearer headers and multipart bodies. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '../../../server/src/contract/accounts';

export type Lang = 'ar' | 'en';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POSTs JSON in a language; returns status and parsed body. */
export async function postJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { lang?: Lang; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': options.lang ?? 'en', ...(options.token ? bearer(options.token) : {}), ...options.headers },
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

let counter = 0;
/** A unique email for this test file. */
export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${process.pid}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

/** Registers and logs in a new shopper. */
export async function signUp(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}) {
  const account = { name: 'Sara Ahmed', email: uniqueEmail(), password: 'secret123', ...overrides };
  const registered = await postJson(app, '/api/register', { ...account, password_confirmation: account.password });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const login = await postJson<LoginResponse>(app, '/api/login', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return { ...account, token: login.body.token, user: login.body.user };
}

/** A multipart/form-data body as browsers send it. */
export function multipart(fields: Record<string, string>, file?: { field?: string; filename: string; type: string; data: Buffer }) {
  const boundary = `----libas${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'img'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
