/**
 * What a load balancer or an orchestrator asks: `GET /healthz`, whether the process lives (it
 * touches nothing), and `GET /readyz`, whether it can serve (services/readiness.ts). A 503 names
 * the parts that failed and nothing else. Both are public and outside /api, so no rate limit,
 * cache or login stands in front of them, and their successful request lines are debug-level: a
 * probe every few seconds is not news.
 */
import type { FastifyInstance } from 'fastify';
import { createReadinessCheck, type ReadinessDeps } from '../services/readiness';

/** The apps that are shutting down: they answer /readyz with 503 so the balancer stops sending requests. */
const closingApps = new WeakSet<FastifyInstance>();

/**
 * Makes /readyz answer 503 from now on, while every other route still serves. Closing the app does
 * it (and then Fastify answers every new request with 503 as well).
 */
export function stopReadiness(app: FastifyInstance): void {
  closingApps.add(app);
}

export function registerHealth(app: FastifyInstance, deps: ReadinessDeps): void {
  const readiness = createReadinessCheck(deps);
  const probe = { quietLog: true } as const;
  let lastFailed = '';

  app.get('/healthz', { config: probe, schema: { hide: true } }, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', { config: probe, schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (closingApps.has(app)) return reply.code(503).send({ status: 'closing' });
    const failed = await readiness();
    // A change of readiness is news for the operator, with the parts named; the probes are not.
    const now = failed.join(', ');
    if (now !== lastFailed) {
      if (failed.length) request.log.warn({ failed }, `Not ready: ${now}`);
      else request.log.info('Ready again');
      lastFailed = now;
    }
    return failed.length ? reply.code(503).send({ status: 'unready', failed }) : reply.send({ status: 'ready' });
  });
  app.addHook('preClose', async () => stopReadiness(app));
}
