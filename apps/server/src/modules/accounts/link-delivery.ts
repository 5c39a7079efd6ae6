import type { AppDeps } from '../../platform/http/app-deps.js';
import type { IssuedInvitation } from './invitations-service.js';
import { invitationMail } from './mail/account-mail.js';

/** Messages in flight at once: enough to keep an SMTP relay busy without opening a connection per user. */
const MAIL_CONCURRENCY = 4;

export const invitationUrl = (origin: string, token: string) => `${origin}/invitation#token=${token}`;
export const resetUrl = (origin: string, token: string) => `${origin}/reset-password#token=${token}`;

/**
 * E-mails invitations when mail is configured. Returns the users whose message the relay accepted; the
 * others' links go back to the administrator to pass on (a relay that refuses must not lose an invitation).
 */
export async function mailInvitations(
  deps: Pick<AppDeps, 'mailer' | 'log'>,
  origin: string,
  issued: IssuedInvitation[],
): Promise<Set<string>> {
  const mailed = new Set<string>();
  const mailer = deps.mailer;
  if (!mailer) return mailed;
  const queue = [...issued];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const invitation = next;
      try {
        await mailer.send(
          invitationMail({
            locale: invitation.locale,
            to: invitation.email,
            name: invitation.userName,
            inviter: invitation.inviter,
            url: invitationUrl(origin, invitation.token),
            expiresAt: invitation.expiresAt,
          }),
        );
        mailed.add(invitation.userId);
      } catch (error) {
        deps.log.warn({ err: { message: (error as Error).message }, userId: invitation.userId }, 'invitation mail not sent');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, issued.length) }, worker));
  return mailed;
}
