import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_CUSTOMER_NAME, parseVoiceSetting, roleAtLeast, type Assessment, type createAssessmentsBody } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { batches } from '../batches/tables.js';
import { batchForPractice, findPublished, isAssignedTo, type BatchRow, type UsecaseRow } from '../usecases/repo.js';
import { usecaseAssignments, usecases } from '../usecases/tables.js';
import { checkChosenVoice } from '../voices/service.js';
import { voiceSettingsOf } from '../voices/repo.js';
import { assessments } from './tables.js';

type Entries = z.infer<typeof createAssessmentsBody>;
type AssessmentRow = typeof assessments.$inferSelect;

function present(
  a: AssessmentRow,
  u: Pick<UsecaseRow, 'customerName' | 'customerAge' | 'customerSince' | 'customerAddress' | 'customerIssueDescription'>,
  batchName: string | null,
): Assessment {
  return {
    id: a.id,
    assessmentId: a.id,
    usecaseId: a.usecaseId,
    name: a.name,
    type: a.type,
    uniqueId: a.uniqueId,
    position: a.position,
    userId: a.userId,
    actorId: a.actorId,
    batchId: a.batchId,
    batchName,
    inboundEnabled: a.inboundEnabled,
    isDelayRequired: a.isDelayRequired,
    isUsecaseLibrary: a.isUsecaseLibrary,
    nluEnabled: a.nluEnabled,
    scripted: a.scripted,
    liveTranscript: a.liveTranscript,
    realTimeFeedback: a.realTimeFeedback,
    visibilityId: a.visibilityId,
    threshold: a.threshold,
    maxRetryCount: a.maxRetryCount,
    language: a.language,
    selectedVoice: a.selectedVoice,
    status: a.status,
    completed: a.status === 'completed',
    batchInfo: { isDelayRequired: a.isDelayRequired, intervalInSeconds: a.intervalInSeconds },
    additionalCustomerData: {
      name: u.customerName ?? DEFAULT_CUSTOMER_NAME,
      age: u.customerAge,
      customerSince: u.customerSince,
      address: u.customerAddress,
      issueDescription: u.customerIssueDescription,
    },
    createdDate: a.createdAt.toISOString(),
  };
}

/** Checks the request's shape against the caller before touching the database. */
function checkEntries(scope: TenantScope, entries: Entries): void {
  if (entries.some((e) => e.userId !== scope.userId || e.actorId !== scope.userId)) {
    throw new AppError('forbidden', 'Practice sessions can only be created for yourself.');
  }
  const ids = entries.map((e) => e.useCaseId);
  if (new Set(ids).size !== ids.length) throw new AppError('bad_request', 'Each roleplay can be chosen only once per practice session.');
  if (new Set(entries.map((e) => e.batchId ?? '')).size > 1) {
    throw new AppError('bad_request', 'All roleplays of a practice session belong to the same batch.');
  }
}

/** The hero rule (roleplay.md §5): a batch session has exactly numOfAssessment roleplays; one open roleplay may be started alone. */
function checkHeroRule(scope: TenantScope, rows: UsecaseRow[], batch: BatchRow | null): void {
  if (scope.role !== 'hero' || !batch || rows.length === batch.numOfAssessment) return;
  if (rows.length === 1 && rows[0]!.selfRegistration) return;
  throw new AppError(
    'bad_request',
    `A practice session of the batch '${batch.batchName}' has ${batch.numOfAssessment} roleplays; ${rows.length} were chosen.`,
  );
}

