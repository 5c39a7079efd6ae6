import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale, SessionUser } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { passwordProblem } from '../../platform/auth/password-policy.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { consumeAccountToken, voidAccountTokens, type TokenPurpose } from './account-tokens.js';
import { openSession, type AccountsDeps } from './service.js';
import { revokeUserSessions, type SessionIdentity } from './session-store.js';
import { accountTokens, users } from './tables.js';

const GLOBAL = { tenantId: null, userId: null };
const invalidLink = () => new AppError('link_invalid');

export interface SetPasswordInput {
  token: string;
  password: string;
  locale?: Locale;
  ip: string;
  userAgent: string | undefined;
  replacing: SessionIdentity | null;
}

/** The live token's user, without spending it (a refused password leaves the link usable). */
async function holderOf(deps: AccountsDeps, purpose: TokenPurpose, token: string, now: Date) {
  const [holder] = await deps.db.run(GLOBAL, (tx) =>
    tx
      .select({ userId: users.id, email: users.email })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
          eq(users.active, true),
        ),
      ),
  );
  if (!holder) throw invalidLink();
  return holder;
}

/**
 * Sets a password through a one-time link and signs the user in. The link is spent in the same
 * transaction that stores the password; every other link of theirs goes, and with `endSessions` every
 * session they had (a reset: whoever knew the old password is out).
 */
async function setPasswordByLink(
  deps: AccountsDeps,
  purpose: TokenPurpose,
  input: SetPasswordInput,
  now: Date,
): Promise<{ token: string; user: SessionUser }> {
  const holder = await holderOf(deps, purpose, input.token, now);
  const problem = passwordProblem(input.password, { email: holder.email });
  if (problem) throw new AppError('password_rejected', passwordMessages[problem], { reason: problem });
  const passwordHash = await hashPassword(input.password);
  const endSessions = purpose === 'password_reset';
  const user = await deps.db.run(GLOBAL, async (tx) => {
    const spent = await consumeAccountToken(tx, { token: input.token, purpose, now });
    if (!spent) throw invalidLink();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(input.locale ? { locale: input.locale } : {}) })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, role: users.role, lastTenantId: users.lastTenantId, email: users.email });
    await voidAccountTokens(tx, spent.userId);
    if (endSessions) await revokeUserSessions(tx, spent.userId, now);
    return updated!;
  });
  if (endSessions) await deps.sessions.changed({ userIds: [user.id] });
  await deps.loginLimiter.succeeded(input.ip, user.email);
  return openSession(deps, user, { ...input, replacing: endSessions ? null : input.replacing });
}

const passwordMessages = {
  too_short: 'Use at least 8 characters.',
  too_long: 'Use at most 256 characters.',
  common: 'This password is too common or has appeared in a data breach. Choose another.',
} as const;

export function acceptInvitation(deps: AccountsDeps, input: SetPasswordInput, now: Date) {
  return setPasswordByLink(deps, 'invitation', input, now);
}

export function resetPassword(deps: AccountsDeps, input: SetPasswordInput, now: Date) {
  return setPasswordByLink(deps, 'password_reset', input, now);
}
