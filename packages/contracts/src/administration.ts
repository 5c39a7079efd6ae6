import { z } from 'zod';
import { objectId, platformPageQuery } from './common.js';
import { tenantParams, tenantSummary } from './tenancy.js';

/**
 * Administration (issue 6): tenant creation and editing, group and user bulk uploads with
 * preview → commit → report, and the Excel exports and templates (platform.md §2–§6, §9).
 */

const MiB = 1024 * 1024;

/** Upload limits (DESIGN §4: enforced while streaming; zip directory and inflated size checked before parsing). */
export const UPLOAD_LIMITS = {
  /** A user upload file (Google Workspace accepts 150,000 rows per file; 50 MiB holds that as CSV or xlsx). */
  userFileMaxBytes: 50 * MiB,
  groupFileMaxBytes: 10 * MiB,
  /** Legacy .xls files are read whole (in a worker), so they get a smaller cap; the format holds 65,536 rows anyway. */
  xlsFileMaxBytes: 20 * MiB,
  maxUserRows: 150_000,
  maxGroupRows: 5_000,
  /** Sum of the inflated sizes of every entry of an .xlsx (zip) archive. */
  xlsxMaxInflatedBytes: 256 * MiB,
  /** An entry inflating more than this many times its compressed size is treated as a zip bomb. */
  xlsxMaxCompressionRatio: 250,
  xlsxMaxEntries: 2_000,
  xlsWorkerTimeoutMs: 30_000,
  xlsWorkerMaxHeapMb: 256,
  /** Longest value accepted in one cell of an upload. */
  maxCellLength: 1_000,
} as const;

export const UPLOAD_FILE_TYPES = ['xlsx', 'xls', 'csv'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];
/** The file picker's `accept` list. */
export const UPLOAD_ACCEPT = [
  '.xlsx',
  '.xls',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',');

/** The spec's exact upload messages (platform.md §5). */
export const UPLOAD_MESSAGES = {
  invalidFileType: 'Invalid file type',
  noSheets: 'No sheets found in the Excel file.',
  noCsvData: 'No data found in the CSV file.',
  sensitive: 'Contains personal and sensitive information.',
} as const;

/**
 * Why a whole file was refused, in `details.reason` of the error reply (the SPA translates it).
 * 415: invalid_file_type, type_mismatch. 413: too_large, too_many_rows. 400: the rest.
 */
export const UPLOAD_REFUSALS = [
  'no_file',
  'invalid_file_type',
  'type_mismatch',
  'too_large',
  'too_many_rows',
  'no_sheets',
  'no_csv_data',
  'missing_headers',
  'unknown_applications',
  'unsafe_archive',
  'unreadable',
  'too_slow',
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];
export const uploadRefusalDetails = z.object({
  reason: z.enum(UPLOAD_REFUSALS),
  /** missing_headers: the headers not found; unknown_applications: the application columns not offered here. */
  headers: z.array(z.string()).optional(),
  limit: z.number().optional(),
});
export type UploadRefusalDetails = z.infer<typeof uploadRefusalDetails>;

/** User upload columns (platform.md §5): all required; every cell under them must be filled. */
export const USER_UPLOAD_COLUMNS = {
  firstName: 'User First Name',
  lastName: 'User Last Name',
  email: 'User Email',
  role: 'Role',
  l1Name: 'L1 Supervisor Name',
  l1Email: 'L1 Supervisor Email',
  l2Name: 'L2 Supervisor Name',
  l2Email: 'L2 Supervisor Email',
  l3Name: 'L3 Supervisor Name',
  l3Email: 'L3 Supervisor Email',
  status: 'Status',
} as const;
export type UserUploadColumn = keyof typeof USER_UPLOAD_COLUMNS;
/** Optional columns of the user upload record (platform.md §3); may be left empty. */
export const USER_UPLOAD_OPTIONAL_COLUMNS = {
  middleName: 'User Middle Name',
  l1Role: 'L1 Supervisor Role',
  l1Department: 'L1 Supervisor Department',
} as const;
export type UserUploadOptionalColumn = keyof typeof USER_UPLOAD_OPTIONAL_COLUMNS;
/** The order of the New_users_template / Existing_users_template columns before the application columns. */
export const USER_TEMPLATE_COLUMNS: readonly string[] = [
  USER_UPLOAD_COLUMNS.firstName,
  USER_UPLOAD_OPTIONAL_COLUMNS.middleName,
  USER_UPLOAD_COLUMNS.lastName,
  USER_UPLOAD_COLUMNS.email,
  USER_UPLOAD_COLUMNS.role,
  USER_UPLOAD_COLUMNS.l1Name,
  USER_UPLOAD_COLUMNS.l1Email,
  USER_UPLOAD_OPTIONAL_COLUMNS.l1Role,
  USER_UPLOAD_OPTIONAL_COLUMNS.l1Department,
  USER_UPLOAD_COLUMNS.l2Name,
  USER_UPLOAD_COLUMNS.l2Email,
  USER_UPLOAD_COLUMNS.l3Name,
  USER_UPLOAD_COLUMNS.l3Email,
  USER_UPLOAD_COLUMNS.status,
];
/** One column per application: `name_(id)` with a 24-hex id. */
export const APP_COLUMN_PATTERN = /^(.*)_\(([0-9a-fA-F]{24})\)$/;
export const appColumnHeader = (name: string, id: string) => `${name}_(${id})`;
export const APP_ACCESS_VALUES = ['enable', 'disable'] as const;
export const USER_STATUS_VALUES = ['Active', 'Inactive'] as const;

