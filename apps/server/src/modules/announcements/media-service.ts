import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_EVENTS, ANNOUNCEMENT_MEDIA, type AnnouncementMedia } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/errors/app-error.js';
import { tenantFileKey, type FileStore } from '../../platform/files/file-store.js';
import { cleanFileName, HEAD_BYTES, typeFromDeclaration, type MediaType } from '../../platform/files/file-type.js';
import { checkedStream, multipartLimitOf } from '../../platform/files/multipart.js';
import { sanitizeSvg, UnsafeSvgError } from '../../platform/files/svg-sanitizer.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { announcementMedia } from './tables.js';
import { findVisible, lockAnnouncement, presentMedia, type MediaRow } from './queries.js';

/** One uploaded file part as @fastify/multipart hands it over. */
export interface UploadPart {
  filename: string;
  mimetype: string;
  file: Readable & { truncated?: boolean };
}

const ACCEPTED = 'Accepted files: JPEG, PNG, GIF or SVG images and MP4, MOV or WebM videos.';
const MB = 1024 * 1024;

const limitOf = (type: MediaType) => (type.kind === 'image' ? ANNOUNCEMENT_MEDIA.maxImageBytes : ANNOUNCEMENT_MEDIA.maxVideoBytes);
const tooLarge = (type: MediaType) =>
  new AppError('payload_too_large', `${type.kind === 'image' ? 'Images' : 'Videos'} can be at most ${limitOf(type) / MB} MB.`);
const notThatType = (type: MediaType) =>
  new AppError('unsupported_media_type', `The file's content is not a ${type.id.toUpperCase()} ${type.kind}. ${ACCEPTED}`);

/** The size limit and the sniffing of the declared type, checked while the part streams. */
const checkedMedia = (source: UploadPart['file'], type: MediaType) =>
  checkedStream(source, {
    limit: limitOf(type),
    headBytes: HEAD_BYTES,
    sniff: type.sniff,
    tooLarge: () => tooLarge(type),
    mismatch: () => notThatType(type),
  });

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function mediaCounts(tx: Tx, scope: TenantScope, announcementId: string) {
  const rows = await tx
    .select({ kind: announcementMedia.kind })
    .from(announcementMedia)
    .where(and(eq(announcementMedia.tenantId, scope.tenantId), eq(announcementMedia.announcementId, announcementId)));
  return { image: rows.filter((r) => r.kind === 'image').length, video: rows.filter((r) => r.kind === 'video').length };
}

function checkRoom(counts: { image: number; video: number }, type: MediaType): void {
  if (type.kind === 'image' && counts.image >= ANNOUNCEMENT_MEDIA.maxImages) {
    throw new AppError('bad_request', `An announcement can have at most ${ANNOUNCEMENT_MEDIA.maxImages} images.`);
  }
  if (type.kind === 'video' && counts.video >= ANNOUNCEMENT_MEDIA.maxVideos) {
    throw new AppError('bad_request', 'An announcement can have only one video.');
  }
}

