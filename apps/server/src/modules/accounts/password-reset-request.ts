import { and, eq } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES, type Locale } from '@switchboard/contracts';
import { RateLimitedError } from '../../platform/errors/app-error.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { issueAccountToken } from './account-tokens.js';
import { resetUrl } from './link-delivery.js';
import { passwordResetMail } from './mail/account-mail.js';
import { users } from './tables.js';

const GLOBAL = { tenantId: null, userId: null };

/**
 * "Forgot password?": the same answer for every address, known or not. Each request spends from the same
 * kind of per-address and per-account window as failed sign-ins. Without mail nothing is issued (nobody
 * could receive it): the page tells the person to ask an administrator. The mail goes out after the reply,
 * so the reply's timing does not tell whether the account exists.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'recoveryLimiter' | 'log' | 'config'>,
  input: { email: string; locale?: Locale; ip: string },
  now: Date,
): Promise<'mail' | 'administrator'> {
  // No password was proven, so no address is exempt: asking for resets is slowed like guessing.
  const waitMs = await deps.recoveryLimiter.waitMs(input.ip, input.email, async () => false);
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
  await deps.recoveryLimiter.failed(input.ip, input.email);
  const mailer = deps.mailer;
  const origin = deps.config.PUBLIC_ORIGIN;
  if (!mailer || !origin) return 'administrator';
  const issued = await deps.db.run(GLOBAL, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
      .from(users)
      .where(and(eq(users.email, input.email), eq(users.active, true)));
    if (!user) return null;
    const { token } = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      createdBy: null,
      now,
      ttlMs: PASSWORD_RESET_MINUTES * 60_000,
    });
    return { user, token };
  });
  if (issued) {
    const { user, token } = issued;
    const mail = passwordResetMail({
      locale: user.locale ?? input.locale ?? null,
      to: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      url: resetUrl(origin, token),
    });
    void mailer.send(mail).catch((error: unknown) => {
      deps.log.warn({ err: { message: (error as Error).message }, userId: user.id }, 'password reset mail not sent');
    });
  }
  return 'mail';
}
