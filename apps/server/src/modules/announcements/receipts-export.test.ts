import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeCell, exportFileName, offsetMinutes } from './receipts-export.js';

describe('receipts export helpers', () => {
  it('escapes text a spreadsheet would run as a formula', () => {
    for (const danger of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(escapeCell(danger)).toBe(`'${danger}`);
    expect(escapeCell('Alex Rivera')).toBe('Alex Rivera');
    fc.assert(
      fc.property(fc.string(), (value) => {
        const escaped = escapeCell(value);
        expect(escaped).not.toMatch(/^[=+\-@\t\r]/);
        expect(escaped.endsWith(value)).toBe(true);
      }),
    );
  });

  it('reads the browser offset header', () => {
    expect(offsetMinutes('+02:00')).toBe(120);
    expect(offsetMinutes('-05:30')).toBe(-330);
    expect(offsetMinutes(undefined)).toBe(0);
    expect(offsetMinutes('garbage')).toBe(0);
    expect(offsetMinutes('+23:00')).toBe(0);
  });

  it('names the download after the title, safely', () => {
    expect(exportFileName('Q3 "launch" / plan')).toBe('Receipts - Q3 launch  plan.xlsx');
    expect(exportFileName('???')).toBe('Receipts - announcement.xlsx');
  });
});
