/**
 * The served pages' Content-Security-Policy names an advertising network's script host only while
 * the shop uses that network. The hosts are read once the database is ready (main.ts migrates it
 * after building the app), then every minute, for the changes other processes make.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AD_HOSTS_REFRESH_MS, createAdScriptHosts, type AdScriptHosts } from '../services/ad-services';

export function registerAdHosts(app: FastifyInstance, db: Db): AdScriptHosts {
  const adScriptHosts = createAdScriptHosts(db);
  const refresh = () => adScriptHosts.refresh().catch((error: unknown) => app.log.error({ err: error }, 'Reading the advertising services failed'));
  const timer = setInterval(refresh, AD_HOSTS_REFRESH_MS);
  timer.unref();
  app.addHook('onReady', refresh);
  app.addHook('onClose', async () => clearInterval(timer));
  return adScriptHosts;
}
