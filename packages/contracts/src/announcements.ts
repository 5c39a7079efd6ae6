import { z } from 'zod';
import { ROLES, roleName } from './roles.js';
import { csvList, objectId, platformPageQuery } from './common.js';

/** Announcement categories (platform.md §3), in the order the filters show them. */
export const ANNOUNCEMENT_CATEGORIES = ['Product Update', 'Process Change', 'New Launch', 'Actions'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export const ANNOUNCEMENT_STATUSES = ['published', 'draft', 'archived'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Media limits (platform.md §5 and §9): 5 images of 4 MB, 1 video of 10 MB. */
export const ANNOUNCEMENT_MEDIA = {
  maxImages: 5,
  maxImageBytes: 4 * 1024 * 1024,
  maxVideos: 1,
  maxVideoBytes: 10 * 1024 * 1024,
  /** File extensions accepted per kind, lower case without the dot. */
  imageExtensions: ['jpeg', 'jpg', 'png', 'svg', 'gif'],
  videoExtensions: ['mp4', 'mov', 'webm'],
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif'],
  videoMimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const;

/** Text limits for authoring. */
/**
 * The rich-text formatting the announcement editor produces. The server keeps nothing else and the
 * browser sanitises again with the same list before rendering (ADR 005).
 */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
];
export const RICH_TEXT_ALLOWED_ATTRIBUTES: readonly string[] = ['href', 'target', 'rel'];
/** Links may only leave to the web, mail or phone: never javascript:, data: or relative tricks. */
export const RICH_TEXT_SAFE_HREF = /^(https?:|mailto:|tel:)/i;

export const ANNOUNCEMENT_LIMITS = {
  titleMaxLength: 200,
  /** Raw rich text (HTML) the editor may send. */
  bodyMaxLength: 100_000,
  excerptLength: 280,
} as const;

/** Bus / events-socket message types (DESIGN §5: the unread counter updates live). */
export const ANNOUNCEMENT_EVENTS = {
  /** An announcement became visible: published, restored from the archive, or re-sent for acknowledgement. */
  published: 'announcement.published',
  updated: 'announcement.updated',
  archived: 'announcement.archived',
  deleted: 'announcement.deleted',
  /** To one user only: they read or acknowledged something (their other devices update). */
  receipt: 'announcement.receipt',
} as const;

export type MediaKind = 'image' | 'video';

/** Other groups (tenants) an announcement is also published to, chosen by hierarchy attributes. */
export const announcementGroupTarget = z.object({
  clients: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  countries: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  locations: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  lobs: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  subLobs: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
});
export type AnnouncementGroupTarget = z.infer<typeof announcementGroupTarget>;

/**
 * Who sees an announcement. `roles` narrows the readers inside each group (empty = everyone);
 * `groups`, when set, also publishes a copy into every other group the author may act in that
 * matches all of the given attributes (each list: any of its values).
 */
export const announcementAudience = z.object({
  roles: z.array(roleName).max(ROLES.length).default([]),
  groups: announcementGroupTarget.nullable().default(null),
});
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

export const announcementParams = z.object({ tenantId: objectId, id: objectId });
export const announcementMediaParams = z.object({ tenantId: objectId, id: objectId, mediaId: objectId });

export const announcementListQuery = platformPageQuery.extend({
  category: csvList(z.enum(ANNOUNCEMENT_CATEGORIES)),
  /** Author user ids. */
  author: csvList(objectId),
  status: csvList(z.enum(ANNOUNCEMENT_STATUSES)),
});

export const announcementReadAckStatus = z.object({
  readAt: z.string().nullable(),
  acknowledgementAt: z.string().nullable(),
});
export type AnnouncementReadAckStatus = z.infer<typeof announcementReadAckStatus>;

export const announcementMedia = z.object({
  _id: objectId,
  kind: z.enum(['image', 'video']),
  mimeType: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** Path to GET the file (same origin; the session cookie authorises it). */
  url: z.string(),
});
export type AnnouncementMedia = z.infer<typeof announcementMedia>;

export const announcementItem = z.object({
  _id: objectId,
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  title: z.string(),
  /** Plain-text preview of the body. */
  excerpt: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** The author's display name. */
  author: z.string(),
  authorId: objectId,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The feed's order key (newest first): first publication, a re-acknowledgement request, or creation for drafts. */
  sortAt: z.string(),
  requiresAcknowledgement: z.boolean(),
  dueAt: z.string().nullable(),
  audience: announcementAudience,
  /** Optimistic-concurrency token: send it back with an edit. */
  version: z.number().int(),
  /** Set on the copies published into other groups: the original's id. */
  broadcastId: objectId.nullable(),
  media: z.array(announcementMedia),
  /** The caller's own receipt for the current acknowledgement round. */
  announcementReadAckStatus: announcementReadAckStatus,
  /**
   * Meant for the caller's role: only these count as unread, show as new and ask for acknowledgement
   * (an author also sees announcements meant for other roles). The same rule as the unread count.
   */
  forYou: z.boolean(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

export const announcementDetail = announcementItem.extend({
  /** Sanitised HTML. */
  body: z.string(),
  /** On an original published with `audience.groups`: the other groups that received a copy. */
  publishedTo: z.array(z.object({ tenantId: objectId, name: z.string() })),
});
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

export const announcementAuthor = z.object({ _id: objectId, name: z.string() });

export const announcementListReply = z.object({
  data: z.array(announcementItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Everyone who authored an announcement the caller can see (the Author filter's choices). */
  authors: z.array(announcementAuthor),
});
export type AnnouncementListReply = z.infer<typeof announcementListReply>;

const title = z.string().trim().min(1, 'Title is required.').max(ANNOUNCEMENT_LIMITS.titleMaxLength);
const body = z.string().max(ANNOUNCEMENT_LIMITS.bodyMaxLength);
const dueAt = z.iso.datetime({ offset: true }).nullable();

export const announcementCreateBody = z.object({
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  title,
  body: body.default(''),
  status: z.enum(['draft', 'published']).default('draft'),
  audience: announcementAudience.default({ roles: [], groups: null }),
  requiresAcknowledgement: z.boolean().default(false),
  dueAt: dueAt.default(null),
});
export type AnnouncementCreateBody = z.input<typeof announcementCreateBody>;

export const announcementUpdateBody = z
  .object({
    category: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
    title: title.optional(),
    body: body.optional(),
    status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
    audience: announcementAudience.optional(),
    requiresAcknowledgement: z.boolean().optional(),
    dueAt: dueAt.optional(),
    /** Starts a new acknowledgement round: everyone must read and acknowledge again. */
    requestReacknowledgement: z.boolean().optional(),
    /** The version the editor started from; a different current version answers 409. */
    version: z.number().int().min(1).optional(),
  })
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), { message: 'Nothing to change.' });
export type AnnouncementUpdateBody = z.input<typeof announcementUpdateBody>;

export const announcementReceiptReply = z.object({
  announcementId: objectId,
  announcementReadAckStatus: announcementReadAckStatus,
  unreadCount: z.number().int().min(0),
});
export type AnnouncementReceiptReply = z.infer<typeof announcementReceiptReply>;

export const unreadCountReply = z.object({ unreadCount: z.number().int().min(0) });

export const RECEIPT_STATES = ['unread', 'read', 'acknowledged'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const receiptListQuery = platformPageQuery.extend({
  state: csvList(z.enum(RECEIPT_STATES)),
});

export const receiptRow = z.object({
  userId: objectId,
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  state: z.enum(RECEIPT_STATES),
  readAt: z.string().nullable(),
  acknowledgementAt: z.string().nullable(),
});
export type ReceiptRow = z.infer<typeof receiptRow>;

export const receiptSummary = z.object({
  /** Active members of the group the announcement is meant for. */
  audienceSize: z.number().int(),
  readCount: z.number().int(),
  acknowledgedCount: z.number().int(),
  unreadCount: z.number().int(),
  /** 0–100, one decimal. */
  readPercent: z.number(),
  acknowledgedPercent: z.number(),
  requiresAcknowledgement: z.boolean(),
  dueAt: z.string().nullable(),
  /** Acknowledgement round (starts at 1; a re-acknowledgement request starts the next). */
  round: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummary>;

export const receiptListReply = z.object({
  summary: receiptSummary,
  data: z.array(receiptRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReceiptListReply = z.infer<typeof receiptListReply>;