export function mediaService(deps: { db: Database; bus: EventBus; files: FileStore }) {
  const changed = async (scope: TenantScope, announcementId: string, status: string) => {
    if (status !== 'draft') {
      await deps.bus.publish({ type: ANNOUNCEMENT_EVENTS.updated, tenantId: scope.tenantId, payload: { announcementId } });
    }
  };

  /** Stores one part under a new key; returns the key, the type and the stored size. */
  const store = async (scope: TenantScope, part: UploadPart, type: MediaType, mediaId: string) => {
    const key = tenantFileKey(scope.tenantId, 'announcements', mediaId);
    if (type.id === 'svg') {
      // SVG is bounded by the image limit, so it can be read whole and sanitised before it is stored.
      const source = await collect(checkedMedia(part.file, type));
      let clean: string;
      try {
        clean = sanitizeSvg(source.toString('utf8'));
      } catch (error) {
        if (error instanceof UnsafeSvgError) throw new AppError('unsupported_media_type', `${error.message} ${ACCEPTED}`);
        throw error;
      }
      const { size } = await deps.files.write(key, Readable.from([Buffer.from(clean, 'utf8')]));
      return { key, size };
    }
    const { size } = await deps.files.write(key, checkedMedia(part.file, type));
    return { key, size };
  };

  return {
    /**
     * Adds one image or video. The announcement and the room left are checked before any byte is
     * read; the size limit and the content type while streaming; the row is written (under a lock
     * that re-checks the room) only once the file is safely stored. Exactly one file per request.
     */
    upload: async (scope: TenantScope, announcementId: string, parts: AsyncIterable<UploadPart>): Promise<AnnouncementMedia> => {
      const before = await deps.db.run(scope, async (tx) => {
        const { a } = await findVisible(tx, scope, announcementId);
        return { status: a.status, counts: await mediaCounts(tx, scope, announcementId) };
      });
      let stored: { key: string; size: number; type: MediaType; fileName: string; mediaId: string } | null = null;
      try {
        for await (const part of parts) {
          if (stored) throw new AppError('bad_request', 'Upload one file at a time.');
          const type = typeFromDeclaration(part.filename, part.mimetype);
          if (!type) throw new AppError('unsupported_media_type', `This file type is not supported. ${ACCEPTED}`);
          checkRoom(before.counts, type);
          const mediaId = newId();
          const { key, size } = await store(scope, part, type, mediaId);
          stored = { key, size, type, mediaId, fileName: cleanFileName(part.filename, `${type.kind}.${type.extensions[0]}`) };
        }
      } catch (error) {
        if (stored) await deps.files.delete(stored.key);
        if (multipartLimitOf(error) === 'too_many_parts') throw new AppError('bad_request', 'Upload one file at a time.');
        throw error;
      }
      if (!stored) throw new AppError('bad_request', 'Choose a file to upload (multipart field "file").');
      const file = stored;
      try {
        const row = await deps.db.run(scope, async (tx) => {
          await lockAnnouncement(tx, scope, announcementId);
          checkRoom(await mediaCounts(tx, scope, announcementId), file.type);
          const [inserted] = await tx
            .insert(announcementMedia)
            .values({
              tenantId: scope.tenantId,
              id: file.mediaId,
              announcementId,
              kind: file.type.kind,
              mimeType: file.type.mimeType,
              fileName: file.fileName,
              sizeBytes: file.size,
              storageKey: file.key,
              createdBy: scope.userId,
            })
            .returning();
          await audit(tx, scope, {
            action: 'announcement.media.add',
            targetType: 'announcement',
            targetId: announcementId,
            before: null,
            after: { mediaId: file.mediaId, fileName: file.fileName, mimeType: file.type.mimeType, size: file.size },
          });
          return inserted!;
        });
        await changed(scope, announcementId, before.status);
        return presentMedia(row);
      } catch (error) {
        await deps.files.delete(file.key);
        throw error;
      }
    },

    /** A media file the caller may see (same visibility as its announcement). */
    open: (scope: TenantScope, announcementId: string, mediaId: string): Promise<MediaRow> =>
      deps.db.run(scope, async (tx) => {
        await findVisible(tx, scope, announcementId);
        const [row] = await tx
          .select()
          .from(announcementMedia)
          .where(
            and(
              eq(announcementMedia.tenantId, scope.tenantId),
              eq(announcementMedia.announcementId, announcementId),
              eq(announcementMedia.id, mediaId),
            ),
          );
        if (!row) throw new AppError('not_found', 'Media not found.');
        return row;
      }),

    remove: async (scope: TenantScope, announcementId: string, mediaId: string): Promise<void> => {
      const { key, status } = await deps.db.run(scope, async (tx) => {
        const a = await lockAnnouncement(tx, scope, announcementId);
        const [row] = await tx
          .delete(announcementMedia)
          .where(
            and(
              eq(announcementMedia.tenantId, scope.tenantId),
              eq(announcementMedia.announcementId, announcementId),
              eq(announcementMedia.id, mediaId),
            ),
          )
          .returning();
        if (!row) throw new AppError('not_found', 'Media not found.');
        await audit(tx, scope, {
          action: 'announcement.media.remove',
          targetType: 'announcement',
          targetId: announcementId,
          before: { mediaId, fileName: row.fileName, mimeType: row.mimeType, size: row.sizeBytes },
          after: null,
        });
        return { key: row.storageKey, status: a.status };
      });
      await deps.files.delete(key);
      await changed(scope, announcementId, status);
    },
  };
}
