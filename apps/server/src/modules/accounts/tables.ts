import { index, pgTable, text, timestamp, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES, ROLES } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';

/** People. Global (a user may belong to several tenants through memberships). */
export const users = pgTable(
  'users',
  {
    id: idColumn('id').primaryKey(),
    /** Stored lower-cased; the unique index makes e-mail the natural key for uploads. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    role: text('role', { enum: ROLES }).notNull(),
    /** argon2id PHC string; null for users who have not been given a password yet. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    /** The language of the e-mails we send them: set from the page they last chose a password on. */
    locale: text('locale', { enum: LOCALES }),
    lastTenantId: idColumn('last_tenant_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The active tenant (switchGroup); not a tenant-table key. */
    activeTenantId: idColumn('active_tenant_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time links that let someone choose a password: invitations (7 days) and password resets (1 hour).
 * Global like sessions (a person, not a group, owns a password); only the SHA-256 of the token is stored.
 * A user has at most one live token of each purpose: a newer one deletes the older.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['invitation', 'password_reset'] }).notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent an invitation (null for a reset the user asked for). */
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);
