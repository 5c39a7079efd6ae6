import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USER_TEMPLATE_COLUMNS, UPLOAD_MESSAGES, appColumnHeader } from '@switchboard/contracts';
import { UserRowValidator, mapUserHeaders, validateUserRow, type UploadApp, type UserColumnMap } from './user-rows.js';

const TENANT = 'a'.repeat(24);
const KNOWLEDGE: UploadApp = { id: '0123456789abcdef01234567', name: 'Knowledge', roles: ['hero', 'mentor', 'guardian'] };
const COACHING: UploadApp = { id: '89abcdef0123456789abcdef', name: 'Coaching', roles: ['mentor', 'guardian'] };
const APPS = [KNOWLEDGE, COACHING];
const HEADERS = [...USER_TEMPLATE_COLUMNS, appColumnHeader(KNOWLEDGE.name, KNOWLEDGE.id), appColumnHeader(COACHING.name, COACHING.id)];

function columnMap(headers: readonly string[] = HEADERS): UserColumnMap {
  const result = mapUserHeaders(headers, APPS);
  if (!result.ok) throw new Error(`headers refused: ${result.headers.join(', ')}`);
  return result.map;
}

type Row = Record<string, string>;
const goodRow: Row = {
  'User First Name': 'Alex',
  'User Middle Name': '',
  'User Last Name': "O'Brien-Rivera",
  'User Email': 'Alex.Rivera@Acme.com',
  Role: 'Hero',
  'L1 Supervisor Name': 'Morgan Lee',
  'L1 Supervisor Email': 'morgan.lee@acme.com',
  'L1 Supervisor Role': 'Team Lead',
  'L1 Supervisor Department': 'Care',
  'L2 Supervisor Name': 'Grace Okafor',
  'L2 Supervisor Email': 'grace@acme.com',
  'L3 Supervisor Name': 'Chris Novak',
  'L3 Supervisor Email': 'chris@acme.com',
  Status: 'Active',
  [HEADERS[14]!]: 'enable',
  [HEADERS[15]!]: 'disable',
};
const cellsOf = (row: Row, headers: readonly string[] = HEADERS) => headers.map((h) => row[h] ?? '');
const check = (changes: Row, numeric?: Set<number>) => validateUserRow(columnMap(), cellsOf({ ...goodRow, ...changes }), numeric, TENANT);
const codes = (changes: Row) => check(changes).remarks.map((r) => `${r.code}:${r.column ?? ''}`);

describe('user upload headers', () => {
  it('maps the template headers, in any order, spacing or case', () => {
    const shuffled = [...HEADERS].reverse().map((h) => `  ${h.toUpperCase().replace(/ /g, '  ')} `);
    const result = mapUserHeaders(shuffled, APPS);
    expect(result.ok).toBe(true);
  });

  it('reports every missing header, including a missing application column, and parses nothing', () => {
    const without = HEADERS.filter((h) => h !== 'Role' && h !== 'L2 Supervisor Email' && !h.startsWith('Coaching_'));
    const result = mapUserHeaders(without, APPS);
    expect(result).toEqual({
      ok: false,
      reason: 'missing_headers',
      headers: ['Role', 'L2 Supervisor Email', appColumnHeader('Coaching', COACHING.id)],
    });
  });

  it('refuses an application column for an application the group does not offer', () => {
    const stranger = appColumnHeader('Payroll', 'fedcba9876543210fedcba98');
    expect(mapUserHeaders([...HEADERS, stranger], APPS)).toEqual({ ok: false, reason: 'unknown_applications', headers: [stranger] });
  });

  it('matches application columns by id even when the application was renamed', () => {
    const renamed = HEADERS.map((h) => h.replace('Knowledge_', 'Knowledge Base_'));
    expect(mapUserHeaders(renamed, APPS).ok).toBe(true);
  });

  it('does not accept an application column without a 24-hex id as one', () => {
    const result = mapUserHeaders([...HEADERS.slice(0, 14), 'Knowledge_(123)', HEADERS[15]!], APPS);
    expect(result).toMatchObject({ ok: false, reason: 'missing_headers', headers: [appColumnHeader('Knowledge', KNOWLEDGE.id)] });
  });
});

