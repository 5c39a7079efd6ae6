import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ANNOUNCEMENT_EVENTS,
  type AnnouncementDetail,
  type AnnouncementStatus,
  type announcementCreateBody,
  type announcementUpdateBody,
} from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { BusEvent, EventBus } from '../../platform/events/event-bus.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { announcementMedia, announcementReceipts, announcements } from './tables.js';
import { inTenant, loadDetail, lockAnnouncement, type AnnouncementRow } from './queries.js';
import { sanitizeRichText } from './rich-text.js';
import { hasGroupTarget, publishCopies, targetGroups } from './broadcast.js';

type CreateBody = z.infer<typeof announcementCreateBody>;
type UpdateBody = z.infer<typeof announcementUpdateBody>;

export interface AuthoringDeps {
  db: Database;
  bus: EventBus;
  files: FileStore;
}

const bad = (message: string) => new AppError('bad_request', message);

/** Which status changes an author may make (drafts are deleted, not archived; nothing goes back to draft). */
const TRANSITIONS: Record<AnnouncementStatus, readonly AnnouncementStatus[]> = {
  draft: ['draft', 'published'],
  published: ['published', 'archived'],
  archived: ['archived', 'published'],
};

function checkAcknowledgement(
  next: { requiresAcknowledgement: boolean; dueAt: Date | null; status: AnnouncementStatus },
  now: Date,
  dueChanged: boolean,
) {
  if (next.dueAt && !next.requiresAcknowledgement) throw bad('A due date needs acknowledgement to be required.');
  if (next.dueAt && next.status === 'published' && dueChanged && next.dueAt.getTime() <= now.getTime()) {
    throw bad('The acknowledgement due date must be in the future.');
  }
}

async function mediaCount(tx: Tx, scope: TenantScope, id: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(announcementMedia)
    .where(and(eq(announcementMedia.tenantId, scope.tenantId), eq(announcementMedia.announcementId, id)));
  return row?.value ?? 0;
}

/**
 * The publisher has read (and, when it is asked for, acknowledged) what they publish: no unread
 * badge and no acknowledgement request for their own announcement.
 */
async function authorHasRead(tx: Tx, scope: TenantScope, a: AnnouncementRow, now: Date): Promise<void> {
  await tx
    .insert(announcementReceipts)
    .values({
      tenantId: scope.tenantId,
      announcementId: a.id,
      userId: scope.userId,
      round: a.ackRound,
      readAt: now,
      acknowledgedAt: a.requiresAcknowledgement ? now : null,
    })
    .onConflictDoNothing();
}

const event = (type: string, tenantId: string, announcementId: string): BusEvent => ({ type, tenantId, payload: { announcementId } });

