import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeCell } from './applications-export.js';

describe('escapeCell', () => {
  it('keeps formula-looking text as text', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(escapeCell(`${lead}SUM(A1)`)).toBe(`'${lead}SUM(A1)`);
    expect(escapeCell('Knowledge')).toBe('Knowledge');
    expect(escapeCell('')).toBe('');
  });

  it('never yields a cell a spreadsheet would evaluate, and changes nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeCell(text);
        expect(escaped).not.toMatch(/^[=+\-@\t\r]/);
        expect(escaped === text || escaped === `'${text}`).toBe(true);
      }),
    );
  });
});
