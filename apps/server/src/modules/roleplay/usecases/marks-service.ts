import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { deleteFavouriteQuery, deleteRegisterQuery, favouriteBody, selfRegisterBody, SelfRegistration } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { checkChosenVoice } from '../voices/service.js';
import { batchForPractice, findPublished, isAssignedTo } from './repo.js';
import { usecaseAssignments, usecases } from './tables.js';

type Mark = typeof usecaseAssignments.$inferSelect;

/*
 * Bookmarks (roleplay.md §4): on the All Roleplays tab the bookmark self-registers the user for a
 * library roleplay (it then shows under Assigned); on the Assigned tab it marks a favourite.
 */

async function present(tx: Tx, scope: TenantScope, mark: Mark): Promise<SelfRegistration> {
  const [u] = await tx
    .select({ type: usecases.type, genericUsecase: usecases.genericUsecase })
    .from(usecases)
    .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, mark.usecaseId)));
  return {
    id: mark.id,
    usecaseId: mark.usecaseId,
    batchId: mark.batchId,
    type: u!.type,
    genericUsecase: u!.genericUsecase,
    selectedVoice: mark.selectedVoice,
    createdDate: mark.createdAt.toISOString(),
  };
}

const ownMarks = (scope: TenantScope, kind: Mark['kind'], ...more: (SQL | undefined)[]) =>
  and(
    eq(usecaseAssignments.tenantId, scope.tenantId),
    eq(usecaseAssignments.kind, kind),
    eq(usecaseAssignments.userId, scope.userId),
    ...more,
  );

/** POST selfRegisterUsecase. Answers the registration and whether it was new. */
export function selfRegister(db: Database, scope: TenantScope, body: z.infer<typeof selfRegisterBody>) {
  return db.run(scope, async (tx) => {
    const u = await findPublished(tx, scope, body.usecaseId, body.genericUsecase);
    if (u.type !== body.type) throw new AppError('bad_request', 'The roleplay type does not match.');
    if (!u.selfRegistration) throw new AppError('forbidden', 'This roleplay is not open for self-registration.');
    let selectedVoice: string | null = null;
    if (body.selectedVoice) selectedVoice = await checkChosenVoice(tx, scope, body.selectedVoice, u.language);
    else if (!u.language) throw new AppError('bad_request', "Choose the bot's language for this roleplay.");
    const batch = await batchForPractice(tx, scope, body.batchId, u.type, scope.userId);
    const [existing] = await tx
      .select()
      .from(usecaseAssignments)
      .where(ownMarks(scope, 'self-registered', eq(usecaseAssignments.usecaseId, u.id)));
    if (existing) return { created: false, registration: await present(tx, scope, existing) };
    const [mark] = await tx
      .insert(usecaseAssignments)
      .values({
        tenantId: scope.tenantId,
        id: newId(),
        kind: 'self-registered',
        usecaseId: u.id,
        batchId: batch?.id ?? null,
        userId: scope.userId,
        selectedVoice,
        createdBy: scope.userId,
      })
      .returning();
    return { created: true, registration: await present(tx, scope, mark!) };
  });
}

/** GET selfRegisterUsecase: the caller's registrations, newest first. */
export function listSelfRegistrations(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    const marks = await tx
      .select()
      .from(usecaseAssignments)
      .where(ownMarks(scope, 'self-registered'))
      .orderBy(desc(usecaseAssignments.createdAt));
    return Promise.all(marks.map((m) => present(tx, scope, m)));
  });
}

/** DELETE deleteRegisterUsecase: removes the caller's registration (404 when there is none). */
export function deleteRegistration(db: Database, scope: TenantScope, query: z.infer<typeof deleteRegisterQuery>) {
  return db.run(scope, async (tx) => {
    await findPublished(tx, scope, query.usecaseId, query.genericUsecase);
    const removed = await tx
      .delete(usecaseAssignments)
      .where(ownMarks(scope, 'self-registered', eq(usecaseAssignments.usecaseId, query.usecaseId)))
      .returning({ id: usecaseAssignments.id });
    if (removed.length === 0) {
      const still = await isAssignedTo(tx, scope, query.usecaseId, scope.userId);
      throw still
        ? new AppError('forbidden', 'This roleplay was assigned to you by your trainer; it cannot be removed here.')
        : new AppError('not_found', 'You are not registered for this roleplay.');
    }
    return { ok: true as const };
  });
}

/** POST assignedFavUsecase: marks a favourite (assigned roleplays, or ones open to self-registration). */
export function addFavourite(db: Database, scope: TenantScope, body: z.infer<typeof favouriteBody>) {
  return db.run(scope, async (tx) => {
    const u = await findPublished(tx, scope, body.usecaseId, body.genericUsecase);
    if (!u.selfRegistration && !(await isAssignedTo(tx, scope, u.id, scope.userId))) {
      throw new AppError('forbidden', 'Only roleplays assigned to you or open to everyone can be bookmarked.');
    }
    const batch = body.batchId ? await batchForPractice(tx, scope, body.batchId, u.type, scope.userId) : null;
    const [existing] = await tx
      .select()
      .from(usecaseAssignments)
      .where(ownMarks(scope, 'favourite', eq(usecaseAssignments.usecaseId, u.id)));
    if (existing) return { created: false, favourite: await present(tx, scope, existing) };
    const [mark] = await tx
      .insert(usecaseAssignments)
      .values({
        tenantId: scope.tenantId,
        id: newId(),
        kind: 'favourite',
        usecaseId: u.id,
        batchId: batch?.id ?? null,
        userId: scope.userId,
        createdBy: scope.userId,
      })
      .returning();
    return { created: true, favourite: await present(tx, scope, mark!) };
  });
}

/** DELETE deleteAssignedFavUsecase (404 when it is not a favourite). */
export function deleteFavourite(db: Database, scope: TenantScope, query: z.infer<typeof deleteFavouriteQuery>) {
  return db.run(scope, async (tx) => {
    await findPublished(tx, scope, query.usecaseId, query.genericUsecase);
    const removed = await tx
      .delete(usecaseAssignments)
      // A roleplay is a favourite once per user, whatever batch it was bookmarked in; batchId is accepted as sent.
      .where(ownMarks(scope, 'favourite', eq(usecaseAssignments.usecaseId, query.usecaseId)))
      .returning({ id: usecaseAssignments.id });
    if (removed.length === 0) throw new AppError('not_found', 'This roleplay is not in your favourites.');
    return { ok: true as const };
  });
}
