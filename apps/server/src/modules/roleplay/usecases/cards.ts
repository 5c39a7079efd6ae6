import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { pageOf, type RoleplayType, type UsecaseCard } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { batches, trainings } from '../batches/tables.js';
import { usecaseAssignments, usecases } from './tables.js';

/*
 * The Start Practice lists (roleplay.md §2, §4). Every list is ordered by the same rule: roleplays
 * assigned to the user first, then those open to self-registration, then the rest, each group
 * newest-updated first. Ordering and paging happen in SQL; the page's rows are then decorated.
 */

// Correlated sub-selects name the outer table explicitly (drizzle may leave outer columns unqualified).
const mine = (userId: string, kind: 'assigned' | 'self-registered' | 'favourite') =>
  sql`exists (select 1 from ${usecaseAssignments} ua where ua.tenant_id = "usecases"."tenant_id" and ua.usecase_id = "usecases"."id"
      and ua.kind = ${kind} and ua.user_id = ${userId})`;
const viaBatch = (userId: string) =>
  sql`exists (select 1 from ${usecaseAssignments} ua join ${trainings} tr on tr.tenant_id = ua.tenant_id and tr.batch_id = ua.batch_id
      where ua.tenant_id = "usecases"."tenant_id" and ua.usecase_id = "usecases"."id" and ua.kind = 'assigned' and ua.user_id is null
      and tr.user_id = ${userId})`;

/** Assigned through a batch the user trains in, directly, or bookmarked by the user. */
export const assignedTo = (userId: string): SQL => or(viaBatch(userId), mine(userId, 'assigned'), mine(userId, 'self-registered'))!;
export const favouriteOf = (userId: string): SQL => mine(userId, 'favourite');

export interface CardFilter {
  userId: string;
  where: SQL;
  type?: RoleplayType;
  page: number;
  size: number;
}

export async function cardPage(tx: Tx, scope: TenantScope, filter: CardFilter) {
  const condition = and(
    eq(usecases.tenantId, scope.tenantId),
    eq(usecases.status, 'published'),
    filter.type ? eq(usecases.type, filter.type) : undefined,
    filter.where,
  );
  // The total rides with the page (a window count): one statement fewer; a page past the end counts alone.
  const rows = await tx
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(usecases)
    .where(condition)
    .orderBy(
      // One group key: the self-registration rank only orders the unassigned rest, so each group
      // (assigned → open to self-registration → the rest) is newest-updated first on its own.
      sql`case when ${assignedTo(filter.userId)} then 0 when ${usecases.selfRegistration} then 1 else 2 end`,
      desc(usecases.updatedAt),
      desc(usecases.id),
    )
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const total =
    rows[0]?.total ?? (filter.page > 0 ? ((await tx.select({ value: count() }).from(usecases).where(condition))[0]?.value ?? 0) : 0);
  const cards = await decorate(tx, scope, filter.userId, rows);
  return pageOf(cards, total, filter.page, filter.size);
}

/** What a card shows: not the script or the persona, the largest columns of a roleplay, read for nothing on every list. */
const cardColumns = {
  id: usecases.id,
  name: usecases.name,
  description: usecases.description,
  type: usecases.type,
  genericUsecase: usecases.genericUsecase,
  selectedVoice: usecases.selectedVoice,
  selfRegistration: usecases.selfRegistration,
  status: usecases.status,
  updatedAt: usecases.updatedAt,
  visibilityId: usecases.visibilityId,
  liveTranscript: usecases.liveTranscript,
  realTimeFeedback: usecases.realTimeFeedback,
  threshold: usecases.threshold,
  maxRetryCount: usecases.maxRetryCount,
  nluEnabled: usecases.nluEnabled,
  inboundEnabled: usecases.inboundEnabled,
  scripted: usecases.scripted,
  customerName: usecases.customerName,
  customerAge: usecases.customerAge,
  customerAddress: usecases.customerAddress,
  customerSince: usecases.customerSince,
  customerIssueDescription: usecases.customerIssueDescription,
  customerSpeakingStyle: usecases.customerSpeakingStyle,
  voiceBotVisibility: usecases.voiceBotVisibility,
  language: usecases.language,
};