/** Group upload columns (platform.md §5). */
export const GROUP_UPLOAD_COLUMNS = ['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'LOB', 'CHANNEL'] as const;
export type GroupUploadColumn = (typeof GROUP_UPLOAD_COLUMNS)[number];
/** Dropped on upload. */
export const GROUP_UPLOAD_DROPPED_COLUMN = 'GUARDIAN EMAIL ID';

/** Why a row was refused (preview) or failed (commit); the SPA translates by code and column. */
export const UPLOAD_REMARK_CODES = [
  'missing_entry',
  'invalid_name',
  'incorrect_email',
  'duplicate_entry',
  'invalid_role',
  'role_not_assignable',
  'invalid_status',
  'invalid_app_value',
  'invalid_app_role',
  'sensitive_data',
  'too_long',
  /** Group upload: an organisation that is not the uploader's. */
  'not_permitted',
  /** Commit: the uploader's own account. */
  'own_account',
  /** Commit: an existing user whose role is above the uploader's or not assignable by upload. */
  'protected_user',
  /** Commit: an address this upload may not use (an account outside the uploader's reach); says no more. */
  'email_unavailable',
  'commit_failed',
] as const;
export type UploadRemarkCode = (typeof UPLOAD_REMARK_CODES)[number];
export const uploadRemark = z.object({
  code: z.enum(UPLOAD_REMARK_CODES),
  /** The column concerned, when there is one. */
  column: z.string().optional(),
  /** duplicate_entry: the row holding the first occurrence. */
  firstRow: z.number().int().optional(),
  /** English text (also the report's Remarks column). */
  message: z.string(),
});
export type UploadRemark = z.infer<typeof uploadRemark>;

export const UPLOAD_KINDS = ['users', 'groups'] as const;
export const UPLOAD_STATUSES = ['preview', 'committed'] as const;
export const uploadSummary = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type UploadSummary = z.infer<typeof uploadSummary>;

/** A refused (preview) or failed (commit) row, with the file's cells (sensitive numbers masked). */
export const uploadIssue = z.object({
  row: z.number().int(),
  phase: z.enum(['preview', 'commit']),
  cells: z.array(z.string()),
  remarks: z.array(uploadRemark),
});
export type UploadIssue = z.infer<typeof uploadIssue>;

export const uploadJob = z.object({
  jobId: objectId,
  kind: z.enum(UPLOAD_KINDS),
  fileName: z.string(),
  fileType: z.enum(UPLOAD_FILE_TYPES),
  status: z.enum(UPLOAD_STATUSES),
  /** The file's header row; issue cells line up with it. */
  headers: z.array(z.string()),
  /** Non-blank data rows. */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  result: uploadSummary.nullable(),
  issues: z.object({
    data: z.array(uploadIssue),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type UploadJob = z.infer<typeof uploadJob>;

export const uploadJobQuery = platformPageQuery.extend({
  /** Only the rows refused at preview, or only those that failed at commit. */
  phase: z.enum(['preview', 'commit']).optional(),
});
export const userUploadParams = tenantParams.extend({ jobId: objectId });
export const groupUploadParams = z.object({ jobId: objectId });
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const commitHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'The Idempotency-Key header is required.' })
    .trim()
    .min(8, 'The Idempotency-Key header must be 8 to 200 characters.')
    .max(200, 'The Idempotency-Key header must be 8 to 200 characters.'),
});

/** Events-socket message published while a large file is read or committed. */
export const UPLOAD_PROGRESS_EVENT = 'upload.progress';
export const uploadProgress = z.object({
  jobId: objectId,
  kind: z.enum(UPLOAD_KINDS),
  phase: z.enum(['preview', 'commit']),
  fileName: z.string(),
  processedRows: z.number().int(),
  /** Known at commit; null while a file is still being read. */
  totalRows: z.number().int().nullable(),
  /** 0–100 when it can be told (share of the file read, or of the rows committed). */
  percent: z.number().min(0).max(100).nullable(),
  done: z.boolean(),
});
export type UploadProgress = z.infer<typeof uploadProgress>;

/** Tenant (group) creation and editing, commander and above (DESIGN §4). */
const tenantText = (max: number) => z.string().trim().min(1).max(max);
export const tenantInput = z
  .object({
    /** Display name; defaults to "client · site · LOB · channel". */
    name: tenantText(200).optional(),
    org: tenantText(120),
    client: tenantText(120),
    country: tenantText(120),
    location: tenantText(120),
    lob: tenantText(120),
    subLob: tenantText(120),
  })
  .strict();
export type TenantInput = z.infer<typeof tenantInput>;
/** A new group's name when none is given. */
export const defaultTenantName = (t: Pick<TenantInput, 'client' | 'location' | 'lob' | 'subLob'>) =>
  `${t.client} · ${t.location} · ${t.lob} · ${t.subLob}`;
export const tenantPatch = tenantInput
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type TenantPatch = z.infer<typeof tenantPatch>;
export const tenantRow = tenantSummary.extend({ createdAt: z.string() });
export type TenantRowReply = z.infer<typeof tenantRow>;

/** The choices of the user list's supervisor filters (l1Names, l2Names, l3Names). */
export const memberFacetsReply = z.object({
  l1Names: z.array(z.string()),
  l2Names: z.array(z.string()),
  l3Names: z.array(z.string()),
});

/** Excel exports and templates (platform.md §9): GET /api/tenant/v1/exports/{name}.xlsx. */
export const EXPORT_NAMES = [
  'Tenants_template',
  'New_users_template',
  'Groups',
  'Existing_users_template',
  'User Group Data',
  'Applications',
] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];
export const exportParams = z.object({ file: z.string().max(100) });
export const exportPath = (name: ExportName) => `/api/tenant/v1/exports/${encodeURIComponent(name)}.xlsx`;
