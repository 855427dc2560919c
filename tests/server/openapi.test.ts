/**
 * The API's OpenAPI document (/docs/json) as standard tools read it: Redocly's recommended rules
 * find nothing in it, and openapi-typescript generates types from it that match the contract's.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const contract = (name: string) => fileURLToPath(new URL(`../../server/src/contract/${name}`, import.meta.url));

/**
 * Types the generator made, held to the contract's: each pair must be assignable both ways. What a
 * route answers (200, JSON) or takes as its body, by path and method.
 */
const CHECK = `
import type { components, paths } from './api';
import type { ErrorBody, Product, ProductList, StoreInfo } from '${contract('catalog.ts')}';
import type { ShippingCost, ShippingCostBody } from '${contract('checkout.ts')}';
import type { SavedAddress } from '${contract('addresses.ts')}';

type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody: { content: { 'application/json': infer T } } } ? T : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const checks: [
  Same<components['schemas']['ErrorBody'], ErrorBody>,
  Same<Ok<'/api/products/{id}', 'get'>, Product>,
  Same<Ok<'/api/products', 'get'>, ProductList>,
  Same<Ok<'/api/store-info', 'get'>, StoreInfo[]>,
  Same<Ok<'/api/calculate/shiping', 'post'>, ShippingCost>,
  Same<Body<'/api/calculate/shiping', 'post'>, ShippingCostBody>,
  Same<Ok<'/api/addresses', 'get'>, SavedAddress[]>,
] = [true, true, true, true, true, true, true];
`;

let ctx: TestApp;
let document: string;

beforeAll(async () => {
  // The document names the API's public address as its server: a real one, as in production.
  ctx = await createTestApp({ config: { apiPublicUrl: 'https://api.libas.sa' } });
  document = (await ctx.app.inject({ url: '/docs/json' })).body;
});
afterAll(() => ctx?.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, errors and warnings alike", async () => {
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it("gives openapi-typescript's types, which match the contract's own", async () => {
    const generated = astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]));
    const dir = await mkdtemp(join(tmpdir(), 'libas-openapi-'));
    try {
      await writeFile(join(dir, 'api.d.ts'), generated);
      await writeFile(join(dir, 'check.ts'), CHECK);
      const program = ts.createProgram([join(dir, 'check.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
