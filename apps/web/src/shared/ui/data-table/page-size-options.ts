import { PAGE_SIZES } from '@switchboard/contracts';

export type PageSize = number | 'all';

/**
 * Page sizes offered for `total` rows (platform.md §9): 10, 20, 50, 100 and "all", trimmed by
 * the total. A size that would already show every row is dropped, since "all" does the same.
 */
export function pageSizeOptions(total: number): PageSize[] {
  return [...PAGE_SIZES.filter((size) => size < total), 'all'];
}

/** The `limit` to request; "all" asks for as many rows as the server hands out in one page. */
export function limitFor(size: PageSize, maxLimit: number): number {
  return size === 'all' ? maxLimit : size;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
