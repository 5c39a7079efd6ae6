import { useMemo, useState } from 'react';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory, type AnnouncementItem, type AnnouncementStatus } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { announcementsApi } from './announcements-api';
import { AnnouncementRow } from './announcement-row';
import { CATEGORY_KEYS, STATUS_KEYS, canAuthor, mergeById } from './feed-logic';
import { announcementKeys } from './query-keys';

const PAGE_SIZE = 20;

interface Filters {
  category: AnnouncementCategory[];
  author: string[];
  status: AnnouncementStatus[];
}
const NO_FILTERS: Filters = { category: [], author: [], status: [] };

/** /dashboard/announcements: the feed, newest first, with Category, Author and Status filters. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const tenantId = group.groupId;
  const author = canAuthor(user.role);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Links such as the dashboard widget's `?id=` open that announcement.
  const [search] = useSearchParams();
  const linked = search.get('id');

  const feed = useInfiniteQuery({
    queryKey: [...announcementKeys.feed(tenantId), filters],
    queryFn: ({ pageParam, signal }) => announcementsApi.list(tenantId, { page: pageParam, limit: PAGE_SIZE, ...filters }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  // Pages fetched at different moments can overlap when new items arrive: merge by _id.
  const items = useMemo(
    () => (feed.data?.pages ?? []).reduce<AnnouncementItem[]>((acc, page) => mergeById(acc, page.data), []),
    [feed.data],
  );
  const total = feed.data?.pages.at(-1)?.total ?? 0;
  const authors = feed.data?.pages[0]?.authors ?? [];
  const statuses: AnnouncementStatus[] = author ? ['published', 'draft', 'archived'] : ['published', 'archived'];
  const filtered = filters.category.length + filters.author.length + filters.status.length > 0;

  if (linked && /^[0-9a-f]{24}$/.test(linked)) return <Navigate to={`/dashboard/announcements/${linked}`} replace />;
  return (
    <>
      <PageHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        actions={
          author && (
            <Button
              component={Link}
              to="/dashboard/announcements/new"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="new-announcement"
            >
              {t('announcements.feed.new')}
            </Button>
          )
        }
      />
      <Group align="flex-end" gap="md" mb="md" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
          <MultiSelect
            label={t('announcements.filters.category')}
            placeholder={filters.category.length ? undefined : t('announcements.filters.any')}
            data={ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_KEYS[c]) }))}
            value={filters.category}
            onChange={(value) => setFilters({ ...filters, category: value as AnnouncementCategory[] })}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-category"
          />
          <MultiSelect
            label={t('announcements.filters.author')}
            placeholder={filters.author.length ? undefined : t('announcements.filters.any')}
            data={authors.map((a) => ({ value: a._id, label: a.name }))}
            value={filters.author}
            onChange={(value) => setFilters({ ...filters, author: value })}
            searchable
            clearable
            nothingFoundMessage={t('announcements.filters.noAuthors')}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-author"
          />
          <MultiSelect
            label={t('announcements.filters.status')}
            placeholder={filters.status.length ? undefined : t('announcements.filters.any')}
            data={statuses.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
            value={filters.status}
            onChange={(value) => setFilters({ ...filters, status: value as AnnouncementStatus[] })}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-status"
          />
        </SimpleGrid>
        {filtered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => setFilters(NO_FILTERS)}
          >
            {t('announcements.filters.clear')}
          </Button>
        )}
      </Group>

      {feed.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('announcements.feed.loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={96} radius="md" />
          ))}
        </Stack>
      ) : feed.isError && items.length === 0 ? (
        <Paper withBorder>
          <LoadFailed onRetry={() => void feed.refetch()} />
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder>
          <EmptyState
            icon={<IconSpeakerphone size={28} />}
            title={filtered ? t('announcements.feed.noMatchTitle') : t('announcements.emptyTitle')}
            description={filtered ? t('announcements.feed.noMatchDescription') : t('announcements.emptyDescription')}
            order={2}
          />
        </Paper>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('announcements.feed.listLabel')}>
          {items.map((item) => (
            <AnnouncementRow key={item._id} item={item} />
          ))}
          <Group justify="space-between" mt="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('announcements.feed.showing', { shown: items.length, total })}
            </Text>
            {feed.hasNextPage && (
              <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage} data-testid="load-more">
                {t('announcements.feed.loadMore')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </>
  );
}
