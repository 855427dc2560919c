/** Asserts that a value matches a contract schema, naming the first mismatches on failure. */
import { expect } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export function expectShape(schema: TSchema, value: unknown): void {
  if (Value.Check(schema, value)) return;
  const errors = [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.path}: ${e.message}`);
  throw new Error(`Response does not match the contract:\n${errors.join('\n')}`);
}

/** Every error answer is `{ message }` with a non-empty message and nothing else. */
export function expectErrorBody(body: unknown): void {
  expect(body).toEqual({ message: expect.any(String) });
  expect((body as { message: string }).message.length).toBeGreaterThan(0);
}
