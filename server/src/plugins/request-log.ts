/**
 * The server's log: pino through Fastify, with request lines that carry no secret. Invoice links
 * carry a `?token=` that opens the invoice, and the credential headers (Authorization,
 * X-Trader-Key) are never written at all. In production every line is JSON for the log store, a
 * line for every request; in development (`lines`) each is one short line a person reads, and a
 * request has one only when it is news (see `isNews`), so `npm run dev`'s banner and the requests
 * that went wrong are not lost among a walk's hundreds of answers. `LOG_LEVEL=debug` shows them all.
 */
import { unescape } from 'node:querystring';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export type LogFormat = 'json' | 'lines';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route asked for on a timer (a scrape, a probe): its successful requests' lines are written at debug. */
    quietLog?: boolean;
  }
}

const isQuiet = (request: FastifyRequest) => request.routeOptions?.config?.quietLog === true;

/**
 * Production's JSON: one line per request once answered, `request completed` (or `request errored`
 * with the error), carrying what an operator follows it by: the request (`req`, its URL's secrets
 * taken out), its id (`reqId`, also in the answer's X-Request-Id and on its error lines), the route
 * pattern (`route`), the status (`res.statusCode`) and the time taken (`responseTime`, ms). Its
 * arrival is a debug line, and so is a quiet route's success (a wrong token is news). The
 * development's lines (`OneLineRequests`) write a success at debug anyway.
 */
class JsonRequests extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, route: request.routeOptions?.url, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isQuiet(request) && reply.statusCode < 400) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** Where log lines go instead of stdout: one JSON line per `write`. */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters whose value opens something: a signed link's token, a code. */
const SECRET_PARAMS = new Set(['token', 'code']);

/** The URL with the values of secret query parameters replaced; names are read as the query parser reads them. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = url
    .slice(start + 1)
    .split('&')
    .map((param) => {
      const name = param.split('=', 1)[0]!;
      return SECRET_PARAMS.has(unescape(name.replaceAll('+', ' ')).trim().toLowerCase()) ? `${name}=[redacted]` : param;
    });
  return `${url.slice(0, start + 1)}${params.join('&')}`;
}

/** Fastify's default request fields, with the URL's secrets taken out; no headers. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One pino JSON line as a person reads it: time, level, message; an error's stack from `error` up. */
export function readableLine(json: string): string {
  let entry: { time?: number; level?: number; msg?: string; err?: { stack?: string; message?: string } };
  try {
    entry = JSON.parse(json) as typeof entry;
  } catch {
    return json;
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = entry.level ?? 30;
  const detail = entry.err ? (level >= 50 ? `\n${entry.err.stack ?? entry.err.message}` : entry.err.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '') : '';
  return `${time} ${(LEVELS[level] ?? String(level)).padEnd(5)} ${entry.msg ?? ''}${detail}\n`;
}

/** Where `lines` go: each JSON line rewritten by `readableLine`. */
function readableStream(to: LogStream): LogStream {
  return { write: (line) => to.write(readableLine(line)) };
}

/** An answer slower than this is news in development. */
export const SLOW_REQUEST_MS = 500;

/**
 * Whether a request is worth a line of the development log: any answer but a success (2xx, or
 * 304, the browser's copy still good), and a success that took longer than `SLOW_REQUEST_MS`.
 */
export function isNews(statusCode: number, elapsedMs: number): boolean {
  const success = (statusCode >= 200 && statusCode < 300) || statusCode === 304;
  return !success || elapsedMs > SLOW_REQUEST_MS;
}

/**
 * A request in one line once answered (`GET /api/products?page=1 404 12 ms`), its URL's secrets
 * taken out: at `info` when it is news, else at `debug`.
 */
class OneLineRequests extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (isNews(reply.statusCode, reply.elapsedTime)) reply.log.info(line);
    else reply.log.debug(line);
  }

  override routeNotFound(): void {}
}

/** Fastify's logger and request logging: `false` silences the log (tests); `stream` replaces stdout (a test reads the lines). */
export function loggerOptions(
  level: string | false,
  format: LogFormat = 'json',
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === false) return { logger: false };
  const lines = format === 'lines';
  const to = stream ?? (lines ? process.stdout : undefined);
  const logger: FastifyServerOptions['logger'] = {
    level,
    ...(to ? { stream: lines ? readableStream(to) : to } : {}),
    serializers: { req: serializeRequest },
    // Should a log line ever carry the request's headers, the credentials still stay out.
    redact: { paths: ['req.headers.authorization', 'req.headers["x-trader-key"]', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return { logger, logController: lines ? new OneLineRequests() : new JsonRequests() };
}
