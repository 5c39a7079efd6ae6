import { Anchor, Paper, Skeleton } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageNotFound } from '../../app/errors/page-not-found';
import { useReadySession } from '../../app/session/session-context';
import { applicationsApi } from '../../shared/api/applications-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { AppIcon } from '../dashboard/app-icon';
import { WidgetBody } from '../dashboard/widgets/widget-body';
import classes from '../dashboard/dashboard.module.css';

const CATALOGUE_LIMIT = 1000;

/** /dashboard/apps/:appKey: one application's widget, full size (the top bar's Summarization). */
export function FullSizeAppPage() {
  const { t } = useTranslation();
  const { appKey } = useParams();
  const { group } = useReadySession();
  const catalogue = useQuery({
    queryKey: ['store', group.groupId, 'all'],
    queryFn: ({ signal }) => applicationsApi.catalogue({ page: 1, limit: CATALOGUE_LIMIT }, signal),
  });
  if (catalogue.isPending) return <Skeleton h={480} radius="lg" />;
  if (catalogue.isError) return <LoadFailed onRetry={() => void catalogue.refetch()} />;
  const app = catalogue.data.appWidgets.find((candidate) => candidate.applicationId === appKey);
  if (!app) return <PageNotFound />;
  return (
    <>
      <PageHeader
        title={app.name}
        description={app.about.tagline}
        eyebrow={<AppIcon icon={app.icon} accent={app.accent} size={32} />}
        actions={
          <Anchor component={Link} to={`/dashboard/store/${app.applicationId}`} size="sm">
            {t('widgets.controls.about', { app: app.name })}
          </Anchor>
        }
      />
      <Paper withBorder className={classes.fullSize} data-testid={`full-size-${app.applicationId}`}>
        {/* An unconnected application says how to connect it rather than that it is not enabled. */}
        {app.hasAccess || !app.connected ? (
          <div className={classes.cardBody}>
            <WidgetBody app={app} tenantId={group.groupId} />
          </div>
        ) : (
          <EmptyState
            icon={<IconApps size={28} />}
            title={t('apps.notEnabledTitle', { app: app.name })}
            description={t('apps.notEnabledDescription')}
            order={2}
          />
        )}
      </Paper>
    </>
  );
}
