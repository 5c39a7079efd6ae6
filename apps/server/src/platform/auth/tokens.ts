import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque token; the database only ever sees its SHA-256. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
