import { PAGE_SIZES } from '@switchboard/contracts';

export type PageSize = number | 'all';

/**
 * Page sizes offered for `total` rows (platform.md §9): 10, 20, 50, 100 and "all", trimmed by
 * the total. A size that would already show every row is dropped, since "all" does the same.
 */
export function pageSizeOptions(total: number): PageSize[] {
  return [...PAGE_SIZES.filter((size) => size < total), 'all'];
}

/** The `limit` to request: "all" is the total (at least one row, at most the server's cap). */
export function limitFor(size: PageSize, total: number, maxLimit: number): number {
  if (size !== 'all') return size;
  return Math.min(Math.max(total, PAGE_SIZES[0]), maxLimit);
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
