import type { FastifyInstance } from 'fastify';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * How large a request body (JSON or text) may be, per route (ADR 018). Every route gets `default`
 * unless it declares a larger `bodyLimit` from this list; the route-table test lists the routes
 * that do. Multipart bodies are not buffered: their limits are the multipart intake's
 * (`platform/files/multipart.ts`: file size, one file, few small fields), enforced while streaming.
 * Each larger limit is the largest body its schema accepts, in UTF-8, with room to spare.
 */
export const BODY_LIMITS = {
  /** Sign-in, settings, ids and short texts: every form of the app fits many times over. */
  default: 64 * KiB,
  /**
   * Long free text: an announcement's rich text (100,000 characters of HTML), a practice turn with its
   * language-understanding context (about 300,000 characters), a CRM form or its filled-in values.
   */
  text: 1 * MiB,
  /** A use case with its whole script (60 steps of lines, answers and chips: about 700,000 characters). */
  script: 4 * MiB,
} as const;

/**
 * Gives every route an explicit body limit (the default unless it declared one) at registration, so
 * the route itself carries what Fastify enforces, whichever content-type parser reads the body, and
 * the route table can show it. A body over the limit is refused with 413 `payload_too_large` as soon
 * as its Content-Length says so, or at the first byte past the limit of a chunked body.
 */
export function limitBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.default;
  });
}
