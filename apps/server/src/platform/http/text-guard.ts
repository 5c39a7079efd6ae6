import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** An unpaired UTF-16 surrogate: JSON can carry one (`"\ud800"`), UTF-8 and so PostgreSQL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Nested deeper than this, a JSON body is refused rather than walked (no route takes anything close). */
const MAX_DEPTH = 64;

export interface TextProblem {
  path: string;
  message: string;
}

function problemIn(text: string): string | null {
  if (text.includes('\u0000')) return 'Remove the NUL character (\\u0000): text may not contain it.';
  if (LONE_SURROGATE.test(text)) return 'Remove the unpaired surrogate character: the text is not valid Unicode.';
  return null;
}

/** The first string (or object key) in a parsed body, query or params that no database can store, with its path. */
export function findBadText(value: unknown, path: string, depth = 0): TextProblem | null {
  if (typeof value === 'string') {
    const message = problemIn(value);
    return message ? { path, message } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return { path, message: `Nest values at most ${MAX_DEPTH} levels deep.` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = problemIn(key);
    if (keyProblem) return { path: `${path}.${JSON.stringify(key).slice(1, -1)}`, message: keyProblem };
    const found = findBadText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The one place that refuses text no column can hold: a NUL character or an unpaired surrogate in any
 * query parameter, path parameter or JSON body field is a 400 naming the field, before validation and
 * before any service runs (PostgreSQL would otherwise fail the statement: a 500 and a logged error).
 */
export function refuseInvalidText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findBadText(request.params, 'params') ?? findBadText(request.query, 'querystring') ?? findBadText(request.body, 'body');
    if (found) throw new AppError('validation_failed', `${found.path}: ${found.message}`, [found]);
  });
}
