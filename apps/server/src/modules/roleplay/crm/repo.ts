import { and, eq, like, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { newId } from '../../../platform/ids.js';
import { tenants } from '../../tenants/tables.js';
import { usecases } from '../usecases/tables.js';
import { crmFormLabel, DEFAULT_CRM_FIELDS } from './defaults.js';
import { crmFormData, crmForms } from './tables.js';

export type CrmFormRow = typeof crmForms.$inferSelect;

/** The group's is_CRM_required account property (roleplay.md §3). */
export async function crmRequired(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = await tx.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  return isCrmRequired(row?.config);
}

function isCrmRequired(config: (typeof tenants.$inferSelect)['config'] | undefined): boolean {
  return (config ?? []).some((p) => p.property === 'is_CRM_required' && String(p.value).toLowerCase() === 'true');
}

export async function formOfUsecase(tx: Tx, tenantId: string, usecaseId: string): Promise<CrmFormRow | null> {
  const [row] = await tx
    .select()
    .from(crmForms)
    .where(and(eq(crmForms.tenantId, tenantId), eq(crmForms.usecaseId, usecaseId)));
  return row ?? null;
}

export interface CrmStatus {
  form: CrmFormRow | null;
  required: boolean;
  /** CRM is asked for: the group requires it and the use case has a form. */
  enabled: boolean;
  submitted: boolean;
}

/** Whether CRM is asked for and done, in one statement (session start and scoring both need it). */
export async function crmStatus(tx: Tx, tenantId: string, usecaseId: string, userSessionId: string | null): Promise<CrmStatus> {
  const [row] = await tx
    .select({ config: tenants.config, form: crmForms, submittedAt: crmFormData.submittedAt })
    .from(tenants)
    .leftJoin(crmForms, and(eq(crmForms.tenantId, tenants.id), eq(crmForms.usecaseId, usecaseId)))
    .leftJoin(
      crmFormData,
      and(eq(crmFormData.tenantId, tenants.id), userSessionId ? eq(crmFormData.userSessionId, userSessionId) : sql`false`),
    )
    .where(eq(tenants.id, tenantId));
  const required = isCrmRequired(row?.config);
  const form = row?.form ?? null;
  return { form, required, enabled: required && form !== null, submitted: Boolean(row?.submittedAt) };
}

/** Gives every library roleplay of a vertical the default CRM form (once per tenant, from the installer). */
export async function installCrmForms(tx: Tx, tenantId: string, vertical: string): Promise<void> {
  const rows = await tx
    .select({ id: usecases.id, name: usecases.name })
    .from(usecases)
    .where(and(eq(usecases.tenantId, tenantId), like(usecases.libraryKey, `${vertical}/%`)));
  if (rows.length === 0) return;
  await tx
    .insert(crmForms)
    .values(rows.map((u) => ({ tenantId, id: newId(), usecaseId: u.id, label: crmFormLabel(u.name), fields: DEFAULT_CRM_FIELDS })))
    .onConflictDoNothing();
}
