import {
  APP_COLUMN_PATTERN,
  UPLOADABLE_ROLES,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_OPTIONAL_COLUMNS,
  appColumnHeader,
  parseRole,
  type Role,
  type UploadRemark,
  type UserUploadColumn,
  type UserUploadOptionalColumn,
} from '@switchboard/contracts';
import { isEmailShape, isValidEmail, normaliseEmail } from './email.js';
import { isNameText, normaliseHeader, remark, screenCells } from './remarks.js';

/** An application the tenant offers, as the user upload sees it. */
export interface UploadApp {
  id: string;
  name: string;
  /** The roles allowed to use it in this tenant. */
  roles: readonly Role[];
}

export interface UserColumnMap {
  headers: readonly string[];
  required: Readonly<Record<UserUploadColumn, number>>;
  optional: Readonly<Partial<Record<UserUploadOptionalColumn, number>>>;
  apps: readonly { index: number; app: UploadApp }[];
  /** Column indexes per rule, worked out once per file (validation runs on 100,000+ rows). */
  checks: { filled: readonly number[]; names: readonly number[]; emails: readonly number[] };
}

export type HeaderCheck<T> = { ok: true; map: T } | { ok: false; reason: 'missing_headers' | 'unknown_applications'; headers: string[] };

/** The user upload record (platform.md §3). */
export interface UserRecord {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  role: Role;
  active: true;
  supervisorNameL1: string;
  supervisorEmailL1: string;
  supervisorNameL2: string;
  supervisorEmailL2: string;
  supervisorNameL3: string;
  supervisorEmailL3: string;
  supervisorRoleL1: string | null;
  supervisorDepartmentL1: string | null;
  tenants: { tenantId: string; active: boolean }[];
  applicationIds: string[];
  /** One per application column; `allowed`: the application's role list has the user's role. */
  access: { applicationId: string; access: boolean; allowed: boolean }[];
}

export interface RowVerdict<R> {
  /** As stored: trimmed, masked, one per header. */
  cells: string[];
  remarks: UploadRemark[];
  /** No remarks: the row goes forward. */
  valid: boolean;
  /** Set only when the row is valid (and, for user rows, when the record was asked for). */
  record: R | null;
}

const REQUIRED = Object.entries(USER_UPLOAD_COLUMNS) as [UserUploadColumn, string][];
const OPTIONAL = Object.entries(USER_UPLOAD_OPTIONAL_COLUMNS) as [UserUploadOptionalColumn, string][];
const NAME_FIELDS: UserUploadColumn[] = ['firstName', 'lastName', 'l1Name', 'l2Name', 'l3Name'];
const EMAIL_FIELDS: UserUploadColumn[] = ['email', 'l1Email', 'l2Email', 'l3Email'];

/**
 * Maps the header row. Every fixed header and one `name_(id)` column per application the tenant
 * offers must be there; an application column for anything else is refused. Otherwise no
 * records are parsed (platform.md §5). Headers match case- and spacing-insensitively.
 */
export function mapUserHeaders(headerRow: readonly string[], apps: readonly UploadApp[]): HeaderCheck<UserColumnMap> {
  const headers = headerRow.map((h) => h.trim());
  const byName = new Map<string, number>();
  headers.forEach((h, i) => {
    const key = normaliseHeader(h);
    if (key && !byName.has(key)) byName.set(key, i);
  });
  const missing: string[] = [];
  const required = {} as Record<UserUploadColumn, number>;
  for (const [key, label] of REQUIRED) {
    const index = byName.get(normaliseHeader(label));
    if (index === undefined) missing.push(label);
    else required[key] = index;
  }
  const optional: Partial<Record<UserUploadOptionalColumn, number>> = {};
  for (const [key, label] of OPTIONAL) {
    const index = byName.get(normaliseHeader(label));
    if (index !== undefined) optional[key] = index;
  }
  const offered = new Map(apps.map((app) => [app.id.toLowerCase(), app]));
  const appColumns: { index: number; app: UploadApp }[] = [];
  const unknown: string[] = [];
  headers.forEach((h, index) => {
    const match = APP_COLUMN_PATTERN.exec(h);
    if (!match) return;
    const app = offered.get(match[2]!.toLowerCase());
    if (!app) unknown.push(h);
    else if (!appColumns.some((c) => c.app.id === app.id)) appColumns.push({ index, app });
  });
  for (const app of apps) {
    if (!appColumns.some((c) => c.app.id === app.id)) missing.push(appColumnHeader(app.name, app.id));
  }
  if (missing.length > 0) return { ok: false, reason: 'missing_headers', headers: missing };
  if (unknown.length > 0) return { ok: false, reason: 'unknown_applications', headers: unknown };
  const names = NAME_FIELDS.map((key) => required[key]);
  if (optional.middleName !== undefined) names.push(optional.middleName);
  const checks = {
    filled: [...REQUIRED.map(([key]) => required[key]), ...appColumns.map((c) => c.index)],
    names,
    emails: EMAIL_FIELDS.map((key) => required[key]),
  };
  return { ok: true, map: { headers, required, optional, apps: appColumns, checks } };
}

