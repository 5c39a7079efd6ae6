import type { ReactNode } from 'react';
import { Box, LoadingOverlay, Paper, ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { useOverflowsSideways } from '../../hooks/use-overflows-sideways';
import { usePhone } from '../../hooks/use-screen';
import { DataCards } from './data-cards';
import { DataTableFooter } from './data-table-footer';
import type { PageSize } from './page-size-options';
import classes from './data-table.module.css';

export interface DataTableColumn<T> {
  key: string;
  /** Translated header text. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keep the cell on one line (dates, short codes). */
  nowrap?: boolean;
  /** Let a long header wrap between its words where the table is short of width (headers stay on one line by default). */
  wrapHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (read by screen readers, not shown). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  loading?: boolean;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  /** Rows of the current page, when the server's `limit` differs from the chosen size (e.g. "all"). */
  limit: number;
  /**
   * Opens a row when it is clicked anywhere. A mouse convenience only: the row must also hold a link
   * or button that opens it from the keyboard. Clicks on a control inside the row are left to it.
   */
  onRowClick?: (row: T) => void;
  /** On a phone, show the rows as cards (the first column as each card's title) instead of a table. */
  cardsOnPhone?: boolean;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/** Generic paged table: server-side pages, page sizes trimmed by the total (platform.md §9). */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  loading = false,
  empty,
  limit,
  onRowClick,
  cardsOnPhone = false,
}: DataTableProps<T>) {
  const phone = usePhone();
  // A table wider than its frame scrolls inside it; the frame then takes focus so the keyboard can scroll it too.
  const [viewportRef, overflows] = useOverflowsSideways();
  return (
    <Paper withBorder className={classes.frame}>
      <Box pos="relative">
        <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1, backgroundOpacity: 0.6 }} loaderProps={{ size: 'sm' }} />
        {cardsOnPhone && phone ? (
          <DataCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} loading={loading} />
        ) : (
          <ScrollArea
            type="auto"
            viewportRef={viewportRef}
            viewportProps={overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption } : undefined}
          >
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table} aria-busy={loading}>
              <caption>
                <VisuallyHidden>{caption}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.key}
                      scope="col"
                      w={column.width}
                      ta={column.align}
                      className={classes.head}
                      style={column.wrapHeader ? { whiteSpace: 'normal' } : undefined}
                    >
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && !loading ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length}>{empty}</Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => (
                    <Table.Tr
                      key={rowKey(row)}
                      className={onRowClick ? classes.clickable : undefined}
                      onClick={
                        onRowClick
                          ? (event) => {
                              if (!(event.target as Element).closest(INTERACTIVE)) onRowClick(row);
                            }
                          : undefined
                      }
                    >
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                )}
                {rows.length === 0 && loading && (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length} h={160} />
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Box>
      {total > 0 && (
        <DataTableFooter
          total={total}
          page={page}
          pageSize={pageSize}
          limit={limit}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Paper>
  );
}
