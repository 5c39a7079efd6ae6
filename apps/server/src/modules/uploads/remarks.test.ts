import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UPLOAD_MESSAGES } from '@switchboard/contracts';
import { isNameText, screenCells } from './remarks.js';

/** Letters of many scripts (Latin with diacritics, Greek, Cyrillic, Arabic, Persian, Hebrew, Devanagari, CJK, kana, Hangul, Thai). */
const letter = fc.constantFrom(...'aZéñøßłĞİΩжЯمحرضاپگשלוםअनकखचजअ山田太郎ジョンポールさくら한국ไทย'.split(''));
/** What joins or separates the parts of a name. */
const joiner = fc.constantFrom(' ', '-', "'", '’', '\u200c', '\u200d', '・', '·', '.', '\u3000', '\u00a0');
const mark = fc.constantFrom('\u0301', '\u0308', '\u064e', '\u093f', '\u0e34');

const namePart = fc
  .tuple(letter, fc.array(fc.tuple(letter, fc.option(mark, { nil: '' })), { maxLength: 8 }))
  .map(([first, rest]) => first + rest.map(([l, m]) => l + m).join(''));

describe('names in any script', () => {
  it('accepts letters of any script joined by spaces, hyphens, apostrophes, joiners and middle dots', () => {
    fc.assert(
      fc.property(namePart, fc.array(fc.tuple(joiner, namePart), { maxLength: 3 }), (first, rest) => {
        const name = first + rest.map(([j, part]) => j + part).join('');
        expect(isNameText(name, false), name).toBe(true);
      }),
    );
  });

  it('accepts the names people were refused for', () => {
    for (const name of [
      'محمد\u200cرضا',
      'ジョン・ポール',
      'O’Brien',
      "D'Angelo",
      'Muñoz-García',
      'Zoë',
      'Nguyễn Văn An',
      'Ramon·Llull',
      'José\u0301',
    ]) {
      expect(isNameText(name, false), name).toBe(true);
    }
  });

  it('refuses digits, a leading joiner or punctuation, and number cells', () => {
    for (const name of ['R2D2', 'Anna 3', '\u200cAli', '-Ann', "'Neil", 'Ann@x', '٣ أحمد'])
      expect(isNameText(name, false), name).toBe(false);
    expect(isNameText('Avery', true)).toBe(false);
  });
});

describe('screening cells', () => {
  const headers = ['Name', 'Note', 'Card'];

  it('masks a long number cell and a pasted card, naming each column, and keeps no digit of them', () => {
    const { cells, remarks } = screenCells(
      headers,
      ['Avery', '4111\u00a01111\u00a01111\u00a01111 12/30', '4111111111111110'],
      new Set([2]),
    );
    expect(cells).toEqual(['Avery', '****\u00a0****\u00a0****\u00a0**** **/**', '****************']);
    expect(remarks).toEqual([
      { code: 'sensitive_data', column: 'Note', message: UPLOAD_MESSAGES.sensitive },
      { code: 'sensitive_data', column: 'Card', message: UPLOAD_MESSAGES.sensitive },
    ]);
  });

  it('leaves the same 16 digits in a text cell alone when they fail Luhn (not a card as typed)', () => {
    expect(screenCells(headers, ['Avery', '', '4111111111111110']).remarks).toEqual([]);
  });
});
