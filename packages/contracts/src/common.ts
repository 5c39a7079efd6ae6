import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './constants.js';

export const objectId = z.string().regex(OBJECT_ID_PATTERN, 'must be a 24-character hexadecimal id');

/** Platform lists page from 1 with `limit` (DESIGN §5). */
export const platformPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});

export const errorReply = z
  .object({
    error: z.string().describe('snake_case code from the error catalogue (packages/contracts/src/errors.ts)'),
    message: z.string().describe('human-readable text, shown to the user as it is'),
    details: z.unknown().optional().describe('structured detail where the code has any, e.g. the problems of a refused layout'),
  })
  .describe('Error: a catalogue code and a human message');

/** Query-string lists arrive as `a,b` or repeated keys; both become an array. */
export const csvList = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value])
            .flatMap((v) => String(v).split(','))
            .map((v) => v.trim())
            .filter(Boolean),
    z.array(item).optional(),
  );
