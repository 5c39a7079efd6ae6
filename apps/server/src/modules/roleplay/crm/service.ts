import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  crmFieldErrors,
  crmMaxLength,
  crmRows,
  type CrmField,
  type CrmFieldValue,
  type CrmForm,
  type CrmFormDataBody,
  type CrmFormDataReply,
  type crmFormBody,
} from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { audit } from '../../audit/audit.js';
import { ensureRoleplayInstalled } from '../install.js';
import { lockOwnSession, readableSession } from '../practice/session-access.js';
import { assessments } from '../practice/tables.js';
import { usecases } from '../usecases/tables.js';
import { crmRequired, formOfUsecase, type CrmFormRow } from './repo.js';
import { crmFormData, crmForms } from './tables.js';

const presentFields = (fields: CrmField[]) => fields.map((f) => ({ ...f, maxLength: crmMaxLength(f), rows: crmRows(f) }));

function presentForm(form: CrmFormRow, isCrmRequired: boolean): CrmForm {
  return {
    id: form.id,
    usecaseId: form.usecaseId,
    label: form.label,
    fields: presentFields(form.fields),
    isCrmRequired,
    updatedDate: form.updatedAt.toISOString(),
  };
}

const noForm = () => new AppError('not_found', 'This roleplay has no CRM form.');

/** GET crmform?assessmentId|usecaseId: the form of a practice item of the caller's, or of a use case. */
export function getCrmForm(db: Database, scope: TenantScope, query: { assessmentId?: string; usecaseId?: string }) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    let usecaseId = query.usecaseId;
    if (query.assessmentId) {
      const [a] = await tx
        .select({ usecaseId: assessments.usecaseId, userId: assessments.userId })
        .from(assessments)
        .where(and(eq(assessments.tenantId, scope.tenantId), eq(assessments.id, query.assessmentId)));
      if (!a) throw new AppError('not_found', 'Practice item not found.');
      if (a.userId !== scope.userId) throw new AppError('forbidden', 'This practice item belongs to someone else.');
      usecaseId = a.usecaseId;
    }
    const form = await formOfUsecase(tx, scope.tenantId, usecaseId!);
    if (!form) throw noForm();
    return presentForm(form, await crmRequired(tx, scope.tenantId));
  });
}

/** POST crmform (guardian and above): creates or replaces the form of a use case. */
export function saveCrmForm(db: Database, scope: TenantScope, body: z.infer<typeof crmFormBody>) {
  return db.run(scope, async (tx) => {
    const [u] = await tx
      .select({ id: usecases.id })
      .from(usecases)
      .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, body.usecaseId)));
    if (!u) throw new AppError('not_found', 'Roleplay not found.');
    const before = await formOfUsecase(tx, scope.tenantId, body.usecaseId);
    const [form] = await tx
      .insert(crmForms)
      .values({
        tenantId: scope.tenantId,
        id: newId(),
        usecaseId: body.usecaseId,
        label: body.label,
        fields: body.fields,
        updatedBy: scope.userId,
      })
      .onConflictDoUpdate({
        target: [crmForms.tenantId, crmForms.usecaseId],
        set: { label: body.label, fields: body.fields, updatedBy: scope.userId, updatedAt: new Date() },
      })
      .returning();
    await audit(tx, scope, {
      action: 'roleplay.crm-form.save',
      targetType: 'crm_forms',
      targetId: form!.id,
      before: before ? { label: before.label, fields: before.fields } : null,
      after: { label: body.label, fields: body.fields },
    });
    return presentForm(form!, await crmRequired(tx, scope.tenantId));
  });
}

