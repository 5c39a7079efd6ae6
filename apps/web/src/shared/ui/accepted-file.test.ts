import { describe, expect, it } from 'vitest';
import { formatFileSize, hasAcceptedExtension } from './accepted-file';

describe('hasAcceptedExtension', () => {
  const sheets = ['.xlsx', '.xls', '.csv'];
  it('accepts listed extensions in any case', () => {
    expect(hasAcceptedExtension('users.xlsx', sheets)).toBe(true);
    expect(hasAcceptedExtension('USERS.CSV', sheets)).toBe(true);
  });
  it('refuses anything else, including a listed extension that is not at the end', () => {
    expect(hasAcceptedExtension('users.xlsx.exe', sheets)).toBe(false);
    expect(hasAcceptedExtension('users.pdf', sheets)).toBe(false);
    expect(hasAcceptedExtension('xlsx', sheets)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('picks a readable unit', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(4 * 1024 * 1024, 'en-US')).toBe('4 MB');
  });
});
