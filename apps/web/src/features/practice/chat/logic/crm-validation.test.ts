import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  counterText,
  crmTransition,
  initialValues,
  inputsDisabled,
  invalidFields,
  isFilled,
  isFormValid,
  textareaMaxLength,
  textareaRows,
  type CrmFieldRule,
} from './crm-validation';

const fields: CrmFieldRule[] = [
  { control: 'name', type: 'text' },
  { control: 'reason', type: 'select' },
  { control: 'notes', type: 'textarea' },
  { control: 'channel', type: 'radio' },
  { control: 'actions', type: 'checkbox' },
];

describe('CRM form rules', () => {
  it('treats whitespace-only as empty and needs one ticked box in a checkbox group', () => {
    expect(isFilled(fields[0]!, '   ')).toBe(false);
    expect(isFilled(fields[0]!, ' x ')).toBe(true);
    expect(isFilled(fields[4]!, [])).toBe(false);
    expect(isFilled(fields[4]!, ['refund'])).toBe(true);
    expect(isFilled(fields[4]!, undefined)).toBe(false);
  });

  it('requires every field', () => {
    const values = { name: 'Ann', reason: 'billing', notes: 'Refunded', channel: 'chat', actions: ['refund'] };
    expect(isFormValid(fields, values)).toBe(true);
    expect(invalidFields(fields, { ...values, notes: '\n\t ' })).toEqual(['notes']);
    expect(invalidFields(fields, { ...values, actions: [], reason: '' })).toEqual(['reason', 'actions']);
    expect(isFormValid([], {})).toBe(false);
  });

  it('limits textareas to maxLength (default 300) with rows (default 4) and a used/limit counter', () => {
    expect(textareaMaxLength({})).toBe(300);
    expect(textareaMaxLength({ maxLength: 50 })).toBe(50);
    expect(textareaRows({ rows: null })).toBe(4);
    expect(textareaRows({ rows: 6 })).toBe(6);
    expect(counterText({ control: 'n', type: 'textarea', maxLength: 50 }, 'hello')).toBe('5/50');
    expect(counterText({ control: 'n', type: 'textarea' }, undefined)).toBe('0/300');
    const short = { control: 'n', type: 'textarea' as const, maxLength: 3 };
    expect(invalidFields([short], { n: 'abcd' })).toEqual(['n']);
  });

  it('disables submit when invalid, submitting or completed, and inputs when completed or submitting', () => {
    const idle = { isCrmInProgress: false, isCrmSubmitted: false };
    const busy = { isCrmInProgress: true, isCrmSubmitted: false };
    expect(canSubmit(true, idle, false)).toBe(true);
    expect(canSubmit(false, idle, false)).toBe(false);
    expect(canSubmit(true, busy, false)).toBe(false);
    expect(canSubmit(true, idle, true)).toBe(false);
    expect(inputsDisabled(idle, false)).toBe(false);
    expect(inputsDisabled(busy, false)).toBe(true);
    expect(inputsDisabled(idle, true)).toBe(true);
  });

  it('moves pending → fulfilled (submitted) or rejected (back to editable)', () => {
    const idle = { isCrmInProgress: false, isCrmSubmitted: false };
    const pending = crmTransition(idle, 'pending');
    expect(pending).toEqual({ isCrmInProgress: true, isCrmSubmitted: false });
    expect(crmTransition(pending, 'fulfilled')).toEqual({ isCrmInProgress: false, isCrmSubmitted: true });
    expect(crmTransition(pending, 'rejected')).toEqual({ isCrmInProgress: false, isCrmSubmitted: false });
  });

  it('restores saved values by control', () => {
    expect(
      initialValues(fields, [
        { control: 'name', formValue: 'Ann' },
        { control: 'actions', formSelectedOptions: ['refund', 'note'] },
      ]),
    ).toEqual({ name: 'Ann', reason: '', notes: '', channel: '', actions: ['refund', 'note'] });
  });
});
