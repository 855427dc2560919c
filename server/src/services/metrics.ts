/**
 * The shop's metrics, which Prometheus scrapes from `GET /metrics` (plugins/metrics.ts): requests,
 * orders, card payments, the database's jobs, the answer cache and the database's connections.
 * Each app has a registry of its own (tests build many apps in one process), and each process
 * serves its own figures: Prometheus scrapes every process and adds them up.
 *
 * Events are counted where they happen; what the database knows (the jobs waiting, the
 * connections) is read when Prometheus asks. Label values come from small fixed sets, never from
 * a request's own words, so the number of series stays bounded. Counting never throws into the
 * work it counts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobKind, JobQueue } from './jobs';

/** Prometheus's names for the series this module keeps start with this. */
const PREFIX = 'libas_';

export type PaymentMethod = 'cash' | 'card';

/**
 * How a checkout ended: `placed`; refused because a product ran out (`sold_out`), because the
 * shopper's page was out of date (`stale`: the cart or the total changed), for any other reason
 * the shopper is told (`refused`: a field, a coupon, too many cash orders waiting); the card
 * gateway could not open the payment, so the order failed (`payment_unavailable`); or the server
 * failed (`error`).
 */
export type OrderOutcome = 'placed' | 'sold_out' | 'stale' | 'refused' | 'payment_unavailable' | 'error';

/**
 * What became of a card payment: `confirmed` by the gateway's record, `declined` (the gateway
 * declined it, or its amount did not match the order), `expired` unpaid in time, or `refunded`
 * because its order could no longer be paid.
 */
export type PaymentResult = 'confirmed' | 'declined' | 'expired' | 'refunded';

/** A job ran to its end (`done`) or threw and will be tried again (`failed`). */
export type JobResult = 'done' | 'failed';

/** The database's connections: a PostgreSQL pool's, or the embedded database's one. */
export interface ConnectionUse {
  total: number;
  idle?: number;
  /** Queries waiting for a connection. */
  waiting?: number;
}

export interface MetricSources {
  jobQueue(): Promise<JobQueue>;
  connections(): ConnectionUse;
  /** Where a source that cannot be read is told (the scrape goes on without it). */
  warn(error: unknown, message: string): void;
  /** The process's own series (CPU, memory, event loop, garbage collection); off in most tests. */
  processMetrics?: boolean;
}

export interface Metrics {
  readonly registry: Registry;
  /** A request answered: `route` is the route's pattern, never the URL. */
  request(method: string, route: string, statusCode: number, seconds: number): void;
  orderPlaced(paymentMethod: PaymentMethod, outcome: OrderOutcome): void;
  payment(result: PaymentResult): void;
  jobRan(kind: JobKind, result: JobResult): void;
  answerCache(hit: boolean): void;
}

/** Metrics that keep nothing, for what runs without an app (a command, a unit test). */
export const noMetrics: Metrics = {
  registry: new Registry(),
  request() {},
  orderPlaced() {},
  payment() {},
  jobRan() {},
  answerCache() {},
};

/** Runs `count`, swallowing any error: a figure is never worth a failed request. */
function safely<A extends unknown[]>(count: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      count(...args);
    } catch {
      // A wrong label cannot happen with the types above; nothing else to do if it does.
    }
  };
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status class (2xx, 4xx, 5xx).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const orders = new Counter({
    name: `${PREFIX}orders_placed_total`,
    help: 'Checkouts, by payment method (cash, card) and outcome (placed, sold_out, stale, refused, payment_unavailable, error).',
    labelNames: ['payment_method', 'outcome'] as const,
    registers,
  });
  const payments = new Counter({
    name: `${PREFIX}payments_total`,
    help: 'Card payments settled, by result (confirmed, declined, expired, refunded).',
    labelNames: ['result'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: `${PREFIX}jobs_run_total`,
    help: "Database jobs run, by kind and result (done, failed: to be tried again).",
    labelNames: ['kind', 'result'] as const,
    registers,
  });
  const answerCache = new Counter({
    name: `${PREFIX}answer_cache_total`,
    help: 'Look-ups in the cache of public answers and rendered pages, by result (hit, miss).',
    labelNames: ['result'] as const,
    registers,
  });

  // The three job gauges come from one query: a scrape collects them all at once, and the first asks.
  let queueRead: Promise<JobQueue | null> | null = null;
  const readQueue = () =>
    (queueRead ??= sources
      .jobQueue()
      .catch((error: unknown) => {
        sources.warn(error, 'Could not read the job queue for the metrics');
        return null;
      })
      .finally(() => {
        queueRead = null;
      }));
  const queueGauge = (name: string, help: string, value: (queue: JobQueue) => number) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers,
      async collect() {
        const queue = await readQueue();
        // Unknown rather than a stale or made-up figure: an alert on it neither fires nor clears.
        this.set(queue ? value(queue) : Number.NaN);
      },
    });
  queueGauge('jobs_waiting', 'Database jobs due and not done (a card payment to expire or close, a demo carrier step).', (queue) => queue.waiting);
  queueGauge('jobs_oldest_waiting_seconds', 'How long the oldest job due and not done has waited, in seconds; 0 with none.', (queue) => queue.oldestWaitingSeconds);
  queueGauge('jobs_given_up', 'Jobs not done that were tried as often as a job is and will not run again: see their last_error.', (queue) => queue.givenUp);

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "The database's connections by state (total, idle, waiting: queries waiting for one). The embedded database has one connection.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.connections();
      this.set({ state: 'total' }, use.total);
      if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    registry,
    request: safely((method, route, statusCode, seconds) => {
      requests.inc({ method, route, status: String(statusCode) });
      durations.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    }),
    orderPlaced: safely((paymentMethod, outcome) => orders.inc({ payment_method: paymentMethod, outcome })),
    payment: safely((result) => payments.inc({ result })),
    jobRan: safely((kind, result) => jobRuns.inc({ kind, result })),
    answerCache: safely((hit) => answerCache.inc({ result: hit ? 'hit' : 'miss' })),
  };
}
