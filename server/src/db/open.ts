/** Opens, migrates and (when empty) seeds the database the configuration names. */
import { join } from 'node:path';
import type { Config } from '../config';
import { DatabaseInUseError, openDatabase, type Database } from './client';
import { imageStore } from '../services/storage';
import { completeSeed, isSeeded, renderImages, seed } from './seed';

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

/**
 * Brings a database up to date: applies pending migrations, seeds an empty one, and renders
 * whichever seed images are missing from the image store (say the folder was deleted).
 */
export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void): Promise<void> {
  await database.migrate();
  const storageDir = config.seedImages ? imageStore(config) : null;
  if (!(await isSeeded(database.db))) {
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
