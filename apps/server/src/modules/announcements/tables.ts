import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_STATUSES,
  ROLES,
  type AnnouncementGroupTarget,
  type MediaKind,
  type Role,
} from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { users } from '../accounts/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Announcements of a tenant (platform.md §3). The body is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    category: text('category', { enum: ANNOUNCEMENT_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Plain text of the body: the feed's excerpt. */
    bodyText: text('body_text').notNull().default(''),
    status: text('status', { enum: ANNOUNCEMENT_STATUSES }).notNull(),
    authorId: idColumn('author_id')
      .notNull()
      .references(() => users.id),
    /** Roles that read it (empty = every role). */
    audienceRoles: text('audience_roles', { enum: ROLES }).array().$type<Role[]>().notNull().default([]),
    /** Other groups it was (or will be, on publishing) copied into. */
    audienceGroups: jsonb('audience_groups').$type<AnnouncementGroupTarget>(),
    requiresAcknowledgement: boolean('requires_acknowledgement').notNull().default(false),
    dueAt: at('due_at'),
    /** Acknowledgement round: receipts of earlier rounds are kept as history. */
    ackRound: integer('ack_round').notNull().default(1),
    /** Bumped by every edit (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** On a copy published into another group: the original's id. */
    broadcastId: idColumn('broadcast_id'),
    /** On the original: the other groups that received a copy when it was first published. */
    publishedTo: jsonb('published_to').$type<{ tenantId: string; name: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: at('published_at'),
    archivedAt: at('archived_at'),
    /** Feed order, newest first: creation, then the first publication or a re-acknowledgement request. */
    sortAt: at('sort_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('announcements_feed_idx').on(t.tenantId, t.sortAt.desc(), t.id.desc()),
    index('announcements_author_idx').on(t.tenantId, t.authorId),
  ],
);

/** Images and videos of an announcement; the bytes live in the file store under storage_key. */
export const announcementMedia = pgTable(
  'announcement_media',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    announcementId: idColumn('announcement_id').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: idColumn('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('announcement_media_announcement_idx').on(t.tenantId, t.announcementId),
    foreignKey({ columns: [t.tenantId, t.announcementId], foreignColumns: [announcements.tenantId, announcements.id] }).onDelete('cascade'),
  ],
);

/**
 * A user's receipt for one acknowledgement round (announcementReadAckStatus). A row exists once
 * the user has read the announcement; acknowledged_at only ever goes from null to a time.
 */
export const announcementReceipts = pgTable(
  'announcement_receipts',
  {
    tenantId: idColumn('tenant_id').notNull(),
    announcementId: idColumn('announcement_id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    readAt: at('read_at').notNull(),
    acknowledgedAt: at('acknowledged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.announcementId, t.userId, t.round] }),
    index('announcement_receipts_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.announcementId], foreignColumns: [announcements.tenantId, announcements.id] }).onDelete('cascade'),
  ],
);
