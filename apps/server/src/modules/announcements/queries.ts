import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { roleAtLeast, type AnnouncementDetail, type AnnouncementItem, type AnnouncementMedia, type Role } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { announcementMedia, announcementReceipts, announcements } from './tables.js';
import { excerptOf } from './rich-text.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type MediaRow = typeof announcementMedia.$inferSelect;

/** Authors (guardian and above) manage every announcement of the tenant. */
export const isAuthor = (scope: TenantScope) => roleAtLeast(scope.role, 'guardian');

export const inTenant = (scope: TenantScope) => eq(announcements.tenantId, scope.tenantId);

/** The announcement is meant for this role (no roles listed = everyone). */
export const inAudience = (role: Role): SQL =>
  or(sql`cardinality(${announcements.audienceRoles}) = 0`, sql`${role} = any(${announcements.audienceRoles})`)!;

/**
 * What the caller may see: authors everything in the tenant; readers the published and archived
 * announcements meant for their role (archived ones are shown greyed out).
 */
export function visibleTo(scope: TenantScope): SQL {
  if (isAuthor(scope)) return inTenant(scope);
  return and(inTenant(scope), inArray(announcements.status, ['published', 'archived']), inAudience(scope.role))!;
}

/** The caller's receipt for the current acknowledgement round. */
export const ownReceipt = (scope: TenantScope) =>
  and(
    eq(announcementReceipts.tenantId, announcements.tenantId),
    eq(announcementReceipts.announcementId, announcements.id),
    eq(announcementReceipts.userId, scope.userId),
    eq(announcementReceipts.round, announcements.ackRound),
  );

/** The columns of a listed announcement, with whether it is meant for the caller (the unread count's rule). */
export const listColumns = (scope: TenantScope) => ({
  a: announcements,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  readAt: announcementReceipts.readAt,
  acknowledgedAt: announcementReceipts.acknowledgedAt,
  forYou: sql<boolean>`(${inAudience(scope.role)})`.mapWith(Boolean),
});

export interface ListedRow {
  a: AnnouncementRow;
  authorFirstName: string;
  authorLastName: string;
  readAt: Date | null;
  acknowledgedAt: Date | null;
  forYou: boolean;
}

export const mediaUrl = (m: Pick<MediaRow, 'tenantId' | 'announcementId' | 'id'>) =>
  `/api/announcement/v1/${m.tenantId}/announcements/${m.announcementId}/media/${m.id}`;

export function presentMedia(m: MediaRow): AnnouncementMedia {
  return { _id: m.id, kind: m.kind, mimeType: m.mimeType, fileName: m.fileName, size: m.sizeBytes, url: mediaUrl(m) };
}

export async function mediaOf(tx: Tx, scope: TenantScope, ids: string[]): Promise<Map<string, AnnouncementMedia[]>> {
  const byAnnouncement = new Map<string, AnnouncementMedia[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await tx
    .select()
    .from(announcementMedia)
    .where(and(eq(announcementMedia.tenantId, scope.tenantId), inArray(announcementMedia.announcementId, ids)))
    .orderBy(asc(announcementMedia.createdAt), asc(announcementMedia.id));
  for (const row of rows) {
    const list = byAnnouncement.get(row.announcementId) ?? [];
    list.push(presentMedia(row));
    byAnnouncement.set(row.announcementId, list);
  }
  return byAnnouncement;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentItem(row: ListedRow, media: AnnouncementMedia[]): AnnouncementItem {
  const a = row.a;
  return {
    _id: a.id,
    category: a.category,
    title: a.title,
    excerpt: excerptOf(a.bodyText),
    status: a.status,
    author: `${row.authorFirstName} ${row.authorLastName}`.trim(),
    authorId: a.authorId,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    publishedAt: iso(a.publishedAt),
    archivedAt: iso(a.archivedAt),
    sortAt: a.sortAt.toISOString(),
    requiresAcknowledgement: a.requiresAcknowledgement,
    dueAt: iso(a.dueAt),
    audience: { roles: a.audienceRoles, groups: a.audienceGroups ?? null },
    version: a.version,
    broadcastId: a.broadcastId,
    media,
    announcementReadAckStatus: { readAt: iso(row.readAt), acknowledgementAt: iso(row.acknowledgedAt) },
    forYou: row.forYou,
  };
}

export function presentDetail(row: ListedRow, media: AnnouncementMedia[]): AnnouncementDetail {
  return { ...presentItem(row, media), body: row.a.body, publishedTo: row.a.publishedTo };
}

/** One announcement the caller may see, with author and own receipt; 404 otherwise (other tenants included). */
export async function findVisible(tx: Tx, scope: TenantScope, id: string): Promise<ListedRow> {
  const [row] = await tx
    .select(listColumns(scope))
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(announcementReceipts, ownReceipt(scope))
    .where(and(visibleTo(scope), eq(announcements.id, id)));
  if (!row) throw new AppError('not_found', 'Announcement not found.');
  return row;
}

export async function loadDetail(tx: Tx, scope: TenantScope, id: string): Promise<AnnouncementDetail> {
  const row = await findVisible(tx, scope, id);
  const media = await mediaOf(tx, scope, [id]);
  return presentDetail(row, media.get(id) ?? []);
}

/** Locks the announcement row for a write; 404 when it is not in the caller's tenant. */
export async function lockAnnouncement(tx: Tx, scope: TenantScope, id: string): Promise<AnnouncementRow> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(inTenant(scope), eq(announcements.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found', 'Announcement not found.');
  return row;
}
