import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import dayjs from 'dayjs';
import type { Role } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, demoUser, json, stubApi } from '../../../test/fake-api';
import { HERO_ID, USECASE_ID, historyRow } from '../../../test/history-fixtures';
import { withSession } from '../../../test/with-session';
import { HistoryRoutes } from '../history-routes';

afterEach(() => vi.unstubAllGlobals());

const HISTORY = 'GET /apigateway/tbsrvc/interaction/history';
const page = (content = [historyRow()]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10 });

function renderHistory(role: Role, route = '/dashboard/engage/reports') {
  const asked: URLSearchParams[] = [];
  const api = stubApi({
    [HISTORY]: (url) => {
      asked.push(url.searchParams);
      return json(200, page());
    },
    'GET /apigateway/tbsrvc/trainerspanusecase': () =>
      json(200, [{ useCaseId: USECASE_ID, id: USECASE_ID, name: 'Password reset with identity check', type: 1, sessionCount: 3 }]),
    [`GET /api/tenant/v1/${GROUP_A}/users`]: () =>
      json(200, {
        data: [
          {
            userId: HERO_ID,
            email: 'hero@demo.switchboard.test',
            userName: 'Harper Hero',
            firstName: 'Harper',
            lastName: 'Hero',
            role: 'hero',
            active: true,
            accountState: 'active',
            supervisorNameL1: null,
            supervisorNameL2: null,
            supervisorNameL3: null,
          },
        ],
        total: 1,
        page: 1,
        limit: 50,
      }),
  });
  renderWithProviders(
    withSession(
      demoUser(role),
      <Routes>
        <Route path="/dashboard/engage/reports/*" element={<HistoryRoutes />} />
      </Routes>,
    ),
    { route },
  );
  /** The list requests (the mentor's user choices come from a large history page: left out). */
  const listCalls = () => asked.filter((q) => q.get('size') !== '1000');
  return { asked, listCalls, api };
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Interaction History list', { timeout: 40_000 }, () => {
  it('shows heroes roleplay name, practice date, AHT % and Overall Score %, without role or user filters', async () => {
    const user = userEvent.setup();
    renderHistory('hero');
    await screen.findByRole('link', { name: 'Password reset with identity check' });
    expect(headers()).toEqual(['Roleplay name', 'Practice date', 'Status', 'AHT %', 'Overall Score %', 'Reviewed']);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('104%');
    expect(row).toHaveTextContent('72%');
    expect(row).toHaveTextContent('Completed');
    await user.click(screen.getByTestId('toggle-filters'));
    await screen.findByTestId('history-filters');
    expect(screen.queryByTestId('filter-role')).not.toBeInTheDocument();
    expect(screen.queryByTestId('filter-user')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-usecase')).toBeInTheDocument();
    expect(screen.getByTestId('filter-type')).toBeInTheDocument();
    expect(screen.getByTestId('filter-review')).toBeInTheDocument();
    expect(screen.queryByTestId('open-agreement')).not.toBeInTheDocument();
  });

  it('adds username with email, and the batch under the roleplay, for mentors and above, with role and user filters', async () => {
    const user = userEvent.setup();
    renderHistory('mentor');
    await screen.findByRole('link', { name: 'Password reset with identity check' });
    // Seven columns, not nine: email and batch share cells so the table fits 1440 px without scrolling sideways.
    expect(headers()).toEqual(['Username', 'Roleplay name', 'Practice date', 'Status', 'AHT %', 'Overall Score %', 'Reviewed']);
    const row = screen.getAllByRole('row')[1]!;
    const email = within(row).getByTestId('row-email');
    expect(email).toHaveTextContent('hero@demo.switchboard.test');
    // A long address is cut with an ellipsis; its title still gives it whole.
    expect(email).toHaveAttribute('title', 'hero@demo.switchboard.test');
    expect(within(row).getByTestId('row-batch')).toHaveTextContent('Batch Cohort 12');
    await user.click(screen.getByTestId('toggle-filters'));
    expect(await screen.findByTestId('filter-role')).toBeInTheDocument();
    expect(screen.getByTestId('filter-user')).toBeInTheDocument();
  });

  it('sends every parameter: page from 0, size, order, sort, the last 5 days, 000 and 0 for all, then the chosen filters', async () => {
    const user = userEvent.setup();
    const { listCalls } = renderHistory('guardian');
    await screen.findByRole('link', { name: 'Password reset with identity check' });
    const first = listCalls()[0]!;
    expect(Object.fromEntries(first)).toMatchObject({
      page: '0',
      size: '10',
      type: '0',
      order: 'desc',
      sort: 'sessionStartDateTime',
      employeeID: '000',
      useCaseId: '0',
    });
    expect(first.has('isReviewed')).toBe(false);
    expect(first.has('roleId')).toBe(false);
    expect(first.has('keyword')).toBe(false);
    // The list is of completed practice unless another status is chosen.
    expect(first.get('practiceStatus')).toBe('completed');
    // Midnight four days ago to 23:59:59 today, in the browser's time zone.
    expect(dayjs(first.get('startDate')).valueOf()).toBe(dayjs().subtract(4, 'day').startOf('day').valueOf());
    expect(dayjs(first.get('endDate')).valueOf()).toBe(dayjs().endOf('day').valueOf());

    await user.click(screen.getByTestId('toggle-filters'));
    await user.click(await screen.findByTestId('filter-review'));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('isReviewed')).toBe('true'));

    await user.click(screen.getByTestId('filter-role'));
    await user.click(await screen.findByRole('option', { name: 'Hero' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('roleId')).toBe('6'));

    await user.click(screen.getByTestId('filter-type'));
    await user.click(await screen.findByRole('option', { name: 'Voice' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('type')).toBe('2'));

    await user.click(screen.getByTestId('filter-user'));
    await user.click(await screen.findByRole('option', { name: /Harper Hero/ }));
    await waitFor(() => expect(listCalls().at(-1)!.get('employeeID')).toBe(HERO_ID));

    await user.click(screen.getByTestId('filter-usecase'));
    await user.click(await screen.findByRole('option', { name: 'Password reset with identity check' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('useCaseId')).toBe(USECASE_ID));
    await user.click(screen.getByTestId('filter-status'));
    await user.click(await screen.findByRole('option', { name: 'Abandoned' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('practiceStatus')).toBe('abandoned'));
    // Every change went back to the first page; the toggle counts the active filters.
    expect(listCalls().at(-1)!.get('page')).toBe('0');
    expect(screen.getByTestId('toggle-filters')).toHaveTextContent('Filters (6 on)');
  });

  it('debounces the keyword search by 500 ms: one request for the whole word', async () => {
    const user = userEvent.setup();
    const { listCalls } = renderHistory('mentor');
    await screen.findByRole('link', { name: 'Password reset with identity check' });
    const before = listCalls().length;
    const typedAt = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search by roleplay, user or batch' }), 'reset');
    expect(
      listCalls()
        .slice(before)
        .some((q) => q.has('keyword')),
    ).toBe(false);
    await waitFor(() => expect(listCalls().at(-1)!.get('keyword')).toBe('reset'));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    expect(listCalls().filter((q) => q.has('keyword'))).toHaveLength(1);
  });

  it('says what failed when the history cannot be fetched', async () => {
    stubApi({
      [HISTORY]: () => json(500, { error: 'internal_error', message: 'Internal Server Error' }),
      'GET /apigateway/tbsrvc/trainerspanusecase': () => json(200, []),
    });
    renderWithProviders(
      withSession(
        demoUser('hero'),
        <Routes>
          <Route path="/dashboard/engage/reports/*" element={<HistoryRoutes />} />
        </Routes>,
      ),
      { route: '/dashboard/engage/reports' },
    );
    expect(await screen.findByText('Failed to fetch interaction history')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
