import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { i18next } from '../../../shared/i18n/i18n';
import { refusalText, remarkText } from './upload-texts';
import '../../../test/test-utils';

const say = (text: { key: string; values?: Record<string, string | number> } | null) => (text ? i18next.t(text.key, text.values) : null);

describe('upload texts', () => {
  it("gives the spec's messages for refused files", () => {
    expect(
      say(refusalText(new ApiError(415, 'unsupported_media_type', 'Invalid file type', { reason: 'invalid_file_type' }), 'en-US')),
    ).toBe('Invalid file type');
    expect(say(refusalText(new ApiError(400, 'bad_request', '', { reason: 'no_sheets' }), 'en-US'))).toBe(
      'No sheets found in the Excel file.',
    );
    expect(say(refusalText(new ApiError(400, 'bad_request', '', { reason: 'no_csv_data' }), 'en-US'))).toBe(
      'No data found in the CSV file.',
    );
  });

  it('lists missing headers and states limits', () => {
    const missing = refusalText(new ApiError(400, 'bad_request', '', { reason: 'missing_headers', headers: ['Role', 'Status'] }), 'en-US');
    expect(say(missing)).toBe('Missing headers: Role and Status. No records were read.');
    expect(say(refusalText(new ApiError(413, 'payload_too_large', '', { reason: 'too_large', limit: 52428800 }), 'en-US'))).toMatch(
      /50 MB/,
    );
    expect(say(refusalText(new ApiError(413, 'payload_too_large', '', { reason: 'too_many_rows', limit: 150000 }), 'en-US'))).toMatch(
      /150,000/,
    );
  });

  it('falls back on the status, and leaves other errors to the global toast', () => {
    expect(refusalText(new ApiError(415, undefined, ''), 'en-US')?.key).toBe('uploads.refusals.invalidFileType');
    expect(refusalText(new ApiError(500, 'internal_error', ''), 'en-US')).toBeNull();
    expect(refusalText(new Error('x'), 'en-US')).toBeNull();
  });

  it('translates every remark code', () => {
    expect(say(remarkText({ code: 'sensitive_data', column: 'Role', message: '' }))).toBe('Contains personal and sensitive information.');
    expect(say(remarkText({ code: 'duplicate_entry', column: 'User Email', firstRow: 4, message: '' }))).toMatch(/row 4/);
  });
});
