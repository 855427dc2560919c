/**
 * The work the database drives (services/jobs.ts): a card payment's expiry and its closing, and the
 * demo carrier's steps, with the cash orders left unconfirmed too long and the back-in-stock mails
 * that are due. A timer runs them unless JOB_POLL_MS is 0, as in tests, which call
 * `app.jobs.runDue()` themselves. Closing, the timer takes no more jobs, and the one running is
 * handed back to the other processes if the grace (SHUTDOWN_GRACE_MS) ends first.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_STEP_SECONDS, type CardPayments } from '../services/card-payments';
import { enqueueJob, runDueJobs, startJobRunner, type JobHandlers, type JobKind } from '../services/jobs';
import type { Mailer } from '../services/mail';
import type { Metrics } from '../services/metrics';
import { expireWaitingCashOrders, transition } from '../services/order-life';
import { deliverDueAlerts } from '../services/stock-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the database's due jobs now and answers how many ran. */
    jobs: { runDue(): Promise<number> };
  }
}

export interface JobOptions {
  db: Db;
  cardPayments: CardPayments;
  /** Sends the back-in-stock mails. */
  mailer: Mailer;
  /** How often the timer looks for due jobs; 0: no timer. */
  pollMs: number;
  /** A cash order the trader has not confirmed within this many hours fails. */
  cashOrderExpiryHours: number;
  /** Closing, how long the job running gets to finish before it is handed back. */
  graceMs: number;
  /** Counts each job run by its kind and result. */
  metrics: Pick<Metrics, 'jobRan'>;
}

/** The handlers, each run counted: done, or failed (to be tried again). */
function counted(handlers: JobHandlers, metrics: Pick<Metrics, 'jobRan'>): JobHandlers {
  const count = (kind: JobKind): JobHandlers[JobKind] => async (orderId) => {
    try {
      await handlers[kind](orderId);
    } catch (error) {
      metrics.jobRan(kind, 'failed');
      throw error;
    }
    metrics.jobRan(kind, 'done');
  };
  return Object.fromEntries(Object.keys(handlers).map((kind) => [kind, count(kind as JobKind)])) as JobHandlers;
}

/** Decorates the app it is given (the root, so every test sees `app.jobs`) and starts the timer. */
export function registerJobs(app: FastifyInstance, { db, cardPayments, mailer, pollMs, cashOrderExpiryHours, graceMs, metrics }: JobOptions): void {
  // The card payment's expiry and the demo carrier's steps; and closing the payment of an order
  // that can no longer be paid, tried again until the gateway answers.
  const handlers: JobHandlers = counted({
    'expire-card-payment': (orderId) => cardPayments.expire(orderId),
    'close-card-payment': (orderId) => cardPayments.close(orderId),
    'demo-confirm': async (orderId) => {
      if (await transition(db, orderId, 'confirmed', 'pending')) await enqueueJob(db, 'demo-ship', orderId, DEMO_STEP_SECONDS);
    },
    'demo-ship': async (orderId) => {
      await transition(db, orderId, 'shippment_created', 'confirmed');
    },
  }, metrics);
  // Cash orders waiting too long fail, and back-in-stock mails made due when an order fails (its
  // stock comes back) go, with each run.
  const alsoRun = async () => {
    await expireWaitingCashOrders(db, cashOrderExpiryHours);
    await deliverDueAlerts(db, mailer, app.log);
  };
  app.decorate('jobs', {
    runDue: async () => {
      const ran = await runDueJobs(db, handlers);
      await alsoRun();
      return ran;
    },
  });
  if (pollMs > 0) {
    const runner = startJobRunner(db, handlers, pollMs, (error) => app.log.error({ err: error }, 'Running due jobs failed'), alsoRun);
    // Closing: no more jobs from the start, and the one running gets the grace the requests get.
    let stopped: Promise<number> | undefined;
    app.addHook('preClose', (done) => {
      stopped = runner.stop(graceMs);
      done();
    });
    app.addHook('onClose', async () => {
      const handedBack = await (stopped ?? runner.stop(0));
      if (handedBack > 0) app.log.info(`Jobs stopped: the grace ran out, ${handedBack} unfinished handed back to the other processes`);
      else app.log.info('Jobs stopped: none unfinished');
    });
  }
}
