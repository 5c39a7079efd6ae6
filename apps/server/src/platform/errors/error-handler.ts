import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '@switchboard/contracts';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, RateLimitedError } from './app-error.js';

/** Seconds a client is told to wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = 1;

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'too_many_requests',
};
/** Where the catalogue's text for the code would not say what to fix. */
const FASTIFY_MESSAGES: Record<string, string> = {
  // secure-json-parse refuses prototype-poisoning keys with the same error as broken JSON.
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON, or it holds a key named __proto__ or constructor.prototype.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but its Content-Type says JSON.',
};

const kib = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`);

function toBody(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
      message: v.message ?? 'invalid',
    }));
    return { status: 400, body: { error: 'validation_failed', message: ERROR_CATALOGUE.validation_failed.message, details } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Every route has an explicit limit (platform/http/body-limits.ts): say which.
    const limit = request.routeOptions.bodyLimit;
    return {
      status: 413,
      body: {
        error: 'payload_too_large',
        message: `${ERROR_CATALOGUE.payload_too_large.message} The most this request may send is ${kib(limit)}.`,
        details: { limit },
      },
    };
  }
  if (mapped) {
    const message = FASTIFY_MESSAGES[fastifyError.code!] ?? ERROR_CATALOGUE[mapped].message;
    return { status: ERROR_CATALOGUE[mapped].status, body: { error: mapped, message } };
  }
  if (fastifyError.statusCode === 400 && fastifyError.message) {
    return { status: 400, body: { error: 'bad_request', message: fastifyError.message } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: 'service_unavailable', message: ERROR_CATALOGUE.service_unavailable.message } };
  }
  return { status: 500, body: { error: 'internal_error', message: ERROR_CATALOGUE.internal_error.message } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toBody(error, request);
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
    }
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    // Every 429 says when to come back, whichever part of the app refused.
    else if (status === 429) void reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    if (status === 503 && !(error instanceof AppError)) void reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    void reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ error: 'not_found', message: ERROR_CATALOGUE.not_found.message } satisfies ErrorBody);
  });
}