async function voiceFor(
  tx: Tx,
  scope: TenantScope,
  u: UsecaseRow,
  chosen: string | null | undefined,
  voices: Map<string, string>,
): Promise<string> {
  if (chosen) return checkChosenVoice(tx, scope, chosen, u.language);
  if (u.selectedVoice) return u.selectedVoice;
  const [registration] = await tx
    .select({ selectedVoice: usecaseAssignments.selectedVoice })
    .from(usecaseAssignments)
    .where(
      and(
        eq(usecaseAssignments.tenantId, scope.tenantId),
        eq(usecaseAssignments.usecaseId, u.id),
        eq(usecaseAssignments.userId, scope.userId),
        eq(usecaseAssignments.kind, 'self-registered'),
      ),
    );
  const voice = registration?.selectedVoice ?? (u.language ? voices.get(u.language) : undefined);
  if (!voice)
    throw new AppError('bad_request', `Choose the bot's language for '${u.name}'.`, [{ path: 'selectedVoice', message: 'noBotLanguages' }]);
  return voice;
}

/** POST /apigateway/tbsrvc/assessments: creates one practice set for the caller. */
export function createAssessments(db: Database, scope: TenantScope, entries: Entries) {
  checkEntries(scope, entries);
  return db.run(scope, async (tx) => {
    const rows: UsecaseRow[] = [];
    for (const e of entries) rows.push(await findPublished(tx, scope, e.useCaseId));
    const type = rows[0]!.type;
    if (rows.some((u) => u.type !== type))
      throw new AppError('bad_request', 'A practice session is either all chat or all voice roleplays.');
    if (!roleAtLeast(scope.role, 'guardian')) {
      for (const u of rows) {
        if (!u.selfRegistration && !(await isAssignedTo(tx, scope, u.id, scope.userId))) {
          throw new AppError('forbidden', `The roleplay '${u.name}' is not assigned to you.`);
        }
      }
    }
    const batch = await batchForPractice(tx, scope, entries[0]!.batchId, type, scope.userId);
    checkHeroRule(scope, rows, batch);
    const voices = await voiceSettingsOf(tx, scope.tenantId);
    const uniqueId = newId();
    const values = [];
    for (const [position, u] of rows.entries()) {
      const selectedVoice = await voiceFor(tx, scope, u, entries[position]!.selectedVoice, voices);
      values.push({
        tenantId: scope.tenantId,
        id: newId(),
        uniqueId,
        position,
        userId: scope.userId,
        actorId: scope.userId,
        batchId: batch?.id ?? null,
        usecaseId: u.id,
        name: u.name,
        type: u.type,
        inboundEnabled: u.inboundEnabled,
        isDelayRequired: batch?.isDelayRequired ?? false,
        intervalInSeconds: batch?.intervalInSeconds ?? 1,
        isUsecaseLibrary: u.genericUsecase,
        nluEnabled: u.nluEnabled,
        scripted: u.scripted,
        liveTranscript: u.liveTranscript,
        realTimeFeedback: u.realTimeFeedback,
        visibilityId: u.visibilityId,
        threshold: u.threshold,
        maxRetryCount: u.maxRetryCount,
        language: parseVoiceSetting(selectedVoice)!.languageCd,
        selectedVoice,
      });
    }
    const created = await tx.insert(assessments).values(values).returning();
    return created.sort((a, b) => a.position - b.position).map((a, i) => present(a, rows[i]!, batch?.batchName ?? null));
  });
}

/** GET /apigateway/tbsrvc/assessments?uniqueId=: the caller's practice set, in order (404 when not theirs). */
export function listPracticeSet(db: Database, scope: TenantScope, uniqueId: string) {
  return db.run(scope, async (tx) => {
    const rows = await tx
      .select({ a: assessments, u: usecases, batchName: batches.batchName })
      .from(assessments)
      .innerJoin(usecases, and(eq(usecases.tenantId, assessments.tenantId), eq(usecases.id, assessments.usecaseId)))
      .leftJoin(batches, and(eq(batches.tenantId, assessments.tenantId), eq(batches.id, assessments.batchId)))
      .where(and(eq(assessments.tenantId, scope.tenantId), eq(assessments.uniqueId, uniqueId), eq(assessments.userId, scope.userId)))
      .orderBy(asc(assessments.position));
    if (rows.length === 0) throw new AppError('not_found', 'Practice session not found.');
    return rows.map((r) => present(r.a, r.u, r.batchName));
  });
}
