import { describe, expect, it } from 'vitest';
import { GroupRowValidator, mapGroupHeaders, validateGroupRow, type GroupColumnMap } from './group-rows.js';

const HEADERS = ['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'GUARDIAN EMAIL ID', 'LOB', 'CHANNEL'];
const ROW = ['Northwind', 'Acme Telecom', 'United States', 'Dallas', 'grace@acme.com', 'Care', 'Voice'];
const anyOrg = (org: string) => org;

function columns(headers = HEADERS): GroupColumnMap {
  const result = mapGroupHeaders(headers);
  if (!result.ok) throw new Error(result.headers.join());
  return result.map;
}

describe('group upload', () => {
  it('drops the GUARDIAN EMAIL ID column and builds the tenant record', () => {
    const map = columns();
    expect(map.headers).toEqual(['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'LOB', 'CHANNEL']);
    const verdict = validateGroupRow(map, ROW, anyOrg);
    expect(verdict.cells).not.toContain('grace@acme.com');
    expect(verdict.record).toEqual({
      org: 'Northwind',
      client: 'Acme Telecom',
      country: 'United States',
      location: 'Dallas',
      lob: 'Care',
      subLob: 'Voice',
      name: 'Acme Telecom · Dallas · Care · Voice',
    });
  });

  it('reports missing required headers', () => {
    expect(mapGroupHeaders(['company', 'Client', 'SITE', 'LOB'])).toEqual({
      ok: false,
      reason: 'missing_headers',
      headers: ['COUNTRY', 'CHANNEL'],
    });
  });

  it('lists every missing value in the remarks', () => {
    const verdict = validateGroupRow(columns(), ['Northwind', '', 'United States', ' ', 'x@y.com', 'Care', ''], anyOrg);
    expect(verdict.record).toBeNull();
    expect(verdict.remarks.map((r) => `${r.code}:${r.column}`)).toEqual([
      'missing_entry:CLIENT',
      'missing_entry:SITE',
      'missing_entry:CHANNEL',
    ]);
  });

  it('refuses an organisation the uploader may not create groups in', () => {
    const verdict = validateGroupRow(columns(), ROW, (org) => (org === 'Contoso' ? org : null));
    expect(verdict.remarks).toEqual([expect.objectContaining({ code: 'not_permitted', column: 'COMPANY' })]);
  });

  it('flags the same six values twice as a duplicate, whatever the case', () => {
    const validator = new GroupRowValidator(columns(), anyOrg);
    expect(validator.check(2, ROW).record).not.toBeNull();
    const again = validator.check(
      3,
      ROW.map((v) => v.toUpperCase()),
    );
    expect(again.remarks).toEqual([expect.objectContaining({ code: 'duplicate_entry', firstRow: 2 })]);
    expect(validator.check(4, [...ROW.slice(0, 6), 'Chat']).record).not.toBeNull();
  });

  it('flags sensitive numbers', () => {
    const verdict = validateGroupRow(columns(), ['Northwind', 'Acme 123-45-6789', ...ROW.slice(2)], anyOrg);
    expect(verdict.remarks.map((r) => r.code)).toEqual(['sensitive_data']);
    expect(verdict.cells[1]).toBe('Acme ***-**-****');
  });
});
