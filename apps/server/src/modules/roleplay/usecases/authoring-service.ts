import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  USECASE_DEFAULTS,
  pageOf,
  publishProblems,
  upgradeFacts,
  type UsecaseDetail,
  type UsecaseFields,
  type UsecaseStatus,
  type usecaseAuthoringQuery,
  type usecasePatchBody,
} from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import type { EventBus } from '../../../platform/events/event-bus.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { audit } from '../../audit/audit.js';
import { tenants } from '../../tenants/tables.js';
import { ensureRoleplayInstalled } from '../install.js';
import { checkChosenVoice } from '../voices/service.js';
import { voiceSettingsOf } from '../voices/repo.js';
import type { UsecaseRow } from './repo.js';
import { usecaseAssignments, usecases } from './tables.js';

export interface AuthoringDeps {
  db: Database;
  bus: EventBus;
}

export function presentDetail(u: UsecaseRow): UsecaseDetail {
  return {
    id: u.id,
    useCaseId: u.id,
    name: u.name,
    description: u.description,
    type: u.type,
    genericUsecase: u.genericUsecase,
    verticalId: u.verticalId,
    language: u.language,
    selectedVoice: u.selectedVoice,
    visibilityId: u.visibilityId,
    liveTranscript: u.liveTranscript,
    realTimeFeedback: u.realTimeFeedback,
    threshold: u.threshold,
    maxRetryCount: u.maxRetryCount,
    nluEnabled: u.nluEnabled,
    inboundEnabled: u.inboundEnabled,
    scripted: u.scripted,
    selfRegistration: u.selfRegistration,
    voiceBotVisibility: u.voiceBotVisibility,
    customerName: u.customerName,
    customerAge: u.customerAge,
    customerAddress: u.customerAddress,
    customerSince: u.customerSince,
    customerIssueDescription: u.customerIssueDescription,
    customerSpeakingStyle: u.customerSpeakingStyle,
    customerFacts: upgradeFacts(u.customerFacts),
    customerGoal: u.customerGoal,
    customerObjections: u.customerObjections,
    customerMood: u.customerMood,
    script: u.script,
    status: u.status,
    version: u.version,
    libraryKey: u.libraryKey,
    createdDate: u.createdAt.toISOString(),
    updatedDate: u.updatedAt.toISOString(),
  };
}

const stepCount = sql<number>`coalesce(jsonb_array_length(${usecases.script} -> 'steps'), 0)::int`;
// Correlated sub-select: the outer table is named explicitly (drizzle leaves select-list columns unqualified).
const assignmentCount = sql<number>`(select count(*)::int from ${usecaseAssignments} ua where ua.tenant_id = "usecases"."tenant_id"
  and ua.usecase_id = "usecases"."id" and ua.kind = 'assigned')`;

/** GET /apigateway/tbsrvc/usecases: every roleplay of the tenant for the authoring screen. */
export function listUsecases(db: Database, scope: TenantScope, query: z.infer<typeof usecaseAuthoringQuery>) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    const where: (SQL | undefined)[] = [eq(usecases.tenantId, scope.tenantId)];
    if (query.type) where.push(eq(usecases.type, query.type));
    if (query.status) where.push(eq(usecases.status, query.status));
    if (query.genericUsecase !== undefined) where.push(eq(usecases.genericUsecase, query.genericUsecase));
    if (query.keyword) where.push(ilike(usecases.name, `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const condition = and(...where);
    const [total] = await tx.select({ value: count() }).from(usecases).where(condition);
    const rows = await tx
      .select({
        id: usecases.id,
        name: usecases.name,
        type: usecases.type,
        scripted: usecases.scripted,
        genericUsecase: usecases.genericUsecase,
        verticalId: usecases.verticalId,
        language: usecases.language,
        status: usecases.status,
        updatedAt: usecases.updatedAt,
        stepCount,
        assignmentCount,
      })
      .from(usecases)
      .where(condition)
      .orderBy(desc(usecases.updatedAt), desc(usecases.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const content = rows.map(({ updatedAt, ...r }) => ({ ...r, updatedDate: updatedAt.toISOString() }));
    return pageOf(content, total?.value ?? 0, query.page, query.size);
  });
}

async function assignmentCountOf(tx: Tx, scope: TenantScope, id: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(usecaseAssignments)
    .where(
      and(eq(usecaseAssignments.tenantId, scope.tenantId), eq(usecaseAssignments.usecaseId, id), eq(usecaseAssignments.kind, 'assigned')),
    );
  return row?.value ?? 0;
}

export async function findUsecase(tx: Tx, scope: TenantScope, id: string): Promise<UsecaseRow> {
  const [row] = await tx
    .select()
    .from(usecases)
    .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, id)));
  if (!row) throw new AppError('not_found', 'Roleplay not found.');
  return row;
}

export function getUsecase(db: Database, scope: TenantScope, id: string): Promise<UsecaseDetail> {
  return db.run(scope, async (tx) => presentDetail(await findUsecase(tx, scope, id)));
}

const FIELD_KEYS = ['name', 'type', ...Object.keys(USECASE_DEFAULTS)] as (keyof UsecaseFields)[];

/** Only the authorable fields of a stored use case. */
export function fieldsOf(u: UsecaseRow): UsecaseFields {
  const fields = Object.fromEntries(FIELD_KEYS.map((k) => [k, u[k]])) as UsecaseFields;
  return { ...fields, customerFacts: upgradeFacts(u.customerFacts) };
}

/** Checks what the schema cannot: the tenant's verticals and bot languages; fills the default voice. */
async function checkAgainstTenant(tx: Tx, scope: TenantScope, fields: UsecaseFields, status: UsecaseStatus): Promise<UsecaseFields> {
  await ensureRoleplayInstalled(tx, scope);
  const checked = Object.fromEntries(FIELD_KEYS.map((k) => [k, fields[k]])) as UsecaseFields;
  if (checked.verticalId) {
    const [tenant] = await tx.select({ verticalIds: tenants.verticalIds }).from(tenants).where(eq(tenants.id, scope.tenantId));
    if (!tenant?.verticalIds.includes(checked.verticalId)) {
      throw new AppError('bad_request', `The vertical must be one of this group's: ${tenant?.verticalIds.join(', ') || 'none'}.`, [
        { path: 'verticalId', message: 'not a vertical of this group' },
      ]);
    }
  }
  if (checked.language) {
    const voices = await voiceSettingsOf(tx, scope.tenantId);
    if (!voices.has(checked.language)) {
      throw new AppError('bad_request', `The bots of this group do not speak ${checked.language}.`, [
        { path: 'language', message: 'not a bot language of this group' },
      ]);
    }
    checked.selectedVoice = checked.selectedVoice
      ? await checkChosenVoice(tx, scope, checked.selectedVoice, checked.language)
      : voices.get(checked.language)!;
  } else if (checked.selectedVoice) {
    checked.selectedVoice = await checkChosenVoice(tx, scope, checked.selectedVoice, null);
  }
  if (status === 'published') {
    const problems = publishProblems(checked);
    if (problems.length > 0) throw new AppError('bad_request', problems.map((p) => p.message).join(' '), problems);
  }
  return checked;
}

