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
/**
 * SIGTERM (a deploy, a process manager) or SIGINT (Ctrl-C): no new connections or jobs; the requests
 * and the job under way get SHUTDOWN_GRACE_MS to finish, then the requests still open are cut and the
 * job is handed back to the other processes (plugins/closing.ts, plugins/jobs.ts); Redis and the
 * database are closed, and the process exits 0, the grace run out or not. It exits 1 only when
 * closing failed, or hung for 5 s past the grace.
 */
async function shutdown(signal: string) {
  // npm passes a signal on to this process as well: the second is the same request.
  if (closing) return;
  closing = true;
  const grace = config.shutdownGraceMs;
  app.log.info(`${signal}: closing: no new connections or jobs; the requests and the job under way have ${grace} ms to finish`);
  const hung = setTimeout(() => {
    app.log.error(`Closing hung for 5 s past the grace of ${grace} ms; exiting with 1`);
    process.exit(1);
  }, grace + 5_000);
  hung.unref();
  try {
    await app.close();
    app.log.info('Redis and the other connections closed');
    // PGlite must flush its files.
    await database.close();
    app.log.info('Database closed; exiting with 0');
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'Closing failed; exiting with 1');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
