import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];
const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i), name: `Row ${from + i}` }));

function renderTable(props: { total: number; page?: number; pageSize?: number | 'all'; limit?: number; rows?: Row[]; loading?: boolean }) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithProviders(
    <DataTable
      caption="People"
      columns={columns}
      rows={props.rows ?? rows(Math.min(10, props.total))}
      rowKey={(row) => row.id}
      total={props.total}
      page={props.page ?? 1}
      pageSize={props.pageSize ?? 10}
      limit={props.limit ?? 10}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      loading={props.loading}
      empty={<p>nothing here</p>}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('DataTable', { timeout: 20_000 }, () => {
  it('renders a named table with headers, rows and the range', () => {
    renderTable({ total: 25 });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  });

  it('offers the page sizes trimmed by the total, plus All', async () => {
    const user = userEvent.setup();
    const { onPageSizeChange } = renderTable({ total: 25 });
    await user.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '20', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(onPageSizeChange).toHaveBeenCalledWith('all');
  });

  it('hides the size picker and the pager when everything fits on one page', () => {
    renderTable({ total: 7 });
    expect(screen.queryByRole('textbox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('pages with labelled controls', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ total: 35, page: 2, rows: rows(10, 11) });
    expect(screen.getByText('11–20 of 35')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('"all" shows every row on one page', () => {
    renderTable({ total: 25, pageSize: 'all', limit: 1000, rows: rows(25) });
    expect(screen.getByText('1–25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ total: 0, rows: [] });
    expect(screen.getByText('nothing here')).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });
});
