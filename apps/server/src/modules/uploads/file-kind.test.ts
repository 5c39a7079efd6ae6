import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { kindFromFileName, magicAgrees, mimeAgrees } from './file-kind.js';

const ZIP = Buffer.from('PK\x03\x04\x14\x00rest', 'latin1');
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);

describe('upload file kind', () => {
  it('takes the kind from .xlsx, .xls or .csv in any case, and nothing else', () => {
    expect(kindFromFileName('Users.XLSX')).toBe('xlsx');
    expect(kindFromFileName('legacy.xls')).toBe('xls');
    expect(kindFromFileName('export.Csv ')).toBe('csv');
    for (const name of ['users.xlsm', 'users.xlsx.exe', 'users', 'users.txt', 'users.numbers', '.csv.png'])
      expect(kindFromFileName(name), name).toBeNull();
  });

  it('accepts the MIME types browsers send for each kind, ignoring parameters', () => {
    expect(mimeAgrees('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(true);
    expect(mimeAgrees('csv', 'text/csv; charset=utf-8')).toBe(true);
    expect(mimeAgrees('csv', 'application/vnd.ms-excel')).toBe(true);
    expect(mimeAgrees('xls', '')).toBe(true);
    expect(mimeAgrees('xlsx', 'text/csv')).toBe(false);
    expect(mimeAgrees('csv', 'image/png')).toBe(false);
    expect(mimeAgrees('xls', 'text/html')).toBe(false);
  });

  it('requires the bytes to match: zip for xlsx, OLE compound file for xls, text for csv', () => {
    expect(magicAgrees('xlsx', ZIP)).toBe(true);
    expect(magicAgrees('xlsx', CFB)).toBe(false);
    expect(magicAgrees('xls', CFB)).toBe(true);
    expect(magicAgrees('xls', Buffer.from('<html><table>', 'utf8'))).toBe(false);
    expect(magicAgrees('csv', Buffer.from('\uFEFFUser First Name,Role\n', 'utf8'))).toBe(true);
    expect(magicAgrees('csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b', 'utf16le')]))).toBe(true);
    expect(magicAgrees('csv', ZIP)).toBe(false);
    expect(magicAgrees('csv', CFB)).toBe(false);
    expect(magicAgrees('csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe(false);
  });

  it('accepts any NUL-free text as csv bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        fc.pre(!text.includes('\u0000') && !text.startsWith('PK\u0003\u0004'));
        expect(magicAgrees('csv', Buffer.from(text, 'utf8'))).toBe(true);
      }),
    );
  });
});
