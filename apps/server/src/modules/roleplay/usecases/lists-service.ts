import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { favouritesQuery, usecaseGenericQuery, userUsecaseMappingQuery } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { assertMayActFor, assertMember } from '../access.js';
import { ensureRoleplayInstalled } from '../install.js';
import { assignedTo, cardPage, favouriteOf } from './cards.js';
import { usecases } from './tables.js';

/** GET usecases/userusecasemapping: the roleplays assigned to (or bookmarked by) a user — the Assigned tab. */
export function userUsecaseMapping(db: Database, scope: TenantScope, query: z.infer<typeof userUsecaseMappingQuery>) {
  assertMayActFor(scope, query.userId);
  return db.run(scope, async (tx) => {
    if (query.userId !== scope.userId) await assertMember(tx, scope, query.userId);
    await ensureRoleplayInstalled(tx, scope);
    return cardPage(tx, scope, {
      userId: query.userId,
      where: assignedTo(query.userId),
      type: query.type,
      page: query.page,
      size: query.size,
    });
  });
}

/** GET usecaseGeneric: the generic library of a vertical — the All Roleplays tab. */
export function usecaseGeneric(db: Database, scope: TenantScope, query: z.infer<typeof usecaseGenericQuery>) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    const where = and(eq(usecases.genericUsecase, true), eq(usecases.verticalId, query.verticalId))!;
    return cardPage(tx, scope, { userId: scope.userId, where, type: query.type, page: query.page, size: query.size });
  });
}

/** GET assignedFavUsecase: the caller's favourite roleplays — the favourites view. */
export function favourites(db: Database, scope: TenantScope, query: z.infer<typeof favouritesQuery>) {
  return db.run(scope, async (tx) =>
    cardPage(tx, scope, { userId: scope.userId, where: favouriteOf(scope.userId), type: query.type, page: query.page, size: query.size }),
  );
}
