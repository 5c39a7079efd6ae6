import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts';
import { MAX_LIST_LIMIT } from '../../api/list-limits';
import { limitFor, pageCount, type PageSize } from './page-size-options';

export interface Paging {
  page: number;
  pageSize: PageSize;
  /** The `limit` to send; for "all" it follows the last known total. */
  limit: number;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  /** Back to page 1, e.g. when filters change. */
  firstPage: () => void;
}

/** Page state for a server-paged list. `knownTotal` is the total of the last reply (0 before it). */
export function usePaging(knownTotal: number, initialSize: PageSize = PAGE_SIZES[0]): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<PageSize>(initialSize);
  const limit = limitFor(pageSize, knownTotal, MAX_LIST_LIMIT);
  // A shrinking total (rows deactivated, filters) must not strand the user past the last page.
  const lastPage = pageCount(knownTotal, limit);
  const current = knownTotal > 0 ? Math.min(page, lastPage) : page;
  return {
    page: current,
    pageSize,
    limit,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
    firstPage: () => setPage(1),
  };
}
