import type { z } from 'zod';
import { AppMessageError } from './api-error';

/** A 2xx reply whose body does not match the contract. */
export class UnexpectedReplyError extends AppMessageError {
  constructor() {
    super('errors.unexpectedReply');
    this.name = 'UnexpectedReplyError';
  }
}

/** Validates a reply against its contract schema so screens never render half-shaped data. */
export function parseReply<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnexpectedReplyError();
  return parsed.data;
}
