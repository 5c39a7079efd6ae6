import { describe, expect, it } from 'vitest';
import { chatAnswerBody, crmField, crmFieldErrors, crmMaxLength, crmRows, formatDuration } from './index.js';

const fields = [
  crmField.parse({ label: 'Name', control: 'name', type: 'text' }),
  crmField.parse({ label: 'Notes', control: 'notes', type: 'textarea' }),
  crmField.parse({ label: 'Plan', control: 'plan', type: 'select', options: [{ label: 'Basic', value: 'basic' }] }),
  crmField.parse({ label: 'Channel', control: 'channel', type: 'radio', options: [{ label: 'Phone', value: 'phone' }] }),
  crmField.parse({
    label: 'Topics',
    control: 'topics',
    type: 'checkbox',
    options: [
      { label: 'Billing', value: 'billing' },
      { label: 'Fault', value: 'fault' },
    ],
  }),
];
const valid = [
  { control: 'name', formValue: 'Ada' },
  { control: 'notes', formValue: 'Called about a bill' },
  { control: 'plan', formValue: 'basic' },
  { control: 'channel', formValue: 'phone' },
  { control: 'topics', formSelectedOptions: ['fault'] },
];
const problems = (values: typeof valid) => crmFieldErrors(fields, values).map((e) => `${e.control}:${e.problem}`);

describe('CRM validation (roleplay.md §5)', () => {
  it('accepts a complete form', () => expect(problems(valid)).toEqual([]));
  it('treats whitespace-only as empty and a missing field as empty', () => {
    expect(problems(valid.map((v) => (v.control === 'name' ? { control: 'name', formValue: '   ' } : v)))).toEqual(['name:required']);
    expect(problems(valid.filter((v) => v.control !== 'plan'))).toEqual(['plan:required']);
  });
  it('needs one ticked checkbox', () => {
    expect(problems(valid.map((v) => (v.control === 'topics' ? { control: 'topics', formSelectedOptions: [] } : v)))).toEqual([
      'topics:required',
    ]);
  });
  it('limits a textarea to 300 characters by default, 4 rows', () => {
    expect(crmMaxLength(fields[1]!)).toBe(300);
    expect(crmRows(fields[1]!)).toBe(4);
    expect(problems(valid.map((v) => (v.control === 'notes' ? { control: 'notes', formValue: 'x'.repeat(301) } : v)))).toEqual([
      'notes:tooLong',
    ]);
    expect(problems(valid.map((v) => (v.control === 'notes' ? { control: 'notes', formValue: 'x'.repeat(300) } : v)))).toEqual([]);
  });
  it('refuses values that are not options and unknown fields', () => {
    expect(
      problems([...valid.filter((v) => v.control !== 'plan'), { control: 'plan', formValue: 'gold' }, { control: 'x', formValue: '1' }]),
    ).toEqual(['x:unknownField', 'plan:notAnOption']);
  });
});

describe('chat-answer request', () => {
  const base = { userSessionId: 'a'.repeat(24), assessmentId: 'b'.repeat(24), questionId: 'step-1', answerRetryCount: 0 };
  it('takes a chip choice or a message, not both, not neither', () => {
    expect(chatAnswerBody.safeParse({ ...base, message: 'hello' }).success).toBe(true);
    expect(chatAnswerBody.safeParse({ ...base, promptId: 'step-1', utteranceId: 0 }).success).toBe(true);
    expect(chatAnswerBody.safeParse({ ...base, message: '  ' }).success).toBe(false);
    expect(chatAnswerBody.safeParse({ ...base, message: 'hi', promptId: 'step-1', utteranceId: 0 }).success).toBe(false);
    expect(chatAnswerBody.safeParse({ ...base, utteranceId: 0 }).success).toBe(false);
  });
  it('formats durations as hh:mm:ss', () => expect(formatDuration(3725)).toBe('01:02:05'));
});
