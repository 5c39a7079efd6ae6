import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { userSessions } from '../practice/tables.js';

/**
 * Call recordings (DESIGN §6 recordings, §7 Voice): one WAV per voice session, its bytes in the file
 * store under `<tenantId>/recordings/<userSessionId>.wav`. Never written, and not served, while the
 * group's masking is on.
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    tenantId: idColumn('tenant_id').notNull(),
    userSessionId: idColumn('user_session_id').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sampleRate: integer('sample_rate').notNull(),
    channels: integer('channels').notNull(),
    bitsPerSample: integer('bits_per_sample').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** How many pieces were appended (advisor utterances and bot lines). */
    segments: integer('segments').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userSessionId] }),
    foreignKey({
      name: 'call_recordings_session_fk',
      columns: [t.tenantId, t.userSessionId],
      foreignColumns: [userSessions.tenantId, userSessions.id],
    }).onDelete('cascade'),
  ],
);