describe('user upload rows', () => {
  it('turns a valid row into the upload record (active true, tenant entry active for Active)', () => {
    const { record, remarks } = check({});
    expect(remarks).toEqual([]);
    expect(record).toEqual({
      email: 'alex.rivera@acme.com',
      userName: "Alex O'Brien-Rivera",
      firstName: 'Alex',
      lastName: "O'Brien-Rivera",
      middleName: null,
      role: 'hero',
      active: true,
      supervisorNameL1: 'Morgan Lee',
      supervisorEmailL1: 'morgan.lee@acme.com',
      supervisorNameL2: 'Grace Okafor',
      supervisorEmailL2: 'grace@acme.com',
      supervisorNameL3: 'Chris Novak',
      supervisorEmailL3: 'chris@acme.com',
      supervisorRoleL1: 'Team Lead',
      supervisorDepartmentL1: 'Care',
      tenants: [{ tenantId: TENANT, active: true }],
      applicationIds: [KNOWLEDGE.id],
      access: [
        { applicationId: KNOWLEDGE.id, access: true, allowed: true },
        { applicationId: COACHING.id, access: false, allowed: false },
      ],
    });
    expect(check({ Status: 'inactive' }).record?.tenants).toEqual([{ tenantId: TENANT, active: false }]);
    expect(check({ Status: 'INACTIVE' }).record?.active).toBe(true);
  });

  it('flags every empty required cell as missing_entry, optional ones may stay empty', () => {
    expect(codes({ 'User First Name': '', 'L3 Supervisor Email': ' ', [HEADERS[15]!]: '' })).toEqual([
      'missing_entry:User First Name',
      'missing_entry:L3 Supervisor Email',
      `missing_entry:${HEADERS[15]}`,
    ]);
    expect(codes({ 'User Middle Name': '', 'L1 Supervisor Role': '', 'L1 Supervisor Department': '' })).toEqual([]);
  });

  it('requires names to be text', () => {
    expect(codes({ 'User First Name': 'Alex2', 'L2 Supervisor Name': '12345', 'User Middle Name': 'J.' })).toEqual([
      'invalid_name:User First Name',
      'invalid_name:L2 Supervisor Name',
    ]);
    // A number or date cell in the sheet is not text even when it reads like letters.
    const map = columnMap();
    const numeric = new Set([map.required.lastName]);
    expect(check({}, numeric).remarks.map((r) => r.code)).toEqual(['invalid_name']);
    for (const name of ['José', 'Zoë', 'Anne-Marie', "D'Angelo", 'Nguyễn', '李', 'St. John'])
      expect(codes({ 'User First Name': name }), name).toEqual([]);
  });

  it('flags incorrect_email for the user and each supervisor', () => {
    expect(codes({ 'User Email': 'alex@', 'L1 Supervisor Email': 'morgan at acme.com', 'L3 Supervisor Email': 'c@acme' })).toEqual([
      'incorrect_email:User Email',
      'incorrect_email:L1 Supervisor Email',
      'incorrect_email:L3 Supervisor Email',
    ]);
  });

  it('accepts hero, mentor and guardian in any case and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom('hero', 'mentor', 'guardian'), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (role, upper) => {
        const typed = role
          .split('')
          .map((c, i) => (upper[i] ? c.toUpperCase() : c))
          .join('');
        expect(check({ Role: typed, [HEADERS[14]!]: 'disable' }).record?.role).toBe(role);
      }),
    );
    expect(codes({ Role: 'Commander' })).toEqual(['role_not_assignable:Role']);
    expect(codes({ Role: 'architect' })).toEqual(['role_not_assignable:Role']);
    expect(codes({ Role: 'supervisor' })).toEqual(['invalid_role:Role']);
  });

  it('reads the job titles Trainer and Manager as mentor, Trainee and Advisor as hero', () => {
    for (const [title, role] of [
      ['Trainer', 'mentor'],
      ['MANAGER', 'mentor'],
      ['trainee', 'hero'],
      [' Advisor ', 'hero'],
    ] as const) {
      expect(check({ Role: title, [HEADERS[14]!]: 'disable' }).record?.role, title).toBe(role);
    }
  });

  it('accepts Active or Inactive status only', () => {
    expect(codes({ Status: 'Enabled' })).toEqual(['invalid_status:Status']);
  });

  it("allows 'enable' only for an application whose role list has the user's role", () => {
    expect(codes({ [HEADERS[15]!]: 'Enable' })).toEqual([`invalid_app_role:${HEADERS[15]}`]);
    expect(check({ Role: 'mentor', [HEADERS[15]!]: 'ENABLE' }).record?.applicationIds).toEqual([KNOWLEDGE.id, COACHING.id]);
    expect(codes({ [HEADERS[14]!]: 'yes' })).toEqual([`invalid_app_value:${HEADERS[14]}`]);
  });

  it('marks a row with a sensitive number in any cell, and masks it', () => {
    const verdict = check({ 'L1 Supervisor Department': 'card 4111 1111 1111 1111' });
    expect(verdict.remarks).toEqual([{ code: 'sensitive_data', column: 'L1 Supervisor Department', message: UPLOAD_MESSAGES.sensitive }]);
    expect(verdict.record).toBeNull();
    expect(verdict.cells).toContain('card **** **** **** ****');
    expect(check({ 'User Last Name': '078-05-1120' }).remarks.map((r) => r.code)).toContain('sensitive_data');
  });

  it('checks cells past the last header for sensitive data too, without keeping them', () => {
    const verdict = validateUserRow(columnMap(), [...cellsOf(goodRow), '378282246310005'], undefined, TENANT);
    expect(verdict.remarks.map((r) => r.code)).toEqual(['sensitive_data']);
    expect(verdict.cells).toHaveLength(HEADERS.length);
  });

  it('takes back the apostrophe our exports put before formula-leading text', () => {
    const verdict = check({ 'L1 Supervisor Department': "'=SUM(A1)", 'L1 Supervisor Role': "'Lead" });
    expect(verdict.record).toMatchObject({ supervisorDepartmentL1: '=SUM(A1)', supervisorRoleL1: "'Lead" });
  });

  it('keeps invalid rows with all their remarks at once', () => {
    const verdict = check({ Role: 'boss', Status: '', 'User Email': 'nope' });
    expect(verdict.record).toBeNull();
    expect(verdict.remarks.map((r) => r.code).sort()).toEqual(['incorrect_email', 'invalid_role', 'missing_entry']);
  });

  it('flags duplicate_entry for a user e-mail already used in an earlier row, case-insensitively', () => {
    const validator = new UserRowValidator(columnMap(), TENANT);
    expect(validator.check(2, cellsOf(goodRow)).record).not.toBeNull();
    const again = validator.check(7, cellsOf({ ...goodRow, 'User Email': ' ALEX.RIVERA@acme.com ' }));
    expect(again.record).toBeNull();
    expect(again.remarks).toEqual([expect.objectContaining({ code: 'duplicate_entry', column: 'User Email', firstRow: 2 })]);
  });

  it('never lets cell content reach an object prototype', () => {
    const headers = [...HEADERS, '__proto__', 'constructor', 'prototype'];
    const map = columnMap(headers);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('__proto__', 'constructor', 'prototype', '{"polluted":1}', 'toString'), { minLength: 19, maxLength: 19 }),
        (junk) => {
          validateUserRow(map, junk, undefined, TENANT);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.prototype.toString.call({})).toBe('[object Object]');
        },
      ),
    );
  });
});