function presentData(
  userSessionId: string,
  formId: string,
  label: string,
  fields: CrmField[],
  values: CrmFieldValue[] | null,
  at: Date | null,
): CrmFormDataReply {
  const byControl = new Map((values ?? []).map((v) => [v.control, v]));
  return {
    userSessionId,
    formId,
    label,
    isCrmSubmitted: values !== null,
    submittedDate: at?.toISOString() ?? null,
    fields: fields.map((f) => {
      const v = byControl.get(f.control);
      return {
        control: f.control,
        label: f.label,
        type: f.type,
        formValue: f.type === 'checkbox' ? null : (v?.formValue ?? null),
        formSelectedOptions: f.type === 'checkbox' ? (v?.formSelectedOptions ?? []) : [],
        options: f.options,
      };
    }),
  };
}

/** GET crmformdata/{userSessionId}: the saved values (empty until submitted), for the owner and their reviewers. */
export function getCrmFormData(db: Database, scope: TenantScope, userSessionId: string): Promise<CrmFormDataReply> {
  return db.run(scope, async (tx) => {
    const session = await readableSession(tx, scope, userSessionId);
    const data = await crmDataOf(tx, session);
    if (!data) throw noForm();
    return data;
  });
}

/** A session's CRM values as submitted, or its form with no values yet; null when the roleplay has no form. */
export async function crmDataOf(tx: Tx, session: { tenantId: string; id: string; usecaseId: string }): Promise<CrmFormDataReply | null> {
  const [data] = await tx
    .select()
    .from(crmFormData)
    .where(and(eq(crmFormData.tenantId, session.tenantId), eq(crmFormData.userSessionId, session.id)));
  if (data) return presentData(session.id, data.formId, data.label, data.fields, data.values, data.submittedAt);
  const form = await formOfUsecase(tx, session.tenantId, session.usecaseId);
  return form ? presentData(session.id, form.id, form.label, form.fields, null, null) : null;
}

const normalise = (fields: CrmField[], values: CrmFieldValue[]): CrmFieldValue[] =>
  fields.map((f) => {
    const v = values.find((x) => x.control === f.control);
    return f.type === 'checkbox'
      ? { control: f.control, formValue: null, formSelectedOptions: [...new Set(v?.formSelectedOptions ?? [])].sort() }
      : { control: f.control, formValue: (v?.formValue ?? '').trim(), formSelectedOptions: null };
  });

/**
 * POST crmformdata/{userSessionId}: validated against the form (roleplay.md §5) and stored once. A
 * repeat with the same values answers as the first time (a retried submit); different values are
 * refused, as the form is read-only once submitted.
 */
export function submitCrmFormData(
  db: Database,
  scope: TenantScope,
  userSessionId: string,
  body: CrmFormDataBody,
): Promise<CrmFormDataReply> {
  return db.run(scope, async (tx) => {
    const session = await lockOwnSession(tx, scope, userSessionId);
    const form = await formOfUsecase(tx, scope.tenantId, session.usecaseId);
    if (!form) throw noForm();
    const [existing] = await tx
      .select()
      .from(crmFormData)
      .where(and(eq(crmFormData.tenantId, scope.tenantId), eq(crmFormData.userSessionId, session.id)));
    const fields = existing?.fields ?? form.fields;
    const errors = crmFieldErrors(fields, body.fields);
    if (errors.length > 0) {
      throw new AppError(
        'validation_failed',
        errors.map((e) => e.message).join('; '),
        errors.map((e) => ({ path: e.control, message: e.message, problem: e.problem })),
      );
    }
    const values = normalise(fields, body.fields);
    if (existing) {
      if (JSON.stringify(existing.values) !== JSON.stringify(values)) {
        throw new AppError('conflict', 'The CRM form of this practice was already submitted.');
      }
      return presentData(session.id, existing.formId, existing.label, existing.fields, existing.values, existing.submittedAt);
    }
    const [row] = await tx
      .insert(crmFormData)
      .values({
        tenantId: scope.tenantId,
        userSessionId: session.id,
        formId: form.id,
        label: form.label,
        fields: form.fields,
        values,
        submittedBy: scope.userId,
      })
      .returning();
    return presentData(session.id, row!.formId, row!.label, row!.fields, row!.values, row!.submittedAt);
  });
}
