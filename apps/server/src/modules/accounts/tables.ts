import { bigint, index, integer, pgTable, primaryKey, text, timestamp, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Recent failures of the sign-in limits (failed passwords, reset requests, single sign-on starts) when several
 * nodes share one PostgreSQL, so a guess spread over nodes meets the same limit as one node's (ADR 027). The
 * key is a SHA-256, never the address or e-mail itself (a password typed into the e-mail field included).
 * Global: a limit counts across groups. Unlogged (see its migration): counters lost in a crash cost nothing.
 */
export const failureCounters = pgTable(
  'failure_counters',
  {
    /** The limit, e.g. `login.pair`, `recovery.ip`, `sso-start.global`. */
    limitName: text('limit_name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Milliseconds since the epoch of the latest failures, oldest first, at most the limit's max. */
    times: bigint('times', { mode: 'number' }).array().notNull(),
    /** How many times the row keeps (its limit's max when last written): the latest so many. */
    keep: integer('keep').notNull(),
    /** When the newest failure leaves its window: from then on the row counts for nothing and is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.keyHash] }), index('failure_counters_expires_idx').on(t.expiresAt)],
);
