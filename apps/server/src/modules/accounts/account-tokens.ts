import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.js';
import { accountTokens, users } from './tables.js';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * Issues a one-time token for a user, replacing any earlier one of the same purpose (only the newest
 * link works). Returns the token itself, which is never stored.
 */
export async function issueAccountToken(
  tx: Tx,
  input: { userId: string; purpose: TokenPurpose; createdBy: string | null; now: Date; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose)));
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Spends a token: marks it used if it is live (unused, unexpired, its user active) and returns its user.
 * The conditional update makes two concurrent uses of one link succeed at most once.
 */
export async function consumeAccountToken(
  tx: Tx,
  input: { token: string; purpose: TokenPurpose; now: Date },
): Promise<{ userId: string; email: string } | null> {
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!spent) return null;
  const [user] = await tx
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, spent.userId), eq(users.active, true)));
  return user ?? null;
}

/** A deactivated user's pending links stop working (they would otherwise let them set a password later). */
export async function voidAccountTokens(tx: Tx, userId: string): Promise<void> {
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}
