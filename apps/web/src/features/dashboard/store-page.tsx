import { useState } from 'react';
import { Anchor, Badge, Chip, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_LIST_PAGE_SIZE, type Application } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { applicationsApi } from '../../shared/api/applications-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { SearchInput } from '../../shared/ui/search-input';
import { AppIcon } from './app-icon';
import { DashboardToggle, StatusBadge, unavailableReason } from './store/app-status';
import { SaveIndicator } from './save-indicator';
import { useDashboard, type Dashboard } from './use-dashboard';
import classes from './dashboard.module.css';

export const storeKey = (tenantId: string, ...rest: unknown[]) => ['store', tenantId, ...rest] as const;

function AppCard({ app, dashboard }: { app: Application; dashboard: Dashboard }) {
  const { t } = useTranslation();
  const unavailable = unavailableReason(app) !== null;
  const onDashboard = dashboard.layout.some((item) => item.i === app._id);
  return (
    <Paper
      withBorder
      p="md"
      className={unavailable ? classes.storeCardUnavailable : undefined}
      data-testid={`store-app-${app.applicationId}`}
      data-unavailable={unavailable || undefined}
      component="article"
    >
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <AppIcon icon={app.icon} accent={unavailable ? '#868e96' : app.accent} size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/dashboard/store/${app.applicationId}`} fw={650} c={unavailable ? 'gray.8' : 'dark'} size="md">
              {app.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {app.category.name}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c={unavailable ? 'dimmed' : undefined} style={{ flex: 1 }}>
          {app.about.tagline}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <StatusBadge app={app} onDashboard={onDashboard} />
          <Group gap="xs" ml="auto">
            <Anchor
              component={Link}
              to={`/dashboard/store/${app.applicationId}`}
              size="sm"
              aria-label={t('store.aboutApp', { app: app.name })}
            >
              {t('store.about')}
            </Anchor>
            <DashboardToggle app={app} dashboard={dashboard} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /dashboard/store: browse and search the catalogue by category, open about pages, add and remove widgets. */
export function StorePage() {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const dashboard = useDashboard();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: storeKey(group.groupId, search, category, page),
    queryFn: ({ signal }) =>
      applicationsApi.catalogue({ page, limit: APP_LIST_PAGE_SIZE, search: search || undefined, category: category || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const categories = list.data?.categories ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APP_LIST_PAGE_SIZE));

  let body;
  if (list.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-hidden>
        {Array.from({ length: 6 }, (_, n) => (
          <Skeleton key={n} h={170} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError) {
    body = (
      <Paper withBorder>
        <LoadFailed onRetry={() => void list.refetch()} />
      </Paper>
    );
  } else if (list.data.appWidgets.length === 0) {
    body = (
      <Paper withBorder>
        <EmptyState
          icon={<IconBuildingStore size={28} />}
          title={search || category ? t('store.noMatchTitle') : t('store.emptyTitle')}
          description={search || category ? t('store.noMatchDescription') : t('store.emptyDescription')}
          order={2}
        />
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="store-grid">
        {list.data.appWidgets.map((app) => (
          <AppCard key={app._id} app={app} dashboard={dashboard} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title={t('store.title')} description={t('store.description')} actions={<SaveIndicator state={dashboard.saveState} />} />
      <Stack gap="md">
        <Group justify="space-between" gap="md" wrap="wrap" align="center">
          <SearchInput
            label={t('store.search')}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {total > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('store.count', { count: total })}
            </Text>
          )}
        </Group>
        {categories.length > 0 && (
          <Chip.Group
            value={category}
            onChange={(value) => {
              setCategory(typeof value === 'string' ? value : '');
              setPage(1);
            }}
          >
            <Group gap="xs" role="radiogroup" aria-label={t('store.categories')}>
              <Chip value="" size="sm">
                {t('store.allCategories')}
              </Chip>
              {categories.map((c) => (
                <Chip key={c.name} value={c.name} size="sm" title={c.description}>
                  {c.name}{' '}
                  <Badge size="xs" variant="transparent" color="gray" component="span">
                    {c.count}
                  </Badge>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {body}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            />
          </Group>
        )}
      </Stack>
    </>
  );
}
