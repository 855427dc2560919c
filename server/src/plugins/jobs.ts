/**
 * The work the database drives (services/jobs.ts): a card payment's expiry and its closing, and the
 * demo carrier's steps, with the cash orders left unconfirmed too long and the back-in-stock mails
 * that are due. A timer runs them unless JOB_POLL_MS is 0, as in tests, which call
 * `app.jobs.runDue()` themselves.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_STEP_SECONDS, type CardPayments } from '../services/card-payments';
import { enqueueJob, runDueJobs, startJobRunner, type JobHandlers } from '../services/jobs';
import type { Mailer } from '../services/mail';
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
}

/** Decorates the app it is given (the root, so every test sees `app.jobs`) and starts the timer. */
export function registerJobs(app: FastifyInstance, { db, cardPayments, mailer, pollMs, cashOrderExpiryHours }: JobOptions): void {
  // The card payment's expiry and the demo carrier's steps; and closing the payment of an order
  // that can no longer be paid, tried again until the gateway answers.
  const handlers: JobHandlers = {
    'expire-card-payment': (orderId) => cardPayments.expire(orderId),
    'close-card-payment': (orderId) => cardPayments.close(orderId),
    'demo-confirm': async (orderId) => {
      if (await transition(db, orderId, 'confirmed', 'pending')) await enqueueJob(db, 'demo-ship', orderId, DEMO_STEP_SECONDS);
    },
    'demo-ship': async (orderId) => {
      await transition(db, orderId, 'shippment_created', 'confirmed');
    },
  };
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
    const stop = startJobRunner(db, handlers, pollMs, (error) => app.log.error({ err: error }, 'Running due jobs failed'), alsoRun);
    app.addHook('onClose', stop);
  }
}