/**
 * Every per-row rule of platform.md §5 except duplicates (file-wide; see UserRowValidator).
 * `numeric` holds the indexes of cells that were numbers, dates or booleans in the sheet. The
 * preview only counts valid rows (`build` false): it skips building records, which would be a
 * dozen objects per row of garbage on a 100,000-row file.
 */
export function validateUserRow(
  map: UserColumnMap,
  raw: readonly string[],
  numeric: ReadonlySet<number> | undefined,
  tenantId: string,
  build = true,
): RowVerdict<UserRecord> {
  const { cells, remarks } = screenCells(map.headers, raw, numeric);
  const { headers, required, checks } = map;

  for (const i of checks.filled) if (cells[i] === '') remarks.push(remark.missingEntry(headers[i]!));
  for (const i of checks.names) {
    if (cells[i] !== '' && !isNameText(cells[i]!, numeric?.has(i) ?? false)) remarks.push(remark.invalidName(headers[i]!));
  }
  // The user's own address is unique per row: not worth caching, unlike the supervisors' (isValidEmail).
  const email = cells[required.email]!;
  if (email !== '' && !isEmailShape(email)) remarks.push(remark.incorrectEmail(headers[required.email]!));
  for (let k = 1; k < checks.emails.length; k++) {
    const i = checks.emails[k]!;
    if (cells[i] !== '' && !isValidEmail(cells[i]!)) remarks.push(remark.incorrectEmail(headers[i]!));
  }

  // Job titles count as their role (Trainer and Manager are mentors, Trainee and Advisor heroes).
  const roleText = cells[required.role]!.toLowerCase();
  const named = parseRole(roleText);
  const role = named && (UPLOADABLE_ROLES as readonly Role[]).includes(named) ? named : null;
  if (roleText !== '' && !role) {
    const known = named === 'commander' || named === 'architect';
    remarks.push(known ? remark.roleNotAssignable(headers[required.role]!) : remark.invalidRole(headers[required.role]!));
  }
  const statusText = cells[required.status]!.toLowerCase();
  if (statusText !== '' && statusText !== 'active' && statusText !== 'inactive')
    remarks.push(remark.invalidStatus(headers[required.status]!));

  for (const { index, app } of map.apps) {
    const choice = cells[index]!.toLowerCase();
    if (choice === '') continue;
    if (choice !== 'enable' && choice !== 'disable') remarks.push(remark.invalidAppValue(headers[index]!));
    else if (choice === 'enable' && role && !app.roles.includes(role)) remarks.push(remark.invalidAppRole(headers[index]!, role));
  }

  const valid = remarks.length === 0 && role !== null;
  if (!valid || !build) return { cells, remarks, valid, record: null };
  return { cells, remarks, valid, record: userRecord(map, cells, role, statusText === 'active', tenantId) };
}

/** The user upload record (platform.md §3) of a row that passed every check. */
function userRecord(map: UserColumnMap, cells: readonly string[], role: Role, active: boolean, tenantId: string): UserRecord {
  const value = (key: UserUploadColumn) => cells[map.required[key]]!;
  const opt = (key: UserUploadOptionalColumn) => (map.optional[key] === undefined ? '' : cells[map.optional[key]]!);
  const access = map.apps.map(({ index, app }) => ({
    applicationId: app.id,
    access: cells[index]!.toLowerCase() === 'enable',
    allowed: app.roles.includes(role),
  }));
  const firstName = value('firstName');
  const lastName = value('lastName');
  return {
    email: normaliseEmail(value('email')),
    userName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    middleName: opt('middleName') || null,
    role,
    active: true,
    supervisorNameL1: value('l1Name'),
    supervisorEmailL1: normaliseEmail(value('l1Email')),
    supervisorNameL2: value('l2Name'),
    supervisorEmailL2: normaliseEmail(value('l2Email')),
    supervisorNameL3: value('l3Name'),
    supervisorEmailL3: normaliseEmail(value('l3Email')),
    supervisorRoleL1: opt('l1Role') || null,
    supervisorDepartmentL1: opt('l1Department') || null,
    tenants: [{ tenantId, active }],
    applicationIds: access.filter((a) => a.access).map((a) => a.applicationId),
    access,
  };
}

/** Row validation across a whole file: adds duplicate_entry for a user e-mail seen in an earlier row. */
export class UserRowValidator {
  private readonly firstRowOf = new Map<string, number>();

  constructor(
    private readonly map: UserColumnMap,
    private readonly tenantId: string,
  ) {}

  check(rowNo: number, raw: readonly string[], numeric?: ReadonlySet<number>, build = true): RowVerdict<UserRecord> {
    const verdict = validateUserRow(this.map, raw, numeric, this.tenantId, build);
    const emailIndex = this.map.required.email;
    const email = normaliseEmail(verdict.cells[emailIndex] ?? '');
    if (email === '') return verdict;
    const first = this.firstRowOf.get(email);
    if (first === undefined) {
      this.firstRowOf.set(email, rowNo);
      return verdict;
    }
    return {
      cells: verdict.cells,
      remarks: [...verdict.remarks, remark.duplicateEntry(this.map.headers[emailIndex]!, first)],
      valid: false,
      record: null,
    };
  }
}
