/**
 * The operator's metrics (services/metrics.ts) at `GET /metrics`, in Prometheus's text format:
 * only with OPS_TOKEN as a bearer token (404 while it is unset), never cached, outside the API's
 * rate limit, and its own requests neither counted nor logged above debug. Every other answer is
 * counted by its route's pattern.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { readJobQueue } from '../services/jobs';
import { createMetrics, type ConnectionUse, type Metrics } from '../services/metrics';
import { requireOpsToken } from './route-context';

export const METRICS_PATH = '/metrics';

/** The PostgreSQL pool's connections (all, idle, and the queries waiting for one), or the embedded database's one. */
function connectionUse(db: Db): ConnectionUse {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
  return { total: 1 };
}

/** The metrics of one app, reading the job queue and the connections from its database. */
export function createAppMetrics(app: FastifyInstance, db: Db, { processMetrics }: { processMetrics: boolean }): Metrics {
  return createMetrics({
    jobQueue: () => readJobQueue(db),
    connections: () => connectionUse(db),
    warn: (error, message) => app.log.warn({ err: error }, message),
    processMetrics,
  });
}

/**
 * The route label of an answer: its route's pattern (`/api/products/:id`), never the URL, whose
 * variety has no end. The build's files are one route each, so they count together as `(static)`;
 * what no route matched is `(page)` when the shop's page fallback served it and `(unmatched)` when
 * it was a 404.
 */
function routeLabel(request: FastifyRequest, statusCode: number): string {
  const { url, config } = request.routeOptions;
  // @fastify/static names the file it serves in each of its routes' config.
  if (url !== undefined && 'file' in config) return '(static)';
  return url ?? (statusCode < 400 ? '(page)' : '(unmatched)');
}

/** Counts every answer but the scrapes, and serves the metrics. Register it before the routes. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Pick<Config, 'opsToken'>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    metrics.request(request.method, routeLabel(request, reply.statusCode), reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    METRICS_PATH,
    {
      onRequest: requireOpsToken(config),
      // A scrape every 15 seconds is no news: its line is written at debug.
      config: { quietLog: true },
      schema: { hide: true },
    },
    async (_request, reply) => {
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('Cache-Control', 'no-store').send(body);
    },
  );
}
