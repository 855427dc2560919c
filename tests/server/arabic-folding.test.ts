/**
 * The database's `libas_fold` against the table of folding cases, which the fold the shop and the
 * API share passes too (tests/unit/arabic-folding.test.ts). It runs in a migrated database, PGlite
 * or PostgreSQL (TEST_DATABASE_URL), as product search runs it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { ARABIC_FOLDING_CASES, expectedFold } from '../fixtures/arabic-folding-cases';
import { createTestDatabase, type TestDatabase } from './helpers/db';

const cases = ARABIC_FOLDING_CASES.map((c) => [c.name, c] as const);

describe('libas_fold', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database?.close());

  it.each(cases)('folds %s', async (_name, foldCase) => {
    const result = await database.db.execute(sql`select libas_fold(${foldCase.input}) as folded`);
    const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
    expect(row!.folded).toBe(expectedFold(foldCase, 'database'));
  });
});
