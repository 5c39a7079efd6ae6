/** CRM form rules (roleplay.md §5): every field required; textareas limited with a live counter. */
export const CRM_TEXTAREA_DEFAULT_MAX_LENGTH = 300;
export const CRM_TEXTAREA_DEFAULT_ROWS = 4;

export type CrmFieldType = 'text' | 'select' | 'textarea' | 'radio' | 'checkbox';

/** The parts of a configured field the rules read. */
export interface CrmFieldRule {
  control: string;
  type: CrmFieldType;
  maxLength?: number | null;
  rows?: number | null;
}

/** A field's value: text for text/select/textarea/radio, the ticked option values for a checkbox group. */
export type CrmValue = string | string[];
export type CrmValues = Record<string, CrmValue>;

export const textareaMaxLength = (field: Pick<CrmFieldRule, 'maxLength'>) =>
  typeof field.maxLength === 'number' && field.maxLength > 0 ? field.maxLength : CRM_TEXTAREA_DEFAULT_MAX_LENGTH;

export const textareaRows = (field: Pick<CrmFieldRule, 'rows'>) =>
  typeof field.rows === 'number' && field.rows > 0 ? field.rows : CRM_TEXTAREA_DEFAULT_ROWS;

/** The empty value of a field. */
export const emptyValue = (field: Pick<CrmFieldRule, 'type'>): CrmValue => (field.type === 'checkbox' ? [] : '');

/** Filled: a non-blank value (whitespace only is empty), or at least one ticked box for a checkbox group. */
export function isFilled(field: CrmFieldRule, value: CrmValue | undefined): boolean {
  if (field.type === 'checkbox') return Array.isArray(value) && value.length > 0;
  return typeof value === 'string' && value.trim().length > 0;
}

/** Over the limit: only textareas have one (the input also stops at it, a restored value may not). */
export function isTooLong(field: CrmFieldRule, value: CrmValue | undefined): boolean {
  return field.type === 'textarea' && typeof value === 'string' && value.length > textareaMaxLength(field);
}

/** Controls of the fields that block submission. */
export function invalidFields(fields: readonly CrmFieldRule[], values: CrmValues): string[] {
  return fields.filter((f) => !isFilled(f, values[f.control]) || isTooLong(f, values[f.control])).map((f) => f.control);
}

export const isFormValid = (fields: readonly CrmFieldRule[], values: CrmValues) =>
  fields.length > 0 && invalidFields(fields, values).length === 0;

/** The live counter under a textarea: 'used/limit'. */
export const counterText = (field: CrmFieldRule, value: CrmValue | undefined) =>
  `${typeof value === 'string' ? value.length : 0}/${textareaMaxLength(field)}`;

export interface CrmSubmissionState {
  isCrmInProgress: boolean;
  isCrmSubmitted: boolean;
}

/** roleplay.md §5: submit is disabled when invalid, while submitting, or once the chat is completed. */
export const canSubmit = (valid: boolean, crm: CrmSubmissionState, completed: boolean) =>
  valid && !crm.isCrmInProgress && !completed;

/** Inputs are disabled once the chat is completed or while a submission is in progress. */
export const inputsDisabled = (crm: CrmSubmissionState, completed: boolean) => completed || crm.isCrmInProgress;

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

/** Values restored from saved form data (formValue / formSelectedOptions), empty for the rest. */
export function initialValues(
  fields: readonly CrmFieldRule[],
  saved: readonly { control: string; formValue?: string | null; formSelectedOptions?: readonly string[] | null }[] = [],
): CrmValues {
  const values: CrmValues = {};
  for (const field of fields) {
    const row = saved.find((s) => s.control === field.control);
    values[field.control] =
      field.type === 'checkbox' ? [...(row?.formSelectedOptions ?? [])] : (row?.formValue ?? (emptyValue(field) as string));
  }
  return values;
}
