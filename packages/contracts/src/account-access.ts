import { z } from 'zod';
import { LOCALES } from './constants.js';
import { objectId } from './common.js';

/**
 * Whether a member can sign in yet: `active` once they have a password, `invited` while an invitation
 * is waiting, `invitation_expired` when it lapsed unused, `never_invited` otherwise (e.g. fresh from an upload).
 */
export const ACCOUNT_STATES = ['active', 'invited', 'invitation_expired', 'never_invited'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Passwords: at least 8 characters, no composition rules, checked against a list of common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const INVITATION_DAYS = 7;
export const PASSWORD_RESET_MINUTES = 60;
/** How many users one bulk invitation may name. */
export const MAX_BULK_INVITATIONS = 5_000;

/** Tokens are 256-bit base64url strings (43 characters); anything else is refused before any lookup. */
const accountToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a valid link token');
/** Length and list checks happen in the service, so the reply can say which rule failed. */
const newPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const locale = z.enum(LOCALES);

export const invitationBody = z.object({ locale: locale.optional() }).optional();
export const invitationReply = z.object({
  /** The link to send; the token is in its fragment, which browsers never send to a server. */
  inviteUrl: z.string(),
  expiresAt: z.string(),
  /** true when it was also e-mailed to the user. */
  mailed: z.boolean(),
});

export const bulkInvitationBody = z
  .object({
    /** These users; or, with `accountState`, every member of the group in that state. */
    userIds: z.array(objectId).min(1).max(MAX_BULK_INVITATIONS).optional(),
    accountState: z.enum(['never_invited', 'invitation_expired']).optional(),
    locale: locale.optional(),
  })
  .refine((b) => (b.userIds === undefined) !== (b.accountState === undefined), 'give either userIds or accountState');
export const invitedUser = z.object({
  userId: objectId,
  email: z.string(),
  userName: z.string(),
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export const bulkInvitationReply = z.object({
  invited: z.number().int(),
  /** Named users who were not invited: not in the group, already signed up, inactive, or a higher role. */
  skipped: z.number().int(),
  mailed: z.boolean(),
  /** The links, for an administrator to pass on when there is no mail. */
  links: z.array(invitedUser),
});

export const acceptInvitationBody = z.object({ token: accountToken, password: newPassword, locale: locale.optional() });
export const forgotPasswordBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  locale: locale.optional(),
});
export const forgotPasswordReply = z.object({
  ok: z.literal(true),
  /** `mail` when a link was (or would have been) e-mailed; `administrator` when this server sends no mail. */
  delivery: z.enum(['mail', 'administrator']),
});
export const resetPasswordBody = z.object({ token: accountToken, password: newPassword });
