import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's (or a proxy's) request id may look like to become the log id: short, no spaces or controls. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's log id: the client's `x-request-id` when well formed (a proxy's trace id links both logs),
 * otherwise a fresh one, so nobody can write an unbounded or line-breaking value into every log line.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every reply names its log id, so a user or a proxy can quote it to support. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