/** POST /apigateway/tbsrvc/usecases (guardian+). */
export function createUsecase(deps: AuthoringDeps, scope: TenantScope, input: { status: 'draft' | 'published'; fields: UsecaseFields }) {
  return deps.db
    .run(scope, async (tx) => {
      const fields = await checkAgainstTenant(tx, scope, input.fields, input.status);
      const [row] = await tx
        .insert(usecases)
        .values({ ...fields, tenantId: scope.tenantId, id: newId(), status: input.status, createdBy: scope.userId })
        .returning();
      await audit(tx, scope, {
        action: 'usecase.create',
        targetType: 'usecase',
        targetId: row!.id,
        before: null,
        after: { name: row!.name, status: row!.status },
      });
      return presentDetail(row!);
    })
    .then(async (detail) => {
      await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { usecaseId: detail.id } });
      return detail;
    });
}

/** PATCH /apigateway/tbsrvc/usecases/{id} (guardian+): optimistic, the loaded version must still be current. */
export function updateUsecase(deps: AuthoringDeps, scope: TenantScope, id: string, patch: z.infer<typeof usecasePatchBody>) {
  return deps.db
    .run(scope, async (tx) => {
      const before = await findUsecase(tx, scope, id);
      if (before.version !== patch.version) {
        throw new AppError('conflict', 'This roleplay was changed by someone else. Reload it to see their changes.');
      }
      const { version: _version, status = before.status, ...changes } = patch;
      if (changes.type !== undefined && changes.type !== before.type && (await assignmentCountOf(tx, scope, id)) > 0) {
        throw new AppError('bad_request', 'The type cannot change while the roleplay is assigned; remove its assignments first.', [
          { path: 'type', message: 'assigned roleplays keep their type' },
        ]);
      }
      const merged = { ...fieldsOf(before), ...changes };
      // A language change without a voice picks the new language's voice.
      if (changes.language !== undefined && changes.selectedVoice === undefined) merged.selectedVoice = null;
      const fields = await checkAgainstTenant(tx, scope, merged, status);
      const [row] = await tx
        .update(usecases)
        .set({ ...fields, status, version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, id), eq(usecases.version, before.version)))
        .returning();
      if (!row) throw new AppError('conflict', 'This roleplay was changed by someone else. Reload it to see their changes.');
      const changed = Object.keys(changes).concat(status !== before.status ? ['status'] : []);
      await audit(tx, scope, {
        action:
          status !== before.status
            ? `usecase.${status === 'archived' ? 'archive' : status === 'published' ? 'publish' : 'update'}`
            : 'usecase.update',
        targetType: 'usecase',
        targetId: id,
        before: Object.fromEntries(changed.map((k) => [k, (before as Record<string, unknown>)[k]])),
        after: Object.fromEntries(changed.map((k) => [k, (row as Record<string, unknown>)[k]])),
      });
      return presentDetail(row);
    })
    .then(async (detail) => {
      await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { usecaseId: detail.id } });
      return detail;
    });
}
