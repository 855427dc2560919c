/**
 * Jobs the database drives ("Order life"): rows with a time to run. A run claims the due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, so processes sharing one PostgreSQL each take different
 * rows; a job whose process died is claimed again when its lease ends, and one a closing process
 * could not finish within its grace is handed back at once. Handlers must be idempotent: a job may
 * run again after a crash between its work and its `done_at`, or after it was handed back.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

/** The database's jobs that are due and not done, read when Prometheus asks. */
export interface JobQueue {
  /** Due, not done, and still to be tried. */
  waiting: number;
  /** How long the oldest of them has been due, in seconds; 0 with none. */
  oldestWaitingSeconds: number;
  /** Not done, and tried as often as a job is: no runner takes them again. */
  givenUp: number;
}

/**
 * The jobs not done, as the metrics report them: those due and still to be tried, how long the
 * oldest of them has been due, and those tried as often as a job is, which nothing runs again.
 */
export async function readJobQueue(db: Db): Promise<JobQueue> {
  const result = await db.execute<{ waiting: number; oldest: number; given_up: number } & Record<string, unknown>>(sql`
    select count(*) filter (where due)::int as waiting,
           coalesce(extract(epoch from now() - min(run_at) filter (where due)), 0)::float8 as oldest,
           count(*) filter (where attempts >= ${MAX_ATTEMPTS})::int as given_up
      from (select run_at, attempts, run_at <= now() and attempts < ${MAX_ATTEMPTS} as due from jobs where done_at is null) as open_jobs`);
  const row = (result as unknown as { rows: { waiting: number; oldest: number; given_up: number }[] }).rows[0]!;
  return { waiting: Number(row.waiting), oldestWaitingSeconds: Number(row.oldest), givenUp: Number(row.given_up) };
}

interface Claimed extends Record<string, unknown> {
  id: number;
  kind: JobKind;
  order_id: number;
  attempts: number;
}

/**
 * What a runner shares with each of its looks: whether it was halted (a look then starts no more
 * jobs), and the jobs it holds, claimed and not yet finished.
 */
export interface RunnerState {
  halted: boolean;
  held: Set<number>;
}

/**
 * Runs the jobs due now, up to `limit`; answers how many ran. Halted meanwhile, it starts no more of
 * those it claimed and hands them back.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, limit = 20, runner: RunnerState = { halted: false, held: new Set() }): Promise<number> {
  if (runner.halted) return 0;
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
  for (const job of claimed) runner.held.add(job.id);
  let ran = 0;
  for (const job of claimed) {
    if (runner.halted) break;
    let failed: { error: unknown } | null = null;
    try {
      await handlers[job.kind](job.order_id);
    } catch (error) {
      failed = { error };
    }
    // Handed back while it ran (the grace of a closing process ran out): no longer this process's.
    if (!runner.held.delete(job.id)) continue;
    ran++;
    try {
      if (failed) throw failed.error;
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
  await handBack(db, runner);
  return ran;
}

/**
 * Gives back the jobs `runner` holds, as if never claimed: the lease ends now, so another process
 * takes them at its next look, and the claim counts no attempt. Only while the lease is still this
 * process's (a lease that ran out may be another's by now).
 */
async function handBack(db: Db, runner: RunnerState): Promise<number> {
  const ids = [...runner.held];
  runner.held.clear();
  if (ids.length === 0) return 0;
  await db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(inArray(jobs.id, ids), isNull(jobs.doneAt), gt(jobs.lockedUntil, sql`now()`)));
  return ids.length;
}

export interface JobRunner {
  /**
   * Takes no more jobs (those claimed with the one running and not started go back), and waits up to
   * `graceMs` for the one running; still running then, it is handed back. Answers how many jobs the
   * grace's end handed back: 0 when the look under way finished in time.
   */
  stop(graceMs: number): Promise<number>;
}

/**
 * Looks for due jobs every `intervalMs`, one look at a time, then runs `alsoRun` (other work the
 * database drives, such as back-in-stock mails).
 */
export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  intervalMs: number,
  onError: (error: unknown) => void,
  alsoRun: () => Promise<unknown> = async () => {},
): JobRunner {
  const runner: RunnerState = { halted: false, held: new Set() };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueJobs(db, handlers, undefined, runner))
      .then(() => (runner.halted ? undefined : alsoRun()))
      .catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    async stop(graceMs) {
      runner.halted = true;
      clearInterval(timer);
      let graceOver: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (graceOver = setTimeout(resolve, graceMs)))]);
      clearTimeout(graceOver);
      return handBack(db, runner);
    },
  };
}
