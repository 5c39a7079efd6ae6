import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USAGE_EVENT_NAMES } from '@switchboard/contracts';
import { idColumn } from '../../platform/db/columns.js';
import { users } from '../accounts/tables.js';
import { tenants } from '../tenants/tables.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Usage analytics events (ADR 015), and at the same time the outbox of the Segment forwarder: a row
 * is pending until `forwarded_at` is set; `next_attempt_at` is both the retry backoff and the lease a
 * forwarder takes while it posts (so two processes do not send the same rows at once).
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Ours, time-ordered: the outbox forwards in this order. */
    id: idColumn('id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id for the event: a re-sent batch is stored once; Segment's messageId. */
    messageId: uuid('message_id').notNull(),
    event: text('event', { enum: USAGE_EVENT_NAMES }).notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    forwardedAt: instant('forwarded_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** The forwarder's last failure, for operators ("HTTP 500", "timeout"). */
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('usage_events_message_idx').on(t.tenantId, t.userId, t.messageId),
    index('usage_events_pending_idx')
      .on(t.tenantId, t.nextAttemptAt)
      .where(sql`${t.forwardedAt} is null`),
    index('usage_events_time_idx').on(t.tenantId, t.occurredAt),
  ],
);
