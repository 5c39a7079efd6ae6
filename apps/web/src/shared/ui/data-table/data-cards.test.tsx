import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { PHONE_QUERY } from '../../hooks/use-screen';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  score: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Roleplay', render: (row) => <a href={`/r/${row.id}`}>{row.name}</a> },
  { key: 'score', header: 'Overall score', render: (row) => row.score },
];

/** A screen as wide as a phone: only the phone query matches. */
function onAPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderTable(cardsOnPhone: boolean) {
  renderWithProviders(
    <DataTable
      caption="Practice sessions"
      columns={columns}
      rows={[
        { id: '1', name: 'Password reset', score: '82%' },
        { id: '2', name: 'Refund request', score: '64%' },
      ]}
      rowKey={(row) => row.id}
      total={2}
      page={1}
      pageSize={10}
      limit={10}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      empty={<p>nothing here</p>}
      cardsOnPhone={cardsOnPhone}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable on a phone', { timeout: 20_000 }, () => {
  it('shows each row as a card titled by its first column, the others as label and value', () => {
    onAPhone(true);
    renderTable(true);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Practice sessions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Password reset' })).toHaveAttribute('href', '/r/1');
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Overall score');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('82%');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('stays a table on a wider screen', () => {
    onAPhone(false);
    renderTable(true);
    expect(screen.getByRole('table', { name: 'Practice sessions' })).toBeInTheDocument();
  });

  it('stays a table on a phone when cards were not asked for', () => {
    onAPhone(true);
    renderTable(false);
    expect(screen.getByRole('table', { name: 'Practice sessions' })).toBeInTheDocument();
  });
});
