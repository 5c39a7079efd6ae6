import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnnouncementDetail, AnnouncementListReply, announcementListQuery } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { announcementReceipts, announcements } from './tables.js';
import { listColumns, loadDetail, mediaOf, ownReceipt, presentItem, visibleTo } from './queries.js';

type ListQuery = z.infer<typeof announcementListQuery>;

export function feedService(deps: { db: Database }) {
  return {
    /** The feed: newest first (by publication, drafts by creation), filtered by category, author and status. */
    list: (scope: TenantScope, query: ListQuery) =>
      deps.db.run(scope, async (tx): Promise<AnnouncementListReply> => {
        const visible = visibleTo(scope);
        const where: SQL[] = [visible];
        if (query.category?.length) where.push(inArray(announcements.category, query.category));
        if (query.author?.length) where.push(inArray(announcements.authorId, query.author));
        if (query.status?.length) where.push(inArray(announcements.status, query.status));
        const condition = and(...where);
        // The total rides with the page (a window count), so a page costs one statement fewer; only a page
        // past the end, which has no row to carry it, counts on its own.
        const rows = await tx
          .select({ ...listColumns(scope), total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(announcements)
          .innerJoin(users, eq(users.id, announcements.authorId))
          .leftJoin(announcementReceipts, ownReceipt(scope))
          .where(condition)
          .orderBy(desc(announcements.sortAt), desc(announcements.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        const total =
          rows[0]?.total ??
          (query.page > 1 ? ((await tx.select({ value: count() }).from(announcements).where(condition))[0]?.value ?? 0) : 0);
        const media = await mediaOf(
          tx,
          scope,
          rows.map((r) => r.a.id),
        );
        const authors = await tx
          .selectDistinct({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(announcements)
          .innerJoin(users, eq(users.id, announcements.authorId))
          .where(visible)
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
        return {
          data: rows.map((r) => presentItem(r, media.get(r.a.id) ?? [])),
          total,
          page: query.page,
          limit: query.limit,
          authors: authors.map((a) => ({ _id: a._id, name: `${a.firstName} ${a.lastName}`.trim() })),
        };
      }),

    get: (scope: TenantScope, id: string): Promise<AnnouncementDetail> => deps.db.run(scope, (tx) => loadDetail(tx, scope, id)),
  };
}
