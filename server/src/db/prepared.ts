/**
 * Statements the embedded database plans once (issue #23, ADR 0004).
 *
 * PGlite runs PostgreSQL on the server's own event loop, where parsing and planning a list's one
 * large statement took as long as running it: about half of an uncached list's time. `queryRows`
 * prepares each statement text once per PGlite instance (SQL `PREPARE`, kept for the session) and
 * then only `EXECUTE`s it with the values, so PostgreSQL's plan cache skips the parse and, once
 * it has seen that a generic plan does as well as the custom ones, the planning too.
 *
 * The values go into `EXECUTE` as quoted literals (a utility statement takes no bind parameters),
 * in the same text form PGlite's protocol sends them; only strings, numbers and arrays of integers
 * are written that way, and a statement with any other value runs as before. At most MAX_PREPARED texts
 * are kept per instance (the list's filters combine into many); past that a new text runs unprepared.
 *
 * On PostgreSQL the statement runs as before: the server plans in its own process, off the event
 * loop, and named statements would not survive a transaction-mode connection pooler.
 */
import { PGlite, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Distinct statement texts kept prepared per PGlite instance. */
export const MAX_PREPARED = 64;

/**
 * Types drizzle's PGlite driver reads as the text PostgreSQL sends (timestamp, timestamptz, interval,
 * date, and the arrays of numeric, timestamp, timestamptz, interval and date); so do these rows.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const AS_TEXT = { parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value])) };
const textType = new Set<number>(TEXT_TYPES);

const dialect = new PgDialect();

interface Statement {
  name: string;
  /**
   * Whether its rows have a column of TEXT_TYPES: unknown until it first runs. PGlite copies its
   * table of parsers on every query given parsers of its own, so a statement without such a
   * column runs without them.
   */
  readsText?: boolean;
}

interface Prepared {
  /** Statement texts and what they are prepared as (null: PREPARE failed, run it unprepared). */
  statements: Map<string, Promise<Statement | null>>;
  next: number;
}
const preparedBy = new WeakMap<PGlite, Prepared>();

/** A value as an `EXECUTE` argument, or undefined when it is not one written this way. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  let text: string;
  // A NUL would end the simple-protocol message early: such a value goes as a bind parameter.
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return undefined;
    text = value;
  } else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'bigint') text = String(value);
  // A list of ids, as an array literal.
  else if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item))) text = `{${value.join(',')}}`;
  else return undefined;
  // An escape string reads the same whatever standard_conforming_strings says.
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** What `text` is prepared as on `client`, preparing it on first use; null when it is not. */
function prepare(client: PGlite, text: string): Promise<Statement | null> {
  let prepared = preparedBy.get(client);
  if (!prepared) preparedBy.set(client, (prepared = { statements: new Map(), next: 1 }));
  let statement = prepared.statements.get(text);
  if (!statement) {
    if (prepared.statements.size >= MAX_PREPARED) return Promise.resolve(null);
    const name = `libas_q${prepared.next++}`;
    statement = client.exec(`prepare ${name} as ${text}`).then(
      (): Statement => ({ name }),
      () => null,
    );
    prepared.statements.set(text, statement);
  }
  return statement;
}

/** SQLSTATE 26000: no prepared statement of that name (say the session was reset). */
const isMissingStatement = (error: unknown) => (error as { code?: string }).code === '26000';

/** The rows of `query`, prepared once per statement text on PGlite (see above). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const values = params.map(literal);
    // PREPARE goes as a simple-protocol message, which a semicolon would split.
    const statement = !text.includes(';') && values.every((value) => value !== undefined) ? await prepare(client, text) : null;
    if (statement) {
      try {
        // One simple-protocol message: PGlite's `query` makes five calls into the database for it.
        const [result] = await client.exec(`execute ${statement.name}${values.length ? `(${values.join(', ')})` : ''}`, statement.readsText === false ? undefined : AS_TEXT);
        statement.readsText ??= result!.fields.some((field) => textType.has(field.dataTypeID));
        return result!.rows as T[];
      } catch (error) {
        if (!isMissingStatement(error)) throw error;
        preparedBy.get(client)?.statements.delete(text);
      }
    }
  }
  const result = await db.execute<T>(query);
  return (result as unknown as { rows: T[] }).rows;
}
