/**
 * `npm start`: the store API and, when built, the SPA from one process.
 * Data lives under DATA_DIR (default .data/): the embedded database in db/ unless DATABASE_URL
 * names a PostgreSQL server, and images in storage/. The database is migrated, and seeded when empty
 * (the seed is loaded only then: `npm run build:server` keeps it out of main.js).
 */
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openForCommand, prepareDatabase } from './db/open';
import { loadOrCreateJwtSecret } from './services/tokens';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting missing or wrong: say which, without a stack, and do not start.
  console.error(`Libas did not start: ${(error as Error).message}`);
  process.exit(1);
}
// Without JWT_SECRET, a secret generated once under DATA_DIR keeps logins valid across restarts.
// Several instances behind one load balancer must share JWT_SECRET instead.
config.jwtSecret ??= await loadOrCreateJwtSecret(config.dataDir);
const database = await openForCommand(config);
const app = await buildApp({ db: database.db, config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // Stop taking requests and let the running ones finish, then close the database cleanly
  // (PGlite must flush its files).
  const timer = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  // npm run dev also brings an older demo up to date; a production start only seeds an empty database.
  await prepareDatabase(database, config, (message) => app.log.info(message), { upkeep: config.development });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Libas store API on port ${config.port} (${database.driver}); API docs at /docs`);
} catch (error) {
  app.log.error(error, 'Start-up failed');
  await database.close().catch(() => {});
  process.exit(1);
}
