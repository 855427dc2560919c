/**
 * Jobs the database drives ("Order life"): rows with a time to run. A run claims the due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, so processes sharing one PostgreSQL each take different
 * rows; a job whose process died is claimed again when its lease ends. Handlers must be idempotent:
 * a job may run again after a crash between its work and its `done_at`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobKind = 'expire-card-payment' | 'close-card-payment' | 'demo-confirm' | 'demo-ship';

export type JobHandlers = Record<JobKind, (orderId: number) => Promise<void>>;

/** How long a claimed job is its runner's; longer than any handler takes. */
const LEASE_SECONDS = 60;
/** A failed job is tried again after this many seconds, times its attempts. */
const RETRY_SECONDS = 30;
const MAX_ATTEMPTS = 10;

type Runner = Pick<Db, 'insert'>;

/** Schedules `kind` for the order in `seconds` (within the caller's transaction when given one). */
export async function enqueueJob(db: Runner, kind: JobKind, orderId: number, seconds: number): Promise<void> {
  await db.insert(jobs).values({ kind, orderId, runAt: sql`now() + make_interval(secs => ${seconds})` });
}

interface Claimed extends Record<string, unknown> {
  id: number;
  kind: JobKind;
  order_id: number;
  attempts: number;
}

/** Runs the jobs due now, up to `limit`; answers how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, limit = 20): Promise<number> {
  const result = await db.execute<Claimed>(sql`
    update jobs set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
     where id in (select id from jobs
                   where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
                     and attempts < ${MAX_ATTEMPTS}
                   order by run_at
                   limit ${limit}
                   for update skip locked)
    returning id, kind, order_id, attempts`);
  const claimed = (result as unknown as { rows: Claimed[] }).rows;
  for (const job of claimed) {
    try {
      await handlers[job.kind](job.order_id);
      await db.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      await db
        .update(jobs)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          lockedUntil: null,
          runAt: sql`now() + make_interval(secs => ${RETRY_SECONDS * job.attempts})`,
        })
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
    }
  }
  return claimed.length;
}

/**
 * Looks for due jobs every `intervalMs`, one look at a time, then runs `alsoRun` (other work the
 * database drives, such as back-in-stock mails); answers a function that stops it.
 */
export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  intervalMs: number,
  onError: (error: unknown) => void,
  alsoRun: () => Promise<unknown> = async () => {},
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueJobs(db, handlers))
      .then(alsoRun)
      .catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
