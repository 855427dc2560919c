/**
 * One error shape, `{ message }`, for every 4xx and 5xx, in the request's language where the
 * message is ours. Stack traces and internal details never leave the server; they are logged.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { MESSAGES, type MessageKey } from '../messages';
import type { SpaFallback } from './spa';

const FASTIFY_CLIENT_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'mediaTypeUnsupported',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyInvalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyInvalid',
  FST_ERR_MAX_PARAM_LENGTH: 'urlTooLong',
};

/** "'page' must be >= 1", from the first AJV error fastify attached to a validation failure. */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const param = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || missing;
  const where = error.validationContext ? `${error.validationContext} ` : '';
  return missing ? `${where}'${missing}' is required` : `${where}'${param}' ${first.message ?? 'is invalid'}`;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | HttpError | Error) {
  const lang = request.lang;
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ ...error.fields, message: error.messageIn(lang) });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return reply.status(400).send({ message: `${MESSAGES.invalidParam[lang]}: ${describeValidation(fastifyError)}` });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors, in the request's language. Their English texts are not sent:
    // some echo the request back (a whole URL, a header).
    const known = FASTIFY_CLIENT_ERRORS[fastifyError.code] ?? (status === 413 ? 'bodyTooLarge' : status === 415 ? 'mediaTypeUnsupported' : 'invalidParam');
    return reply.status(status).send({ message: MESSAGES[known][lang] });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: MESSAGES.serverError[lang] });
}

/** `spaFallback` answers client-side routes of the SPA build with its index.html. */
export function registerErrorHandling(app: FastifyInstance, spaFallback: SpaFallback | null): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler(
    (request, reply) => spaFallback?.(request, reply) ?? sendError(request, reply, new HttpError(404, 'notFound')),
  );
}
