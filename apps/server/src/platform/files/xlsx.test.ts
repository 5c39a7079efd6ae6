import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeFormula, escapeRow, unescapeFormula } from './xlsx.js';

describe('formula escaping (DESIGN §4), shared by every Excel export', () => {
  it('keeps text that starts like a formula as text', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(escapeFormula(`${lead}SUM(A1)`)).toBe(`'${lead}SUM(A1)`);
    expect(escapeFormula('Knowledge')).toBe('Knowledge');
    expect(escapeFormula("'quoted")).toBe("'quoted");
    expect(escapeFormula('')).toBe('');
  });

  it('never yields a cell a spreadsheet would evaluate, and changes nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeFormula(text);
        expect(escaped).not.toMatch(/^[=+\-@\t\r]/);
        expect(escaped === text || escaped === `'${text}`).toBe(true);
      }),
    );
  });

  it('is undone for a file uploaded back, so an export round-trips unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        // Text that already looks escaped is ambiguous; everything else comes back exactly.
        fc.pre(!/^'[=+\-@\t\r]/.test(text));
        expect(unescapeFormula(escapeFormula(text))).toBe(text);
      }),
    );
    expect(unescapeFormula("'=1+1")).toBe('=1+1');
    expect(unescapeFormula("'plain")).toBe("'plain");
  });

  it('escapes only the strings of a row', () => {
    const when = new Date(0);
    expect(escapeRow(['=x', 3, true, when, null, '-1'])).toEqual(["'=x", 3, true, when, null, "'-1"]);
  });
});
