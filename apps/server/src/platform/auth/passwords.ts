import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2 in @node-rs/argon2's const enum) with 19 MiB and two passes (DESIGN §4, OWASP minimum). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown user) it still spends one verification
 * against a decoy so that timing does not reveal whether the account exists.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('decoy password for absent accounts');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