type UsecaseRow = { [K in keyof typeof cardColumns]: (typeof usecases.$inferSelect)[K] };

/** The user's batches (with their type and name), first-created first. */
export function batchesOfUser(tx: Tx, scope: TenantScope, userId: string) {
  return tx
    .select({ id: batches.id, batchName: batches.batchName, type: batches.type })
    .from(trainings)
    .innerJoin(batches, and(eq(batches.tenantId, trainings.tenantId), eq(batches.id, trainings.batchId)))
    .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.userId, userId)))
    .orderBy(asc(batches.createdAt), asc(batches.id));
}

/** Adds what the page's rows mean for this user: how each reached them, its batch, bookmark state. */
export async function decorate(tx: Tx, scope: TenantScope, userId: string, rows: UsecaseRow[]): Promise<UsecaseCard[]> {
  if (rows.length === 0) return [];
  const userBatches = await batchesOfUser(tx, scope, userId);
  const batchIds = userBatches.map((b) => b.id);
  const marks = await tx
    .select()
    .from(usecaseAssignments)
    .where(
      and(
        eq(usecaseAssignments.tenantId, scope.tenantId),
        inArray(
          usecaseAssignments.usecaseId,
          rows.map((r) => r.id),
        ),
        or(
          eq(usecaseAssignments.userId, userId),
          batchIds.length > 0 ? and(isNull(usecaseAssignments.userId), inArray(usecaseAssignments.batchId, batchIds)) : undefined,
        ),
      ),
    );
  const batchName = new Map(userBatches.map((b) => [b.id, b.batchName]));
  const otherBatchNames = await namesOf(
    tx,
    scope,
    marks.map((m) => m.batchId).filter((id): id is string => id !== null && !batchName.has(id)),
  );
  const nameOf = (id: string | null) => (id ? (batchName.get(id) ?? otherBatchNames.get(id) ?? null) : null);

  return rows.map((u) => {
    const own = marks.filter((m) => m.usecaseId === u.id);
    const byBatch = own.find((m) => m.kind === 'assigned' && m.userId === null);
    const direct = own.find((m) => m.kind === 'assigned' && m.userId === userId);
    const registered = own.find((m) => m.kind === 'self-registered');
    const favourite = own.find((m) => m.kind === 'favourite');
    const assignedVia = byBatch ? 'batch' : direct ? 'user' : registered ? 'self' : null;
    const batchId = byBatch?.batchId ?? direct?.batchId ?? registered?.batchId ?? userBatches.find((b) => b.type === u.type)?.id ?? null;
    return {
      useCaseId: u.id,
      id: u.id,
      name: u.name,
      description: u.description,
      type: u.type,
      genericUsecase: u.genericUsecase,
      selectedVoice: u.selectedVoice ?? registered?.selectedVoice ?? null,
      assigned: assignedVia !== null,
      isValidForSelfRegistration: u.selfRegistration && u.status === 'published',
      updatedDate: u.updatedAt.toISOString(),
      isUsecaseLibrary: u.genericUsecase,
      visibilityId: u.visibilityId,
      liveTranscript: u.liveTranscript,
      realTimeFeedback: u.realTimeFeedback,
      threshold: u.threshold,
      maxRetryCount: u.maxRetryCount,
      nluEnabled: u.nluEnabled,
      inboundEnabled: u.inboundEnabled,
      scripted: u.scripted,
      customerName: u.customerName,
      customerAge: u.customerAge,
      customerAddress: u.customerAddress,
      customerSince: u.customerSince,
      customerIssueDescription: u.customerIssueDescription,
      customerSpeakingStyle: u.customerSpeakingStyle,
      voiceBotVisibility: u.voiceBotVisibility,
      batchId,
      batchName: nameOf(batchId),
      language: u.language,
      assignedVia,
      selfRegistered: registered !== undefined,
      isFavourite: favourite !== undefined,
    };
  });
}

async function namesOf(tx: Tx, scope: TenantScope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: batches.id, batchName: batches.batchName })
    .from(batches)
    .where(and(eq(batches.tenantId, scope.tenantId), inArray(batches.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.batchName]));
}
