/**
 * What a start does to its database (server/src/db/open.ts): an empty one is seeded, whatever
 * runs the server; a seeded one is brought up to date with the demo's data only by `npm run db:seed`
 * and `npm run dev` (upkeep), so that a production start never loads the seed once the shop has
 * its data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/src/db/open';
import { products, shippingRates, store } from '../../server/src/db/schema';
import { testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.close());

const config = testConfig({ seedImages: false });

async function prepare(upkeep: boolean): Promise<string[]> {
  const lines: string[] = [];
  await prepareDatabase(database, config, (line) => lines.push(line), { upkeep });
  return lines;
}

describe('preparing the database at start', () => {
  it('seeds an empty database, even on a production start', async () => {
    expect(await database.db.$count(store)).toBe(0);
    const log = await prepare(false);
    expect(log[0]).toMatch(/^Empty database: seeding the demo shop/);
    expect(await database.db.$count(products)).toBeGreaterThan(80);
  }, 60_000);

  it('leaves a seeded database as it is on a production start, and brings its demo data up to date with upkeep', async () => {
    await database.db.delete(shippingRates);
    expect(await prepare(false)).toEqual(['Database already seeded (npm run db:seed brings the demo data up to date, npm run db:reset starts over).']);
    expect(await database.db.$count(shippingRates)).toBe(0);
    const log = await prepare(true);
    expect(log).toContainEqual(expect.stringMatching(/^Brought the demo data up to date/));
    expect(await database.db.$count(shippingRates)).toBeGreaterThan(0);
  }, 60_000);
});
