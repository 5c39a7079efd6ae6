import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_MEDIA,
  roleAtLeast,
  type AnnouncementCategory,
  type AnnouncementItem,
  type Role,
} from '@switchboard/contracts';

type Sortable = Pick<AnnouncementItem, '_id' | 'sortAt'>;

/** Newest first, as the server orders the feed: by sortAt, then by id (ids are time-ordered). */
export function newestFirst(a: Sortable, b: Sortable): number {
  const byTime = Date.parse(b.sortAt) - Date.parse(a.sortAt);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

/**
 * Lists merged without duplicates by `_id` (platform.md §4): a row seen again (a refresh, or the
 * next page after the list shifted) replaces the old copy; the result is sorted newest first.
 */
export function mergeById<T extends Sortable>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of current) byId.set(item._id, item);
  for (const item of incoming) byId.set(item._id, item);
  return [...byId.values()].sort(newestFirst);
}

/** Rows with archived or missing status are greyed out and not clickable (platform.md §4). */
export function isOpenable(item: { status?: string | null }): boolean {
  return item.status === 'published' || item.status === 'draft';
}

// The reader's state of an item lives apart: the dashboard's card needs it without this area's strings.
export { isUnreadForMe, needsAcknowledgement, readStateOf, type ReadState } from './read-state';

export const canAuthor = (role: Role) => roleAtLeast(role, 'guardian');

/** i18n keys of the categories (literal, so the key check sees them). */
export const CATEGORY_KEYS: Readonly<Record<AnnouncementCategory, string>> = {
  'Product Update': 'announcements.categories.productUpdate',
  'Process Change': 'announcements.categories.processChange',
  'New Launch': 'announcements.categories.newLaunch',
  Actions: 'announcements.categories.actions',
};
export const CATEGORY_COLORS: Readonly<Record<AnnouncementCategory, string>> = {
  'Product Update': 'blue',
  'Process Change': 'grape',
  'New Launch': 'teal',
  Actions: 'orange',
};
export const categories = ANNOUNCEMENT_CATEGORIES;

export const STATUS_KEYS = {
  published: 'announcements.status.published',
  draft: 'announcements.status.draft',
  archived: 'announcements.status.archived',
} as const;

export type MediaCheck = { ok: true; kind: 'image' | 'video' } | { ok: false; reason: 'type' | 'size' };

/** The checks the server makes first, done before sending: extension and size (content is checked there). */
export function checkMediaFile(file: { name: string; size: number }): MediaCheck {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const image = (ANNOUNCEMENT_MEDIA.imageExtensions as readonly string[]).includes(extension);
  const video = (ANNOUNCEMENT_MEDIA.videoExtensions as readonly string[]).includes(extension);
  if (!image && !video) return { ok: false, reason: 'type' };
  const limit = image ? ANNOUNCEMENT_MEDIA.maxImageBytes : ANNOUNCEMENT_MEDIA.maxVideoBytes;
  if (file.size > limit) return { ok: false, reason: 'size' };
  return { ok: true, kind: image ? 'image' : 'video' };
}

export const MEDIA_ACCEPT = [
  ...ANNOUNCEMENT_MEDIA.imageExtensions.map((e) => `.${e}`),
  ...ANNOUNCEMENT_MEDIA.videoExtensions.map((e) => `.${e}`),
].join(',');

const MB = 1024 * 1024;
/** Interpolation values of the media messages, from the shared constants. */
export const MEDIA_LIMIT_VALUES = {
  maxImages: ANNOUNCEMENT_MEDIA.maxImages,
  maxVideos: ANNOUNCEMENT_MEDIA.maxVideos,
  imageMb: ANNOUNCEMENT_MEDIA.maxImageBytes / MB,
  videoMb: ANNOUNCEMENT_MEDIA.maxVideoBytes / MB,
};
