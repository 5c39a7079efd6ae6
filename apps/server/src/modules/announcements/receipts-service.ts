import { and, asc, count, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  ANNOUNCEMENT_EVENTS,
  type AnnouncementReceiptReply,
  type ReceiptListReply,
  type ReceiptRow,
  type ReceiptState,
  type receiptListQuery,
} from '@switchboard/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { memberships } from '../tenants/tables.js';
import { announcementReceipts, announcements } from './tables.js';
import { findVisible, inAudience, inTenant, ownReceipt, type AnnouncementRow } from './queries.js';

type ReceiptListQuery = z.infer<typeof receiptListQuery>;

/**
 * Published announcements meant for the caller without a receipt for their current round. A count
 * of rows, so it can never be negative, whatever the interleaving of reads.
 */
export async function unreadCountIn(tx: Tx, scope: TenantScope): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(announcements)
    .where(
      and(
        inTenant(scope),
        eq(announcements.status, 'published'),
        inAudience(scope.role),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(announcementReceipts)
            .where(ownReceipt(scope)),
        ),
      ),
    );
  return Math.max(0, row?.value ?? 0);
}

function assertReadable(a: AnnouncementRow): void {
  if (a.status === 'archived') throw new AppError('bad_request', 'This announcement is archived.');
  if (a.status !== 'published') throw new AppError('bad_request', 'This announcement is not published yet.');
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function receiptsService(deps: { db: Database; bus: EventBus }) {
  /** Runs a receipt write, then tells the user's other devices (only when something changed). */
  const recordReceipt = async (scope: TenantScope, id: string, write: (tx: Tx, a: AnnouncementRow) => Promise<boolean>) => {
    const { reply, changed } = await deps.db.run(scope, async (tx) => {
      const { a } = await findVisible(tx, scope, id);
      assertReadable(a);
      const changed = await write(tx, a);
      const [receipt] = await tx
        .select({ readAt: announcementReceipts.readAt, acknowledgedAt: announcementReceipts.acknowledgedAt })
        .from(announcementReceipts)
        .where(
          and(
            eq(announcementReceipts.tenantId, scope.tenantId),
            eq(announcementReceipts.announcementId, id),
            eq(announcementReceipts.userId, scope.userId),
            eq(announcementReceipts.round, a.ackRound),
          ),
        );
      const reply: AnnouncementReceiptReply = {
        announcementId: id,
        announcementReadAckStatus: { readAt: iso(receipt?.readAt), acknowledgementAt: iso(receipt?.acknowledgedAt) },
        unreadCount: await unreadCountIn(tx, scope),
      };
      return { reply, changed };
    });
    if (changed) {
      await deps.bus.publish({ type: ANNOUNCEMENT_EVENTS.receipt, tenantId: scope.tenantId, userId: scope.userId, payload: reply });
    }
    return reply;
  };

  return {
    // One statement: one round trip on PostgreSQL (the dashboard asks on every load).
    unreadCount: (scope: TenantScope) => deps.db.read(scope, (tx) => unreadCountIn(tx, scope)),

    /** Opening an announcement: unread → read. Idempotent; a second read changes nothing. */
    markRead: (scope: TenantScope, id: string, now = new Date()) =>
      recordReceipt(scope, id, async (tx, a) => {
        const inserted = await tx
          .insert(announcementReceipts)
          .values({ tenantId: scope.tenantId, announcementId: id, userId: scope.userId, round: a.ackRound, readAt: now })
          .onConflictDoNothing()
          .returning({ userId: announcementReceipts.userId });
        return inserted.length > 0;
      }),

    /** read → acknowledged (an unread one is read at the same moment). Only ever moves forward. */
    acknowledge: (scope: TenantScope, id: string, now = new Date()) =>
      recordReceipt(scope, id, async (tx, a) => {
        if (!a.requiresAcknowledgement) throw new AppError('bad_request', 'This announcement does not ask for acknowledgement.');
        const changed = await tx
          .insert(announcementReceipts)
          .values({
            tenantId: scope.tenantId,
            announcementId: id,
            userId: scope.userId,
            round: a.ackRound,
            readAt: now,
            acknowledgedAt: now,
          })
          .onConflictDoUpdate({
            target: [
              announcementReceipts.tenantId,
              announcementReceipts.announcementId,
              announcementReceipts.userId,
              announcementReceipts.round,
            ],
            set: { acknowledgedAt: now },
            setWhere: sql`${announcementReceipts.acknowledgedAt} is null`,
          })
          .returning({ userId: announcementReceipts.userId });
        return changed.length > 0;
      }),

    list: (scope: TenantScope, id: string, query: ReceiptListQuery) =>
      deps.db.run(scope, async (tx): Promise<ReceiptListReply> => {
        const a = await announcementIn(tx, scope, id);
        const { summary, rows, total } = await receiptRows(tx, scope, a, query);
        return { summary, data: rows, total, page: query.page, limit: query.limit };
      }),

    /** Every audience member's receipt, for the export. */
    all: (scope: TenantScope, id: string) =>
      deps.db.run(scope, async (tx) => {
        const a = await announcementIn(tx, scope, id);
        const { summary, rows } = await receiptRows(tx, scope, a, null);
        return { announcement: a, summary, rows };
      }),
  };
}

async function announcementIn(tx: Tx, scope: TenantScope, id: string): Promise<AnnouncementRow> {
  const [a] = await tx
    .select()
    .from(announcements)
    .where(and(inTenant(scope), eq(announcements.id, id)));
  if (!a) throw new AppError('not_found', 'Announcement not found.');
  return a;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * The audience (active members of the tenant whose role the announcement is meant for) with their
 * receipt for the current round. `query` null = every row, unpaged.
 */
async function receiptRows(tx: Tx, scope: TenantScope, a: AnnouncementRow, query: ReceiptListQuery | null) {
  const receiptJoin = and(
    eq(announcementReceipts.tenantId, scope.tenantId),
    eq(announcementReceipts.announcementId, a.id),
    eq(announcementReceipts.userId, users.id),
    eq(announcementReceipts.round, a.ackRound),
  );
  const audience: SQL[] = [eq(memberships.tenantId, scope.tenantId), eq(memberships.active, true), eq(users.active, true)];
  if (a.audienceRoles.length > 0) audience.push(sql`${users.role} = any(${sql.param(a.audienceRoles)}::text[])`);
  const stateOf = sql<ReceiptState>`case when ${announcementReceipts.acknowledgedAt} is not null then 'acknowledged'
    when ${announcementReceipts.readAt} is not null then 'read' else 'unread' end`;

  const base = () =>
    tx
      .select({
        total: count(),
        read: sql<number>`count(${announcementReceipts.readAt})::int`,
        acknowledged: sql<number>`count(${announcementReceipts.acknowledgedAt})::int`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(announcementReceipts, receiptJoin);
  const [totals] = await base().where(and(...audience));
  const audienceSize = totals?.total ?? 0;
  const readCount = totals?.read ?? 0;
  const acknowledgedCount = totals?.acknowledged ?? 0;

  const where = [...audience];
  if (query?.state?.length) {
    const wanted = query.state.map((s) => sql`${stateOf} = ${s}`);
    where.push(or(...wanted)!);
  }
  const condition = and(...where);
  const [filtered] = query ? await base().where(condition) : [totals];
  let select = tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      readAt: announcementReceipts.readAt,
      acknowledgedAt: announcementReceipts.acknowledgedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(announcementReceipts, receiptJoin)
    .where(condition)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .$dynamic();
  if (query) select = select.limit(query.limit).offset((query.page - 1) * query.limit);
  const rows: ReceiptRow[] = (await select).map((r) => ({
    userId: r.userId,
    userName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    role: r.role,
    state: r.acknowledgedAt ? 'acknowledged' : r.readAt ? 'read' : 'unread',
    readAt: iso(r.readAt),
    acknowledgementAt: iso(r.acknowledgedAt),
  }));
  return {
    summary: {
      audienceSize,
      readCount,
      acknowledgedCount,
      unreadCount: audienceSize - readCount,
      readPercent: percent(readCount, audienceSize),
      acknowledgedPercent: percent(acknowledgedCount, audienceSize),
      requiresAcknowledgement: a.requiresAcknowledgement,
      dueAt: iso(a.dueAt),
      round: a.ackRound,
    },
    rows,
    total: filtered?.total ?? 0,
  };
}
