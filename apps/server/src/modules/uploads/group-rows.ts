import { GROUP_UPLOAD_COLUMNS, GROUP_UPLOAD_DROPPED_COLUMN, defaultTenantName, type GroupUploadColumn } from '@switchboard/contracts';
import { normaliseHeader, remark, screenCells } from './remarks.js';
import type { HeaderCheck, RowVerdict } from './user-rows.js';

export interface GroupColumnMap {
  /** The file's headers without the dropped GUARDIAN EMAIL ID column. */
  headers: readonly string[];
  /** Indexes into the file's row (before dropping). */
  source: readonly number[];
  columns: Readonly<Record<GroupUploadColumn, number>>;
}

/** A tenant to create (platform.md §3 "Group upload row"; createdBy comes from the session). */
export interface GroupRecord {
  name: string;
  org: string;
  client: string;
  country: string;
  location: string;
  lob: string;
  subLob: string;
}

/** Identity of a group for duplicate checks: its six fields, case- and spacing-insensitive. */
export const groupKey = (t: Omit<GroupRecord, 'name'>) =>
  [t.org, t.client, t.country, t.location, t.lob, t.subLob].map((v) => normaliseHeader(v)).join('\u0000');

/** COMPANY, CLIENT, COUNTRY, SITE, LOB and CHANNEL are required; GUARDIAN EMAIL ID is dropped. */
export function mapGroupHeaders(headerRow: readonly string[]): HeaderCheck<GroupColumnMap> {
  const trimmed = headerRow.map((h) => h.trim());
  const dropped = normaliseHeader(GROUP_UPLOAD_DROPPED_COLUMN);
  const source: number[] = [];
  trimmed.forEach((h, i) => {
    if (normaliseHeader(h) !== dropped) source.push(i);
  });
  const headers = source.map((i) => trimmed[i]!);
  const columns = {} as Record<GroupUploadColumn, number>;
  const missing: string[] = [];
  for (const column of GROUP_UPLOAD_COLUMNS) {
    const index = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(column));
    if (index < 0) missing.push(column);
    else columns[column] = index;
  }
  if (missing.length > 0) return { ok: false, reason: 'missing_headers', headers: missing };
  return { ok: true, map: { headers, source, columns } };
}

/**
 * One group row: every required cell filled (the missing ones listed in remarks), no sensitive
 * data, and an organisation the uploader may create groups in (its canonical spelling is kept).
 */
export function validateGroupRow(
  map: GroupColumnMap,
  raw: readonly string[],
  canonicalOrg: (org: string) => string | null,
  numeric?: ReadonlySet<number>,
): RowVerdict<GroupRecord> {
  const numbers = numeric && new Set(map.source.flatMap((from, at) => (numeric.has(from) ? [at] : [])));
  const { cells, remarks } = screenCells(
    map.headers,
    map.source.map((i) => raw[i] ?? ''),
    numbers,
  );
  const value = (column: GroupUploadColumn) => cells[map.columns[column]] ?? '';
  for (const column of GROUP_UPLOAD_COLUMNS) if (value(column) === '') remarks.push(remark.missingEntry(map.headers[map.columns[column]]!));
  const org = value('COMPANY') === '' ? '' : canonicalOrg(value('COMPANY'));
  if (org === null) {
    remarks.push(remark.notPermitted('You may create groups only in your own organisation.', map.headers[map.columns.COMPANY]));
  }
  if (remarks.length > 0) return { cells, remarks, valid: false, record: null };
  const fields = {
    org: org ?? '',
    client: value('CLIENT'),
    country: value('COUNTRY'),
    location: value('SITE'),
    lob: value('LOB'),
    subLob: value('CHANNEL'),
  };
  return { cells, remarks, valid: true, record: { ...fields, name: defaultTenantName(fields) } };
}

/** Group rows across a file: the same six values twice is a duplicate_entry. */
export class GroupRowValidator {
  private readonly firstRowOf = new Map<string, number>();

  constructor(
    private readonly map: GroupColumnMap,
    private readonly canonicalOrg: (org: string) => string | null,
  ) {}

  check(rowNo: number, raw: readonly string[], numeric?: ReadonlySet<number>): RowVerdict<GroupRecord> {
    const verdict = validateGroupRow(this.map, raw, this.canonicalOrg, numeric);
    if (!verdict.record) return verdict;
    const key = groupKey(verdict.record);
    const first = this.firstRowOf.get(key);
    if (first === undefined) {
      this.firstRowOf.set(key, rowNo);
      return verdict;
    }
    return { cells: verdict.cells, remarks: [remark.duplicateEntry(undefined, first)], valid: false, record: null };
  }
}
