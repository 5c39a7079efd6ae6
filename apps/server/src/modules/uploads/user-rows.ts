import {
  APP_COLUMN_PATTERN,
  UPLOADABLE_ROLES,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_OPTIONAL_COLUMNS,
  appColumnHeader,
  type Role,
  type UploadRemark,
  type UserUploadColumn,
  type UserUploadOptionalColumn,
} from '@switchboard/contracts';
import { isValidEmail, normaliseEmail } from './email.js';
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
  /** Set only when there are no remarks. */
  record: R | null;
}

const REQUIRED = Object.entries(USER_UPLOAD_COLUMNS) as [UserUploadColumn, string][];
const OPTIONAL = Object.entries(USER_UPLOAD_OPTIONAL_COLUMNS) as [UserUploadOptionalColumn, string][];

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
  return { ok: true, map: { headers, required, optional, apps: appColumns } };
}

const NAME_FIELDS: UserUploadColumn[] = ['firstName', 'lastName', 'l1Name', 'l2Name', 'l3Name'];
const EMAIL_FIELDS: UserUploadColumn[] = ['email', 'l1Email', 'l2Email', 'l3Email'];

/**
 * Every per-row rule of platform.md §5 except duplicates (file-wide; see UserRowValidator).
 * `numeric` holds the indexes of cells that were numbers, dates or booleans in the sheet.
 */
export function validateUserRow(
  map: UserColumnMap,
  raw: readonly string[],
  numeric: ReadonlySet<number> | undefined,
  tenantId: string,
): RowVerdict<UserRecord> {
  const { cells, remarks } = screenCells(map.headers, raw);
  const at = (i: number) => cells[i] ?? '';
  const value = (key: UserUploadColumn) => at(map.required[key]);
  const label = (i: number) => map.headers[i]!;
  const opt = (key: UserUploadOptionalColumn) => (map.optional[key] === undefined ? '' : at(map.optional[key]));

  for (const [key] of REQUIRED) if (value(key) === '') remarks.push(remark.missingEntry(label(map.required[key])));
  for (const { index } of map.apps) if (at(index) === '') remarks.push(remark.missingEntry(label(index)));

  const nameChecks: number[] = NAME_FIELDS.map((key) => map.required[key]);
  if (map.optional.middleName !== undefined) nameChecks.push(map.optional.middleName);
  for (const i of nameChecks) {
    if (at(i) !== '' && !isNameText(at(i), numeric?.has(i) ?? false)) remarks.push(remark.invalidName(label(i)));
  }
  for (const key of EMAIL_FIELDS) {
    if (value(key) !== '' && !isValidEmail(value(key))) remarks.push(remark.incorrectEmail(label(map.required[key])));
  }

  const roleText = value('role').toLowerCase();
  const role = (UPLOADABLE_ROLES as readonly string[]).includes(roleText) ? (roleText as Role) : null;
  if (roleText !== '' && !role) {
    const known = roleText === 'commander' || roleText === 'architect';
    remarks.push(known ? remark.roleNotAssignable(label(map.required.role)) : remark.invalidRole(label(map.required.role)));
  }
  const statusText = value('status').toLowerCase();
  if (statusText !== '' && statusText !== 'active' && statusText !== 'inactive')
    remarks.push(remark.invalidStatus(label(map.required.status)));

  const access: UserRecord['access'] = [];
  for (const { index, app } of map.apps) {
    const choice = at(index).toLowerCase();
    if (choice === '') continue;
    if (choice !== 'enable' && choice !== 'disable') {
      remarks.push(remark.invalidAppValue(label(index)));
      continue;
    }
    if (choice === 'enable' && role && !app.roles.includes(role)) remarks.push(remark.invalidAppRole(label(index), role));
    access.push({ applicationId: app.id, access: choice === 'enable', allowed: role !== null && app.roles.includes(role) });
  }

  if (remarks.length > 0 || !role) return { cells, remarks, record: null };
  const firstName = value('firstName');
  const lastName = value('lastName');
  return {
    cells,
    remarks,
    record: {
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
      tenants: [{ tenantId, active: statusText === 'active' }],
      applicationIds: access.filter((a) => a.access).map((a) => a.applicationId),
      access,
    },
  };
}

/** Row validation across a whole file: adds duplicate_entry for a user e-mail seen in an earlier row. */
export class UserRowValidator {
  private readonly firstRowOf = new Map<string, number>();

  constructor(
    private readonly map: UserColumnMap,
    private readonly tenantId: string,
  ) {}

  check(rowNo: number, raw: readonly string[], numeric?: ReadonlySet<number>): RowVerdict<UserRecord> {
    const verdict = validateUserRow(this.map, raw, numeric, this.tenantId);
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
      record: null,
    };
  }
}
