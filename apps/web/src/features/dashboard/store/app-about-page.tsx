import { Anchor, Badge, Button, Grid, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { DEFAULT_CARD_SIZES } from '@switchboard/widget-layout';
import { useReadySession } from '../../../app/session/session-context';
import { PageNotFound } from '../../../app/errors/page-not-found';
import { applicationsApi } from '../../../shared/api/applications-api';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { AppIcon } from '../app-icon';
import { SaveIndicator } from '../save-indicator';
import { useDashboard } from '../use-dashboard';
import { DashboardToggle, StatusBadge, unavailableReason } from './app-status';

const CATALOGUE_LIMIT = 1000;

const SIZE_KEYS = {
  knowledge: 'store.sizeClass.knowledge',
  summarize: 'store.sizeClass.summarize',
  compact: 'store.sizeClass.compact',
} as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** /dashboard/store/{applicationId}: an application's about page — what it does, who it is for. */
export function AppAboutPage() {
  const { t } = useTranslation();
  const { appKey } = useParams();
  const { group, user } = useReadySession();
  const dashboard = useDashboard();
  const catalogue = useQuery({
    queryKey: ['store', group.groupId, 'all'],
    queryFn: ({ signal }) => applicationsApi.catalogue({ page: 1, limit: CATALOGUE_LIMIT }, signal),
  });
  if (catalogue.isPending) return <Skeleton h={360} radius="lg" />;
  if (catalogue.isError) return <LoadFailed onRetry={() => void catalogue.refetch()} />;
  const app = catalogue.data.appWidgets.find((candidate) => candidate.applicationId === appKey);
  if (!app) return <PageNotFound />;
  const size = DEFAULT_CARD_SIZES[app.defaultSize];
  const reason = unavailableReason(app, user.role);
  const onDashboard = dashboard.layout.some((item) => item.i === app._id);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/store" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('store.backToStore')}
        </Group>
      </Anchor>
      <Paper withBorder p="xl" style={{ borderTop: `4px solid ${app.accent}` }}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <AppIcon icon={app.icon} accent={app.accent} size={72} />
            <Stack gap={6}>
              <Title order={1} size="h2">
                {app.name}
              </Title>
              <Text c="dimmed">{app.about.tagline}</Text>
              <Group gap="xs">
                <Badge variant="light">{app.category.name}</Badge>
                <StatusBadge app={app} onDashboard={onDashboard} />
              </Group>
            </Stack>
          </Group>
          <Stack gap={4} align="flex-end">
            <DashboardToggle app={app} dashboard={dashboard} size="sm" />
            <SaveIndicator state={dashboard.saveState} />
          </Stack>
        </Group>
        {reason && (
          <Text size="sm" c="dimmed" mt="md">
            {t(reason.description)}
          </Text>
        )}
        {!app.connected && (
          <Stack gap="xs" mt="sm" data-testid="how-to-connect">
            <Title order={2} size="h5">
              {t('store.connect.title')}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>{t('store.connect.step1')}</List.Item>
              <List.Item>{t('store.connect.step2', { app: app.name })}</List.Item>
              <List.Item>{t('store.connect.step3')}</List.Item>
            </List>
            {roleAtLeast(user.role, 'architect') ? (
              <Button component={Link} to="/dashboard?tab=applicationSettings" variant="light" size="xs" w="fit-content">
                {t('widgets.embed.openSettings')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('store.connect.askArchitect')}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <Title order={2} size="h4" mb="xs">
                {t('store.whatItDoes')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {app.about.description}
              </Text>
            </Paper>
            <Paper withBorder p="lg">
              <Title order={2} size="h4" mb="xs">
                {t('store.whoItIsFor')}
              </Title>
              <Text size="sm">{app.about.audience}</Text>
            </Paper>
            {app.about.highlights.length > 0 && (
              <Paper withBorder p="lg">
                <Title order={2} size="h4" mb="sm">
                  {t('store.highlights')}
                </Title>
                <List
                  spacing="xs"
                  size="sm"
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                      <IconCheck size={12} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  {app.about.highlights.map((highlight) => (
                    <List.Item key={highlight}>{highlight}</List.Item>
                  ))}
                </List>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t('store.details')}
            </Title>
            <Stack gap="sm">
              <Fact label={t('store.category')}>
                {app.category.name}
                {app.category.description && (
                  <Text span size="xs" c="dimmed" display="block">
                    {app.category.description}
                  </Text>
                )}
              </Fact>
              <Fact label={t('store.widget')}>{app.widgetKind === 'builtin' ? t('store.builtin') : t('store.embedded')}</Fact>
              <Fact label={t('store.defaultSize')}>{t(SIZE_KEYS[app.defaultSize], { w: size.w, h: size.h })}</Fact>
              <Fact label={t('store.forRoles')}>{app.tenantRoles.map((role) => t(`roles.${role}`)).join(', ')}</Fact>
              <Fact label={t('store.licence')}>{app.isAdminLicense ? t('store.adminLicence') : t('store.included')}</Fact>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
