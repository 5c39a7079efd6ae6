import { useCallback, useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts';
import { MAX_LIST_LIMIT } from '../../api/list-limits';
import { limitFor, pageCount, type PageSize } from './page-size-options';

export interface Paging {
  page: number;
  pageSize: PageSize;
  /** The `limit` to send with the list call. */
  limit: number;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  /** Back to page 1, e.g. when filters change. */
  firstPage: () => void;
  /** Pulls the page back inside a shrunken total (rows filtered away or deactivated). */
  clampTo: (total: number) => void;
}

/** Page state of a server-paged list (pages from 1). */
export function usePaging(initialSize: PageSize = PAGE_SIZES[0]): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<PageSize>(initialSize);
  const limit = limitFor(pageSize, MAX_LIST_LIMIT);
  const setPageSize = useCallback((size: PageSize) => {
    setSize(size);
    setPage(1);
  }, []);
  const firstPage = useCallback(() => setPage(1), []);
  const clampTo = useCallback((total: number) => setPage((current) => Math.min(current, pageCount(total, limit))), [limit]);
  return { page, pageSize, limit, setPage, setPageSize, firstPage, clampTo };
}
