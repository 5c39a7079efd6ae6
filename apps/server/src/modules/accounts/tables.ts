import { index, pgTable, text, timestamp, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@switchboard/contracts';
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
