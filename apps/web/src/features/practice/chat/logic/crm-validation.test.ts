import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  counterText,
  crmTransition,
  initialValues,
  inputsDisabled,
  crmStillOwed,
  invalidFields,
  toFieldValues,
  isFormValid,
  textareaMaxLength,
  textareaRows,
  type CrmFieldConfig,
} from './crm-validation';

const field = (control: string, type: CrmFieldConfig['type'], extra: Partial<CrmFieldConfig> = {}): CrmFieldConfig => ({
  label: control,
  control,
  type,
  options:
    type === 'select' || type === 'radio' || type === 'checkbox'
      ? [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ]
      : [],
  value: '',
  maxLength: null,
  rows: null,
  ...extra,
});
const fields = [
  field('name', 'text'),
  field('reason', 'select'),
  field('notes', 'textarea'),
  field('channel', 'radio'),
  field('actions', 'checkbox'),
];
const good = { name: 'Ann', reason: 'a', notes: 'Refunded', channel: 'b', actions: ['a'] };

describe('CRM form rules', () => {
  it('treats whitespace-only as empty and needs one ticked box in a checkbox group', () => {
    expect(isFormValid(fields, good)).toBe(true);
    expect(invalidFields(fields, { ...good, name: '   ' })).toEqual(['name']);
    expect(invalidFields(fields, { ...good, notes: '\n\t ' })).toEqual(['notes']);
    expect(invalidFields(fields, { ...good, actions: [] })).toEqual(['actions']);
    expect(invalidFields(fields, { ...good, actions: [], reason: '' })).toEqual(['reason', 'actions']);
  });

  it('requires every field and only offered options', () => {
    expect(invalidFields(fields, {})).toEqual(['name', 'reason', 'notes', 'channel', 'actions']);
    expect(invalidFields(fields, { ...good, channel: 'zzz' })).toEqual(['channel']);
    expect(isFormValid([], {})).toBe(false);
  });

  it('sends formValue for text fields and formSelectedOptions for checkbox groups', () => {
    expect(toFieldValues([fields[0]!, fields[4]!], { name: 'Ann', actions: ['a', 'b'] })).toEqual([
      { control: 'name', formValue: 'Ann' },
      { control: 'actions', formSelectedOptions: ['a', 'b'] },
    ]);
  });

  it('limits textareas to maxLength (default 300) with rows (default 4) and a used/limit counter', () => {
    expect(textareaMaxLength({ maxLength: null })).toBe(300);
    expect(textareaMaxLength({ maxLength: 50 })).toBe(50);
    expect(textareaRows({ rows: null })).toBe(4);
    expect(textareaRows({ rows: 6 })).toBe(6);
    expect(counterText({ maxLength: 50 }, 'hello')).toBe('5/50');
    expect(counterText({ maxLength: null }, undefined)).toBe('0/300');
    const short = field('n', 'textarea', { maxLength: 3 });
    expect(invalidFields([short], { n: 'abcd' })).toEqual(['n']);
    expect(invalidFields([field('n', 'textarea')], { n: 'x'.repeat(301) })).toEqual(['n']);
    expect(invalidFields([field('n', 'textarea')], { n: 'x'.repeat(300) })).toEqual([]);
  });

  it('disables submit when invalid, submitting or submitted, and inputs when submitted or submitting; an ended chat keeps an unsent form open', () => {
    const idle = { isCrmInProgress: false, isCrmSubmitted: false };
    const busy = { isCrmInProgress: true, isCrmSubmitted: false };
    const done = { isCrmInProgress: false, isCrmSubmitted: true };
    expect(canSubmit(true, idle)).toBe(true);
    expect(canSubmit(false, idle)).toBe(false);
    expect(canSubmit(true, busy)).toBe(false);
    expect(canSubmit(true, done)).toBe(false);
    expect(inputsDisabled(idle)).toBe(false);
    expect(inputsDisabled(busy)).toBe(true);
    expect(inputsDisabled(done)).toBe(true);
    expect(crmStillOwed(idle, true)).toBe(true);
    expect(crmStillOwed(idle, false)).toBe(false);
    expect(crmStillOwed(done, true)).toBe(false);
  });

  it('moves pending → fulfilled (submitted) or rejected (back to editable)', () => {
    const idle = { isCrmInProgress: false, isCrmSubmitted: false };
    const pending = crmTransition(idle, 'pending');
    expect(pending).toEqual({ isCrmInProgress: true, isCrmSubmitted: false });
    expect(crmTransition(pending, 'fulfilled')).toEqual({ isCrmInProgress: false, isCrmSubmitted: true });
    expect(crmTransition(pending, 'rejected')).toEqual({ isCrmInProgress: false, isCrmSubmitted: false });
  });

  it('restores saved values by control, else the configured initial value', () => {
    expect(
      initialValues(
        [...fields.slice(0, 2), field('notes', 'textarea', { value: 'Draft' }), ...fields.slice(3)],
        [
          { control: 'name', formValue: 'Ann' },
          { control: 'actions', formSelectedOptions: ['refund', 'note'] },
        ],
      ),
    ).toEqual({ name: 'Ann', reason: '', notes: 'Draft', channel: '', actions: ['refund', 'note'] });
  });
});
