import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCloudOff, IconDeviceDesktop, IconLayoutGrid, IconPictureInPictureOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';
import type { LayoutItem } from '@switchboard/widget-layout';
import { useReadySession } from '../../app/session/session-context';
import { useNarrow } from '../../shared/hooks/use-screen';
import { EmptyState } from '../../shared/ui/empty-state';
import { SaveIndicator } from './save-indicator';
import { useDashboard } from './use-dashboard';
import { WidgetChooser } from './widget-chooser';
import { WidgetColumn } from './widget-column';
import { WidgetFrame } from './widget-frame';
import { WidgetGrid } from './widget-grid';
import { WidgetWindow } from './widget-window';
import { WidgetBody, widgetQueryKey } from './widgets/widget-body';
import classes from './dashboard.module.css';
import { useAppName } from './app-name';

const WINDOW_Z = 300;

function GridSkeleton() {
  return (
    <SimpleGrid cols={3} spacing="md" aria-hidden>
      <Skeleton h={320} radius="lg" style={{ gridColumn: 'span 2' }} />
      <Skeleton h={150} radius="lg" />
      <Skeleton h={150} radius="lg" />
      <Skeleton h={150} radius="lg" />
    </SimpleGrid>
  );
}

/** The Home tab: the user's dashboard of application widgets (platform.md §2, §9). */
export function DashboardHome() {
  const { t } = useTranslation();
  const nameOf = useAppName();
  const { user, group } = useReadySession();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [windows, setWindows] = useState<string[]>([]);
  const [maximized, setMaximized] = useState<string | null>(null);
  const [generation, setGeneration] = useState<Record<string, number>>({});
  // On a phone or an upright tablet the layout is read, not arranged: one column, no floating windows, no
  // adding or removing; the saved grid is untouched and returns on a wider screen.
  const narrow = useNarrow();

  const refresh = (app: Application) => {
    setGeneration((current) => ({ ...current, [app._id]: (current[app._id] ?? 0) + 1 }));
    const key = widgetQueryKey(app, dashboard.tenantId);
    if (key) void queryClient.resetQueries({ queryKey: key });
  };
  const dock = (id: string) => setWindows((current) => current.filter((w) => w !== id));
  const close = (id: string) => {
    dock(id);
    if (maximized === id) setMaximized(null);
    dashboard.remove(id);
  };
  const popout = (id: string) => {
    if (maximized === id) setMaximized(null);
    setWindows((current) => [...current.filter((w) => w !== id), id]);
  };
  const toFront = (id: string) =>
    setWindows((current) => (current[current.length - 1] === id ? current : [...current.filter((w) => w !== id), id]));

  const body = (app: Application) => <WidgetBody key={generation[app._id] ?? 0} app={app} tenantId={dashboard.tenantId} />;

  const renderCard = (item: LayoutItem) => {
    const app = dashboard.appById(item.i);
    if (!app) return null;
    const elsewhere = windows.includes(app._id) || maximized === app._id;
    return (
      <WidgetFrame
        app={app}
        controls={
          narrow
            ? { onRefresh: () => refresh(app), onMaximize: () => setMaximized(app._id) }
            : {
                onRefresh: () => refresh(app),
                onClose: () => close(app._id),
                onPopout: windows.includes(app._id) ? undefined : () => popout(app._id),
                onDock: windows.includes(app._id) ? () => dock(app._id) : undefined,
                onMaximize: () => setMaximized(app._id),
                size: { w: item.w, h: item.h },
                onResize: (size) => dashboard.resize(app._id, size),
                onMove: (direction) => dashboard.move(app._id, direction),
              }
        }
      >
        {elsewhere ? (
          <div className={classes.placeholder}>
            <Text size="sm">{windows.includes(app._id) ? t('widgets.window.openElsewhere') : t('widgets.window.maximizedElsewhere')}</Text>
            {windows.includes(app._id) && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPictureInPictureOff size={14} aria-hidden />}
                onClick={() => dock(app._id)}
              >
                {t('widgets.window.returnToDashboard')}
              </Button>
            )}
          </div>
        ) : (
          body(app)
        )}
      </WidgetFrame>
    );
  };

  const { query, layout, applications } = dashboard;
  const maximizedApp = maximized ? dashboard.appById(maximized) : undefined;

  let content;
  if (query.isPending) content = <GridSkeleton />;
  else if (query.isError)
    content = (
      <Paper withBorder>
        <EmptyState
          icon={<IconCloudOff size={28} />}
          title={t('dashboard.failedToFetchWidgets')}
          description={t('dashboard.failedDescription')}
          action={
            <Button variant="light" onClick={() => void query.refetch()}>
              {t('actions.tryAgain')}
            </Button>
          }
        />
      </Paper>
    );
  else if (applications.length === 0)
    content = (
      <Paper withBorder>
        <EmptyState
          icon={<IconLayoutGrid size={28} />}
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyDescription')}
          action={
            <Button component={Link} to="/dashboard/store" variant="light" leftSection={<IconBuildingStore size={16} aria-hidden />}>
              {t('dashboard.browseStore')}
            </Button>
          }
        />
      </Paper>
    );
  else if (layout.length === 0)
    content = (
      <Paper withBorder>
        <EmptyState
          icon={<IconLayoutGrid size={28} />}
          title={t('dashboard.noWidgetsTitle')}
          description={t('dashboard.noWidgetsDescription')}
          action={
            <Button variant="light" onClick={() => setChooserOpen(true)}>
              {t('dashboard.chooseWidgets')}
            </Button>
          }
        />
      </Paper>
    );
  else if (narrow) content = <WidgetColumn layout={layout} renderCard={renderCard} />;
  else content = <WidgetGrid layout={layout} onChange={dashboard.commit} renderCard={renderCard} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h2">
            {t('dashboard.welcome', { name: user.firstName })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('dashboard.subtitle', { group: group.account.instanceName })}
          </Text>
        </div>
        {narrow ? (
          <Group gap={8} wrap="nowrap" c="dimmed" data-testid="layout-desktop-note">
            <IconDeviceDesktop size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t('dashboard.arrangeOnDesktop')}</Text>
          </Group>
        ) : (
          <Group gap="sm" align="center">
            <SaveIndicator state={dashboard.saveState} />
            <Button
              variant="default"
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
              onClick={() => setChooserOpen(true)}
              disabled={applications.length === 0}
              data-testid="choose-widgets"
            >
              {t('dashboard.chooseWidgets')}
            </Button>
            <Button component={Link} to="/dashboard/store" variant="light" leftSection={<IconBuildingStore size={16} aria-hidden />}>
              {t('dashboard.browseStore')}
            </Button>
          </Group>
        )}
      </Group>
      {content}
      <WidgetChooser
        opened={chooserOpen}
        onClose={() => setChooserOpen(false)}
        applications={applications}
        onAdd={dashboard.add}
        onRemove={dashboard.remove}
      />
      {windows.map((id, index) => {
        const app = dashboard.appById(id);
        if (!app || !layout.some((item) => item.i === id)) return null;
        return (
          <WidgetWindow
            key={id}
            app={app}
            index={index}
            zIndex={WINDOW_Z + index}
            onFocus={() => toFront(id)}
            controls={{ onRefresh: () => refresh(app), onClose: () => close(id), onDock: () => dock(id) }}
          >
            {body(app)}
          </WidgetWindow>
        );
      })}
      <Modal.Root
        opened={maximizedApp !== undefined}
        onClose={() => setMaximized(null)}
        fullScreen
        transitionProps={{ transition: 'fade', duration: 120 }}
      >
        <Modal.Overlay />
        <Modal.Content aria-label={maximizedApp ? t('widgets.window.label', { app: nameOf(maximizedApp) }) : undefined}>
          <Modal.Body p="md">
            {maximizedApp && (
              <div className={classes.maximizedBody} data-testid="widget-maximized">
                <WidgetFrame
                  app={maximizedApp}
                  controls={{
                    onRefresh: () => refresh(maximizedApp),
                    onClose: narrow ? undefined : () => close(maximizedApp._id),
                    onMinimize: () => setMaximized(null),
                    onPopout: narrow ? undefined : () => popout(maximizedApp._id),
                  }}
                >
                  {body(maximizedApp)}
                </WidgetFrame>
              </div>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}
