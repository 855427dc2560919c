/** Opens, migrates and (when empty) seeds the database the configuration names. */
import { join } from 'node:path';
import type { Config } from '../config';
import { DatabaseInUseError, openDatabase, type Database } from './client';
import { store } from './schema';
import { imageStore } from '../services/storage';

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'db') });
}

/** For the commands (`npm start`, `db:seed`, `db:reset`): a database another process holds ends this one with its reason. */
export async function openForCommand(config: Config): Promise<Database> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export interface PrepareOptions {
  /**
   * On a database seeded before: bring the demo data up to date and render the seed images missing
   * from the image store (say the folder was deleted). `npm run db:seed` and `npm run dev` do;
   * a production start does not, so it never loads the seed once the shop has its data.
   */
  upkeep: boolean;
}

/**
 * Brings a database up to date: applies pending migrations and seeds an empty one. The seed (the
 * demo catalogue and its image drawing) is loaded only when it has work to do; the server's build
 * keeps it in a file of its own (scripts/build-server.mjs).
 */
export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void, { upkeep }: PrepareOptions): Promise<void> {
  await database.migrate();
  const seeded = (await database.db.$count(store)) > 0;
  if (seeded && !upkeep) {
    log('Database already seeded (npm run db:seed brings the demo data up to date, npm run db:reset starts over).');
    return;
  }
  const { completeSeed, renderImages, seed } = await import('./seed');
  const storageDir = config.seedImages ? imageStore(config) : null;
  if (!seeded) {
    log('Empty database: seeding the demo shop…');
    const summary = await seed(database.db, { storageDir });
    log(`Seeded ${summary.products} products, ${summary.reviews} reviews and ${summary.images} images.`);
    return;
  }
  log('Database already seeded (npm run db:reset starts over).');
  if (await completeSeed(database.db)) log("Brought the demo data up to date: the shipping rate table, the store's VAT and registration numbers, the size guides, corrected wording or redrawn pictures.");
  if (storageDir) {
    const rendered = await renderImages(storageDir);
    if (rendered) log(`Rendered ${rendered} missing seed images.`);
  }
}
