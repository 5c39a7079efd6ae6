import { z } from 'zod';
import { objectId } from './common.js';

/** CRM form (roleplay.md §3 CRM form field, §5 validation, §9 constants). */
export const CRM_FIELD_TYPES = ['text', 'select', 'textarea', 'radio', 'checkbox'] as const;
export type CrmFieldType = (typeof CRM_FIELD_TYPES)[number];
export const CRM_DEFAULTS = { textareaMaxLength: 300, textareaRows: 4 } as const;
export const CRM_LIMITS = { maxFields: 30, maxOptions: 20, maxLabel: 200, maxValue: 2000, maxTextLength: 2000 } as const;
/** The field names the spec reads saved values from. */
export const CRM_FIELD_CONTROL_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

export const crmOption = z.object({
  label: z.string().trim().min(1).max(CRM_LIMITS.maxLabel),
  value: z.string().trim().min(1).max(CRM_LIMITS.maxLabel),
});
export type CrmOption = z.infer<typeof crmOption>;

/** One field: `control` is its name (the key of its saved value). */
export const crmField = z
  .object({
    label: z.string().trim().min(1).max(CRM_LIMITS.maxLabel),
    control: z.string().regex(CRM_FIELD_CONTROL_PATTERN, 'use a letter then letters, digits, _ or -'),
    type: z.enum(CRM_FIELD_TYPES),
    options: z.array(crmOption).max(CRM_LIMITS.maxOptions).default([]),
    /** Initial value shown in the form. */
    value: z.string().max(CRM_LIMITS.maxValue).default(''),
    /** Textarea: default 300; text: optional. */
    maxLength: z.number().int().min(1).max(CRM_LIMITS.maxTextLength).nullable().default(null),
    /** Textarea rows, default 4. */
    rows: z.number().int().min(1).max(20).nullable().default(null),
  })
  .superRefine((field, ctx) => {
    const needsOptions = field.type === 'select' || field.type === 'radio' || field.type === 'checkbox';
    if (needsOptions && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'This field needs options' });
    if (!needsOptions && field.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select, radio and checkbox fields have options' });
    if (new Set(field.options.map((o) => o.value)).size !== field.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option values must be different' });
    }
  });
export type CrmField = z.infer<typeof crmField>;

/** The effective limits of a field (defaults applied). */
export const crmMaxLength = (field: Pick<CrmField, 'type' | 'maxLength'>): number | null =>
  field.maxLength ?? (field.type === 'textarea' ? CRM_DEFAULTS.textareaMaxLength : null);
export const crmRows = (field: Pick<CrmField, 'type' | 'rows'>): number | null =>
  field.type === 'textarea' ? (field.rows ?? CRM_DEFAULTS.textareaRows) : null;

export const crmFormFields = z
  .array(crmField)
  .min(1, 'A CRM form needs at least one field')
  .max(CRM_LIMITS.maxFields)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.control)) ctx.addIssue({ code: 'custom', path: [i, 'control'], message: `Field name '${f.control}' is used twice` });
      seen.add(f.control);
    });
  });

/** GET /apigateway/tbsrvc/crmform?assessmentId= | usecaseId= */
export const crmFormQuery = z
  .object({ assessmentId: objectId.optional(), usecaseId: objectId.optional() })
  .refine((q) => (q.assessmentId === undefined) !== (q.usecaseId === undefined), 'Give either assessmentId or usecaseId');
export const crmForm = z.object({
  id: objectId,
  usecaseId: objectId,
  /** The form's label: the success toast names it. */
  label: z.string(),
  fields: z.array(
    z.object({
      label: z.string(),
      control: z.string(),
      type: z.enum(CRM_FIELD_TYPES),
      options: z.array(crmOption),
      value: z.string(),
      maxLength: z.number().int().nullable(),
      rows: z.number().int().nullable(),
    }),
  ),
  /** Whether the group requires CRM forms (is_CRM_required): a form is only asked for when true. */
  isCrmRequired: z.boolean(),
  updatedDate: z.string(),
});
export type CrmForm = z.infer<typeof crmForm>;
/** POST /apigateway/tbsrvc/crmform (guardian and above): creates or replaces a use case's form. */
export const crmFormBody = z.object({
  usecaseId: objectId,
  label: z.string().trim().min(1).max(CRM_LIMITS.maxLabel),
  fields: crmFormFields,
});

