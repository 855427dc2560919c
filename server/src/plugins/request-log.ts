/**
 * The server's log: pino through Fastify, with request lines that carry no secret. Invoice links
 * carry a `?token=` that opens the invoice, and the credential headers (Authorization,
 * X-Trader-Key) are never written at all.
 */
import { unescape } from 'node:querystring';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** `false` silences the log (tests); `stream` replaces stdout (a test reads the lines). */
export function loggerOptions(level: string | false, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === false) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest },
    // Should a log line ever carry the request's headers, the credentials still stay out.
    redact: { paths: ['req.headers.authorization', 'req.headers["x-trader-key"]', 'req.headers.cookie'], censor: '[redacted]' },
  };
}
