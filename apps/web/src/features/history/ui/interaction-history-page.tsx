import { useId, useMemo, useState } from 'react';
import { Box, Button, Collapse, Group, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChartLine, IconScale } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HISTORY_DEFAULTS, PAGE_SIZES, roleAtLeast, type HistoryRow } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import type { PageSize } from '../../../shared/ui/data-table/page-size-options';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchInput } from '../../../shared/ui/search-input';
import { browserTimeZone, historyApi, historyKeys } from '../history-api';
import { activeFilterCount, filtersFromSearch, filtersToSearch, historyParams, type HistoryFilters } from '../logic/history-filters';
import { HistoryFiltersPanel } from './history-filters-panel';
import { HistoryTable } from './history-table';
import { PracticeDatesPicker } from './practice-dates-picker';

export const REPORTS_PATH = '/dashboard/engage/reports';
/** Router state a detail view gets from the list: the list's address for 'Back to User List'. */
export interface BackState {
  back?: string;
}

function readPaging(search: URLSearchParams): { page: number; pageSize: PageSize } {
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const raw = search.get('size');
  const size = raw === 'all' ? 'all' : Number(raw);
  const pageSize: PageSize = size === 'all' || (PAGE_SIZES as readonly number[]).includes(size) ? size : HISTORY_DEFAULTS.pageSize;
  return { page, pageSize };
}

/** Reports › Interaction History (roleplay.md §2, §6, §7): filters, keyword search and the paged table, all kept in the address. */
export function InteractionHistoryPage() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  // Parsed once per address: the date picker compares its range by identity.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(searchText)), [searchText]);
  const { page, pageSize } = readPaging(search);
  const limit = pageSize === 'all' ? HISTORY_DEFAULTS.maxPageSize : pageSize;
  const active = activeFilterCount(filters, user.role);
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();

  const write = (next: HistoryFilters, paging: { page: number; pageSize: PageSize }) => {
    const params = filtersToSearch(next);
    if (paging.page > 1) params.set('page', String(paging.page));
    if (paging.pageSize !== HISTORY_DEFAULTS.pageSize) params.set('size', String(paging.pageSize));
    setSearch(params, { replace: true });
  };
  // Any filter change goes back to the first page.
  const change = (patch: Partial<HistoryFilters>) => write({ ...filters, ...patch }, { page: 1, pageSize });

  const params = historyParams(filters, page - 1, limit, user.role);
  const list = useQuery({
    queryKey: historyKeys.list(group.groupId, params),
    queryFn: ({ signal }) => historyApi.list(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'history.errors.fetchHistory' },
  });

  const back: BackState = { back: `${location.pathname}${location.search}` };
  const detailPath = (row: HistoryRow) => `${REPORTS_PATH}/session/${row.id}`;

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title')]} />}
        title={t('history.title')}
        description={roleAtLeast(user.role, 'mentor') ? t('history.descriptionReviewer') : t('history.description')}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={`${REPORTS_PATH}/progress`}
              leftSection={<IconChartLine size={16} aria-hidden />}
              data-testid="open-progress"
            >
              {roleAtLeast(user.role, 'mentor') ? t('history.progress.openTeam') : t('history.progress.openOwn')}
            </Button>
            {roleAtLeast(user.role, 'guardian') && (
              <Button
                variant="default"
                component={Link}
                to={`${REPORTS_PATH}/agreement`}
                leftSection={<IconScale size={16} aria-hidden />}
                data-testid="open-agreement"
              >
                {t('history.agreement.open')}
              </Button>
            )}
          </>
        }
      />
      <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {/* Wide enough for the whole hint in every language ('Nach Rollenspiel, Benutzer oder Gruppe suchen'); a phone keeps 320 px. */}
          <Box w={{ base: 320, md: 400 }}>
            <SearchInput label={t('history.search')} maw={400} initialValue={filters.keyword} onSearch={(keyword) => change({ keyword })} />
          </Box>
          <PracticeDatesPicker value={filters.range} onChange={(range) => change({ range })} />
        </Group>
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="toggle-filters"
        >
          {active > 0 ? t('history.filters.toggleActive', { active }) : t('history.filters.toggle')}
        </Button>
      </Group>
      <div id={panelId}>
        <Collapse in={open}>{open && <HistoryFiltersPanel viewer={user.role} filters={filters} onChange={change} />}</Collapse>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <HistoryTable
          viewer={user.role}
          rows={list.data?.content ?? []}
          total={list.data?.totalElements ?? 0}
          page={page}
          pageSize={pageSize}
          limit={limit}
          loading={list.isFetching}
          onPageChange={(next) => write(filters, { page: next, pageSize })}
          onPageSizeChange={(size) => write(filters, { page: 1, pageSize: size })}
          linkTo={detailPath}
          linkState={back}
          onOpen={(row) => void navigate(detailPath(row), { state: back })}
        />
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('history.timezoneNote', { zone: browserTimeZone() })}
      </Text>
    </>
  );
}
