import { sql, type SQL } from 'drizzle-orm';
import { customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { UPLOAD_FILE_TYPES, UPLOAD_KINDS, type UploadRemark, type UploadSummary } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Binary column written as base64 text that the database decodes: PGlite turns a bytea parameter into hex
 * one byte at a time in JavaScript (and parses results the same way), which cost a 100,000-row preview
 * more CPU than validating it. Read it with `packedRows` for the same reason.
 */
const bytea = customType<{ data: Buffer; driverData: SQL }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
});

/** Internal states: `reading` while the file is parsed (never shown or committable), then preview, committed. */
export const UPLOAD_JOB_STATES = ['reading', 'preview', 'committed'] as const;

/**
 * A bulk upload (users or groups) of a tenant: preview → commit → report. The file itself is
 * not kept; its rows are (sensitive numbers masked) so the commit and the report need no re-upload.
 */
export const uploadJobs = pgTable(
  'upload_jobs',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn('id').notNull(),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    status: text('status', { enum: UPLOAD_JOB_STATES }).notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: UPLOAD_FILE_TYPES }).notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    createdBy: idColumn('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    committedBy: idColumn('committed_by'),
    committedAt: at('committed_at'),
    /** The Idempotency-Key of the commit that ran: a retry with it gets the same result. */
    idempotencyKey: text('idempotency_key'),
    result: jsonb('result').$type<UploadSummary>(),
    /** One character per data row in file order: c created, u updated, n unchanged, f failed, i invalid. */
    outcomes: text('outcomes'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('upload_jobs_creator_idx').on(t.tenantId, t.createdBy, t.createdAt)],
);

/**
 * The data rows of a job in blocks of consecutive rows (bulk-friendly: a 100,000-row file is
 * 50 database rows). `rows` is raw-deflated JSON of [rowNo, cells, remarks | 0][]: compressing
 * in Node is several times cheaper than storing ten times the bytes through TOAST.
 */
export const uploadJobRows = pgTable(
  'upload_job_rows',
  {
    tenantId: idColumn('tenant_id').notNull(),
    jobId: idColumn('job_id').notNull(),
    block: integer('block').notNull(),
    rows: bytea('rows').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jobId, t.block] }),
    foreignKey({ columns: [t.tenantId, t.jobId], foreignColumns: [uploadJobs.tenantId, uploadJobs.id] }).onDelete('cascade'),
  ],
);

/** Rows refused at preview or failed at commit, with their remarks: the preview's table of invalid rows. */
export const uploadJobIssues = pgTable(
  'upload_job_issues',
  {
    tenantId: idColumn('tenant_id').notNull(),
    jobId: idColumn('job_id').notNull(),
    rowNo: integer('row_no').notNull(),
    phase: text('phase', { enum: ['preview', 'commit'] }).notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    remarks: jsonb('remarks').$type<UploadRemark[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jobId, t.rowNo] }),
    foreignKey({ columns: [t.tenantId, t.jobId], foreignColumns: [uploadJobs.tenantId, uploadJobs.id] }).onDelete('cascade'),
  ],
);

/** A block's packed rows, read as base64 text the database encodes (see `bytea`). */
export const packedRows = sql<Buffer>`encode(${uploadJobRows.rows}, 'base64')`.mapWith((value: string) => Buffer.from(value, 'base64'));
