/**
 * `npm run db:seed`: migrate, seed an empty database, or bring a seeded one's demo data up to date
 * and render its missing images.
 * `npm run db:reset`: drop everything (tables and images) and seed again.
 * Both use the same DATA_DIR / DATABASE_URL as `npm start`; stop the server first when it uses
 * the embedded database (one process at a time may open it).
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openForCommand, prepareDatabase } from './open';

const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error('Usage: tsx server/src/db/cli.ts seed|reset');
  process.exit(2);
}

const config = loadConfig();
const database = await openForCommand(config);
try {
  if (command === 'reset') {
    console.log('Dropping all tables and images…');
    // The migrator keeps its journal in the "drizzle" schema; dropping it replays every migration.
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    await rm(config.storageDir, { recursive: true, force: true });
  }
  await prepareDatabase(database, config, console.log, { upkeep: true });
  console.log('Database ready.');
} finally {
  await database.close();
}
