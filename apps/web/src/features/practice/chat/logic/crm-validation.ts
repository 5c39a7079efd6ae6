import { CRM_DEFAULTS, crmFieldErrors, type CrmForm, type CrmFieldValue } from '@switchboard/contracts';

/**
 * CRM form rules (roleplay.md §5) on the form's side: the rules themselves are the contracts'
 * crmFieldErrors, shared with the server, so the form and the server never disagree.
 */
export type CrmFieldConfig = CrmForm['fields'][number];
export type CrmFieldType = CrmFieldConfig['type'];

/** A field's value: text for text/select/textarea/radio, the ticked option values for a checkbox group. */
export type CrmValue = string | string[];
export type CrmValues = Record<string, CrmValue>;

export const textareaMaxLength = (field: Pick<CrmFieldConfig, 'maxLength'>) =>
  typeof field.maxLength === 'number' && field.maxLength > 0 ? field.maxLength : CRM_DEFAULTS.textareaMaxLength;

export const textareaRows = (field: Pick<CrmFieldConfig, 'rows'>) =>
  typeof field.rows === 'number' && field.rows > 0 ? field.rows : CRM_DEFAULTS.textareaRows;

/** The form's values as the crmformdata call sends them (formValue / formSelectedOptions). */
export function toFieldValues(fields: readonly CrmFieldConfig[], values: CrmValues): CrmFieldValue[] {
  return fields.map((field) => {
    const value = values[field.control];
    return field.type === 'checkbox'
      ? { control: field.control, formSelectedOptions: Array.isArray(value) ? value : [] }
      : { control: field.control, formValue: typeof value === 'string' ? value : '' };
  });
}

/** Controls of the fields that block submission (empty, whitespace only, nothing ticked, too long, not an option). */
export function invalidFields(fields: readonly CrmFieldConfig[], values: CrmValues): string[] {
  return [...new Set(crmFieldErrors(fields, toFieldValues(fields, values)).map((e) => e.control))];
}

export const isFormValid = (fields: readonly CrmFieldConfig[], values: CrmValues) =>
  fields.length > 0 && invalidFields(fields, values).length === 0;

/** The live counter under a textarea: 'used/limit'. */
export const counterText = (field: Pick<CrmFieldConfig, 'maxLength'>, value: CrmValue | undefined) =>
  `${typeof value === 'string' ? value.length : 0}/${textareaMaxLength(field)}`;

export interface CrmSubmissionState {
  isCrmInProgress: boolean;
  isCrmSubmitted: boolean;
}

/**
 * Submit is disabled when invalid, while submitting, or once the form was submitted. A chat that ended
 * before its form was sent keeps the form open, so the advisor is never left without a way to finish it.
 */
export const canSubmit = (valid: boolean, crm: CrmSubmissionState) => valid && !crm.isCrmInProgress && !crm.isCrmSubmitted;

/** Inputs are read-only once the form was submitted, and while a submission is in progress. */
export const inputsDisabled = (crm: CrmSubmissionState) => crm.isCrmSubmitted || crm.isCrmInProgress;

/** The form is still owed: the chat or call ended and the required form was not submitted. */
export const crmStillOwed = (crm: CrmSubmissionState, completed: boolean) => completed && !crm.isCrmSubmitted;

/** roleplay.md §4 CRM submission: pending → in progress; fulfilled → submitted; rejected → back. */
export function crmTransition(state: CrmSubmissionState, event: 'pending' | 'fulfilled' | 'rejected'): CrmSubmissionState {
  switch (event) {
    case 'pending':
      return { ...state, isCrmInProgress: true };
    case 'fulfilled':
      return { isCrmInProgress: false, isCrmSubmitted: true };
    case 'rejected':
      return { ...state, isCrmInProgress: false };
  }
}

/** Values restored from saved form data (formValue / formSelectedOptions), else each field's initial value. */
export function initialValues(
  fields: readonly CrmFieldConfig[],
  saved: readonly { control: string; formValue?: string | null; formSelectedOptions?: readonly string[] | null }[] = [],
): CrmValues {
  const values: CrmValues = {};
  for (const field of fields) {
    const row = saved.find((s) => s.control === field.control);
    values[field.control] = field.type === 'checkbox' ? [...(row?.formSelectedOptions ?? [])] : (row?.formValue ?? field.value);
  }
  return values;
}
