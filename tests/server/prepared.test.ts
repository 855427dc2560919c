/**
 * Statements the embedded database plans once (server/src/db/prepared.ts, issue #23's search
 * speed): `queryRows` answers exactly what `db.execute` answers, whatever the values hold
 * (quotes, backslashes, Arabic, numbers, booleans, null), prepares each text once per PGlite
 * instance, and keeps answering when a statement is gone or the cap is reached. The product lists
 * built on it answer as they do unprepared. On PostgreSQL (TEST_DATABASE_URL) it is `db.execute`.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/src/db/client';
import { MAX_PREPARED, queryRows } from '../../server/src/db/prepared';
import { listProducts, type ProductQuery } from '../../server/src/services/products';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';

let database: TestDatabase;
let db: Db;
/** The same database without its PGlite client in view: `queryRows` runs every statement unprepared. */
let unprepared: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  unprepared = Object.create(db, { $client: { value: undefined } }) as Db;
});
afterAll(() => database?.close());

const executed = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** How many prepared statements the PGlite session holds for statements whose text has `marker`. */
async function preparedCount(marker: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(unprepared, sql`select count(*)::int as n from pg_prepared_statements where strpos(statement, ${marker}) > 0`);
  return row!.n;
}

/** Statements prepared per text: one on PGlite, none on PostgreSQL, where `queryRows` is `db.execute`. */
const ONE_ON_PGLITE = usingPostgres ? 0 : 1;

const tricky = ["it's", 'back\\slash', "\\'; select 1; --", "E'x'", 'عباية سوداء', '', '%_', '$1', 'tab\tand\nnewline'];

describe('queryRows', () => {
  it('answers what db.execute answers, whatever the values hold, first and later times', async () => {
    for (const text of tricky) {
      for (const [n, f, b] of [
        [-3, 0.25, true],
        [2_147_483_647, -1e-7, false],
      ] as const) {
        const query = sql`select ${text}::text as text, length(${text}) as length, ${n}::int as n, ${f}::real as f, ${b}::boolean as b,
                                 ${null}::text as nothing, array[${text}, 'x']::text[] as list, json_build_object('t', ${text}::text) as json`;
        const expected = await executed(query);
        expect(await queryRows(db, query), text).toEqual(expected);
        expect(await queryRows(db, query), text).toEqual(expected);
        expect(expected[0]!.text).toBe(text);
      }
    }
  });

  it('passes a list of ids as one array value', async () => {
    for (const ids of [[3, 1, 2], [], [2_147_483_647, -1]]) {
      const query = sql`select array_length(${sql.param(ids)}::int[], 1) as n, ${sql.param(ids)}::int[] as ids, 5 = any(${sql.param(ids)}::int[]) as has5`;
      const expected = await executed(query);
      expect(await queryRows(db, query)).toEqual(expected);
      expect(await queryRows(db, query)).toEqual(expected);
      expect(expected[0]!.ids).toEqual(ids);
    }
  });

  it('reads dates and times as the text drizzle reads, not as Date objects', async () => {
    const query = sql`select timestamptz '2025-01-02 03:04:05.678+00' as at, date '2025-01-02' as day, ${5}::int as n`;
    const expected = await executed(query);
    for (let i = 0; i < 3; i++) expect(await queryRows(db, query)).toEqual(expected);
    expect(typeof expected[0]!.at).toBe('string');
  });

  it('prepares each statement text once on PGlite, then only executes it; prepares nothing on PostgreSQL', async () => {
    expect((db as { $client?: unknown }).$client instanceof PGlite).toBe(!usingPostgres);
    for (let i = 0; i < 8; i++) expect(await queryRows(db, sql`select ${i}::int as i, 'prepared_once_marker' as marker`)).toEqual([{ i, marker: 'prepared_once_marker' }]);
    expect(await preparedCount('prepared_once_marker')).toBe(ONE_ON_PGLITE);
  });

  it('prepares a statement again when the session lost it', async () => {
    const query = sql`select ${'again'}::text as word, 'lost_statement_marker' as marker`;
    await queryRows(db, query);
    await db.execute(sql`deallocate all`);
    expect(await queryRows(db, query)).toEqual([{ word: 'again', marker: 'lost_statement_marker' }]);
    expect(await queryRows(db, query)).toEqual([{ word: 'again', marker: 'lost_statement_marker' }]);
    expect(await preparedCount('lost_statement_marker')).toBe(ONE_ON_PGLITE);
  });

  it('runs a value a simple-protocol message cannot carry as a bind parameter, as before', async () => {
    const query = sql`select length(${'a\u0000b'}::text) as n`;
    const outcome = (run: () => Promise<unknown>) => run().then((rows) => ({ rows }), (error: unknown) => ({ error: (error as Error).message }));
    expect(await outcome(() => queryRows(db, query))).toEqual(await outcome(() => executed(query)));
  });

  it(`keeps at most ${MAX_PREPARED} texts prepared and still answers past that`, async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      for (let i = 0; i < MAX_PREPARED + 5; i++) {
        const query = sql.raw(`select ${i} as i, 'cap_marker' as marker`);
        expect(await queryRows(fresh.db, sql`${query}`)).toEqual([{ i, marker: 'cap_marker' }]);
      }
      const [row] = await queryRows<{ n: number }>(fresh.db, sql`select count(*)::int as n from pg_prepared_statements`);
      expect(row!.n).toBe(usingPostgres ? 0 : MAX_PREPARED);
    } finally {
      await fresh.close();
    }
  });
});

describe('product lists on prepared statements', () => {
  const queries: ProductQuery[] = [
    { page: 1, lang: 'ar', withHighestPrice: true },
    { page: 2, lang: 'en', sort: 'name_asc', withHighestPrice: true },
    { page: 99, lang: 'ar', withHighestPrice: true },
    { page: 1, lang: 'ar', categoryId: 1, minPrice: 50, maxPrice: 900, sort: 'price_asc', withHighestPrice: true },
    { page: 1, lang: 'ar', bestSellers: true },
    { page: 1, lang: 'ar', onSale: true },
    ...["عبايه سوداء", 'abya', 'ab', "it's", 'back\\slash', '%', 'xqzvw'].map((search): ProductQuery => ({ page: 1, lang: 'ar', search, withHighestPrice: true })),
    { page: 3, lang: 'ar', search: 'a', withHighestPrice: true },
    { page: 1, lang: 'en', search: 'abaya', sizes: ['56', 'M'], inStock: true, withFacets: true, withHighestPrice: true },
    { page: 1, lang: 'ar', sizes: ['M', 'L'], colors: ['black', 'navy'], inStock: true, withFacets: true, withHighestPrice: true },
    { page: 50, lang: 'ar', withFacets: true, withHighestPrice: true },
  ];

  it('answers every list as the unprepared statements do, each time', async () => {
    for (const query of queries) {
      const expected = await listProducts(unprepared, query);
      for (let i = 0; i < 7; i++) expect(await listProducts(db, query), JSON.stringify(query)).toEqual(expected);
    }
  });
});