/** One saved value (roleplay.md §3: formValue, formSelectedOptions). */
export const crmFieldValue = z.object({
  control: z.string().max(40),
  formValue: z.string().max(CRM_LIMITS.maxValue).nullable().optional(),
  formSelectedOptions: z.array(z.string().max(CRM_LIMITS.maxLabel)).max(CRM_LIMITS.maxOptions).nullable().optional(),
});
export type CrmFieldValue = z.infer<typeof crmFieldValue>;
/** POST /apigateway/tbsrvc/crmformdata/{userSessionId} */
export const crmFormDataBody = z.object({ fields: z.array(crmFieldValue).max(CRM_LIMITS.maxFields) });
export type CrmFormDataBody = z.infer<typeof crmFormDataBody>;
export const crmFormDataReply = z.object({
  userSessionId: objectId,
  formId: objectId,
  label: z.string(),
  isCrmSubmitted: z.boolean(),
  submittedDate: z.string().nullable(),
  fields: z.array(
    z.object({
      control: z.string(),
      label: z.string(),
      type: z.enum(CRM_FIELD_TYPES),
      formValue: z.string().nullable(),
      formSelectedOptions: z.array(z.string()),
      /** The field's options (select, radio, checkbox): a reader shows their labels, not the stored values. */
      options: z.array(crmOption).default([]),
    }),
  ),
});
export type CrmFormDataReply = z.infer<typeof crmFormDataReply>;

export type CrmFieldProblem = 'required' | 'tooLong' | 'notAnOption' | 'unknownField';
export interface CrmFieldError {
  control: string;
  problem: CrmFieldProblem;
  message: string;
}
type FieldRule = Pick<CrmField, 'control' | 'label' | 'type' | 'options' | 'maxLength'>;

/**
 * The CRM validation rules of roleplay.md §5, shared by the form and the server: every field required,
 * whitespace-only is empty, a checkbox group needs one option ticked, the textarea's maxLength (default
 * 300), values of select/radio/checkbox must be options. Returns one error per bad field.
 */
export function crmFieldErrors(fields: readonly FieldRule[], values: readonly CrmFieldValue[]): CrmFieldError[] {
  const byControl = new Map(values.map((v) => [v.control, v]));
  const errors: CrmFieldError[] = [];
  const known = new Set(fields.map((f) => f.control));
  for (const v of values) {
    if (!known.has(v.control))
      errors.push({ control: v.control, problem: 'unknownField', message: `'${v.control}' is not a field of this form` });
  }
  for (const field of fields) {
    const v = byControl.get(field.control);
    const allowed = new Set(field.options.map((o) => o.value));
    if (field.type === 'checkbox') {
      const picked = (v?.formSelectedOptions ?? []).filter((o) => o.trim() !== '');
      if (picked.length === 0)
        errors.push({ control: field.control, problem: 'required', message: `${field.label}: tick at least one option` });
      else if (picked.some((o) => !allowed.has(o)))
        errors.push({ control: field.control, problem: 'notAnOption', message: `${field.label}: not one of the options` });
      continue;
    }
    const value = v?.formValue ?? '';
    if (value.trim() === '') {
      errors.push({ control: field.control, problem: 'required', message: `${field.label} is required` });
      continue;
    }
    const max = crmMaxLength(field);
    if (max !== null && value.length > max) {
      errors.push({ control: field.control, problem: 'tooLong', message: `${field.label}: at most ${max} characters` });
    } else if ((field.type === 'select' || field.type === 'radio') && !allowed.has(value)) {
      errors.push({ control: field.control, problem: 'notAnOption', message: `${field.label}: not one of the options` });
    }
  }
  return errors;
}