export function authoringService(deps: AuthoringDeps) {
  /** Runs the write, removes copied files if it fails, and announces what changed once committed. */
  const write = async (
    scope: TenantScope,
    work: (tx: Tx, copiedKeys: string[], events: BusEvent[]) => Promise<AnnouncementDetail>,
  ): Promise<AnnouncementDetail> => {
    const copiedKeys: string[] = [];
    const events: BusEvent[] = [];
    let result: AnnouncementDetail;
    try {
      result = await deps.db.run(scope, (tx) => work(tx, copiedKeys, events));
    } catch (error) {
      await Promise.all(copiedKeys.map((key) => deps.files.delete(key)));
      throw error;
    }
    for (const e of events) await deps.bus.publish(e);
    return result;
  };

  /** First publication: the author's own receipt, copies for the targeted groups, the events. */
  const onFirstPublish = async (tx: Tx, scope: TenantScope, a: AnnouncementRow, now: Date, copiedKeys: string[], events: BusEvent[]) => {
    await authorHasRead(tx, scope, a, now);
    events.push(event(ANNOUNCEMENT_EVENTS.published, scope.tenantId, a.id));
    if (a.broadcastId || !hasGroupTarget(a.audienceGroups)) return;
    const targets = await targetGroups(tx, scope, a.audienceGroups);
    const copies = await publishCopies(tx, scope, a, targets, deps.files, copiedKeys);
    if (copies.length === 0) return;
    const publishedTo = copies.map((c) => ({ tenantId: c.tenantId, name: c.name }));
    await tx
      .update(announcements)
      .set({ publishedTo })
      .where(and(inTenant(scope), eq(announcements.id, a.id)));
    for (const c of copies) events.push(event(ANNOUNCEMENT_EVENTS.published, c.tenantId, c.announcementId));
  };

  return {
    create: (scope: TenantScope, body: CreateBody, now = new Date()) =>
      write(scope, async (tx, copiedKeys, events) => {
        const rich = sanitizeRichText(body.body);
        const dueAt = body.dueAt ? new Date(body.dueAt) : null;
        checkAcknowledgement({ requiresAcknowledgement: body.requiresAcknowledgement, dueAt, status: body.status }, now, true);
        if (body.status === 'published' && !rich.text) throw bad('Write the announcement before publishing it.');
        const published = body.status === 'published';
        const [a] = await tx
          .insert(announcements)
          .values({
            tenantId: scope.tenantId,
            id: newId(now.getTime()),
            category: body.category,
            title: body.title,
            body: rich.html,
            bodyText: rich.text,
            status: body.status,
            authorId: scope.userId,
            audienceRoles: body.audience.roles,
            audienceGroups: hasGroupTarget(body.audience.groups) ? body.audience.groups : null,
            requiresAcknowledgement: body.requiresAcknowledgement,
            dueAt,
            createdAt: now,
            updatedAt: now,
            publishedAt: published ? now : null,
            sortAt: now,
          })
          .returning();
        await audit(tx, scope, {
          action: published ? 'announcement.publish' : 'announcement.create',
          targetType: 'announcement',
          targetId: a!.id,
          before: null,
          after: { title: a!.title, category: a!.category, status: a!.status, requiresAcknowledgement: a!.requiresAcknowledgement },
        });
        if (published) await onFirstPublish(tx, scope, a!, now, copiedKeys, events);
        return loadDetail(tx, scope, a!.id);
      }),

    update: (scope: TenantScope, id: string, body: UpdateBody, now = new Date()) =>
      write(scope, async (tx, copiedKeys, events) => {
        const current = await lockAnnouncement(tx, scope, id);
        if (body.version !== undefined && body.version !== current.version) {
          throw new AppError('conflict', 'Someone else changed this announcement. Reload it and try again.');
        }
        const status = body.status ?? current.status;
        if (!TRANSITIONS[current.status].includes(status)) {
          throw bad(
            status === 'draft'
              ? 'A published announcement cannot go back to draft.'
              : 'Only a published announcement can be archived; delete a draft instead.',
          );
        }
        const rich = body.body !== undefined ? sanitizeRichText(body.body) : null;
        const next = {
          category: body.category ?? current.category,
          title: body.title ?? current.title,
          body: rich ? rich.html : current.body,
          bodyText: rich ? rich.text : current.bodyText,
          status,
          audienceRoles: body.audience ? body.audience.roles : current.audienceRoles,
          audienceGroups: body.audience ? (hasGroupTarget(body.audience.groups) ? body.audience.groups : null) : current.audienceGroups,
          requiresAcknowledgement: body.requiresAcknowledgement ?? current.requiresAcknowledgement,
          dueAt: body.dueAt !== undefined ? (body.dueAt ? new Date(body.dueAt) : null) : current.dueAt,
        };
        const firstPublish = status === 'published' && current.publishedAt === null;
        // An unchanged (even overdue) due date does not block other edits; a new one must lie ahead.
        const dueChanged = (next.dueAt?.getTime() ?? null) !== (current.dueAt?.getTime() ?? null);
        checkAcknowledgement(next, now, dueChanged || firstPublish);
        if (status === 'published' && !next.bodyText && (await mediaCount(tx, scope, id)) === 0) {
          throw bad('Write the announcement before publishing it.');
        }
        const reacknowledge = body.requestReacknowledgement === true;
        if (reacknowledge && (status !== 'published' || !next.requiresAcknowledgement || current.publishedAt === null)) {
          throw bad('Only a published announcement that requires acknowledgement can be sent for acknowledgement again.');
        }
        const restored = current.status === 'archived' && status === 'published';
        const archived = current.status !== 'archived' && status === 'archived';
        const [updated] = await tx
          .update(announcements)
          .set({
            ...next,
            version: current.version + 1,
            updatedAt: now,
            publishedAt: firstPublish ? now : current.publishedAt,
            archivedAt: archived ? now : status === 'archived' ? current.archivedAt : null,
            sortAt: firstPublish || reacknowledge ? now : current.sortAt,
            ackRound: reacknowledge ? current.ackRound + 1 : current.ackRound,
          })
          .where(and(inTenant(scope), eq(announcements.id, id)))
          .returning();
        const a = updated!;
        await audit(tx, scope, {
          action: firstPublish
            ? 'announcement.publish'
            : archived
              ? 'announcement.archive'
              : restored
                ? 'announcement.restore'
                : reacknowledge
                  ? 'announcement.reacknowledge'
                  : 'announcement.update',
          targetType: 'announcement',
          targetId: id,
          before: changedFields(current, a),
          after: changedFields(a, current),
        });
        if (firstPublish) await onFirstPublish(tx, scope, a, now, copiedKeys, events);
        else if (reacknowledge) {
          await authorHasRead(tx, scope, a, now);
          events.push(event(ANNOUNCEMENT_EVENTS.published, scope.tenantId, id));
        } else if (restored) events.push(event(ANNOUNCEMENT_EVENTS.published, scope.tenantId, id));
        else if (archived) events.push(event(ANNOUNCEMENT_EVENTS.archived, scope.tenantId, id));
        else if (a.status !== 'draft') events.push(event(ANNOUNCEMENT_EVENTS.updated, scope.tenantId, id));
        return loadDetail(tx, scope, id);
      }),

    /** Deletes a draft with its media; published announcements are archived instead (their receipts stay). */
    remove: async (scope: TenantScope, id: string): Promise<void> => {
      const keys = await deps.db.run(scope, async (tx) => {
        const current = await lockAnnouncement(tx, scope, id);
        if (current.status !== 'draft') throw bad('Only drafts can be deleted; archive a published announcement instead.');
        const media = await tx
          .select({ key: announcementMedia.storageKey })
          .from(announcementMedia)
          .where(and(eq(announcementMedia.tenantId, scope.tenantId), eq(announcementMedia.announcementId, id)));
        await tx.delete(announcements).where(and(inTenant(scope), eq(announcements.id, id)));
        await audit(tx, scope, {
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: id,
          before: { title: current.title, status: current.status, media: media.length },
          after: null,
        });
        return media.map((m) => m.key);
      });
      await Promise.all(keys.map((key) => deps.files.delete(key)));
      await deps.bus.publish(event(ANNOUNCEMENT_EVENTS.deleted, scope.tenantId, id));
    },
  };
}

const AUDITED = ['category', 'title', 'status', 'audienceRoles', 'audienceGroups', 'requiresAcknowledgement', 'dueAt', 'ackRound'] as const;

/** The audited fields of `a` that differ from `b` (the body is recorded as changed, not copied). */
function changedFields(a: AnnouncementRow, b: AnnouncementRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of AUDITED) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out[key] = a[key];
  if (a.body !== b.body) out.bodyChanged = true;
  return out;
}
