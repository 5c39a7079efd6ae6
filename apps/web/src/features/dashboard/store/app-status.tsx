import { Badge, Button } from '@mantine/core';
import { IconCheck, IconLock, IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Application, Role } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import type { Dashboard } from '../use-dashboard';

const REASONS = {
  notConnected: { label: 'store.status.notConnected', description: 'store.status.notConnectedDescription' },
  unlicensed: { label: 'store.status.unlicensed', description: 'store.status.unlicensedDescription' },
  notEnabled: { label: 'store.status.notEnabled', description: 'store.status.notEnabledDescription' },
  noAccess: { label: 'store.status.noAccess', description: 'store.status.noAccessDescription' },
  withdrawn: { label: 'store.status.withdrawn', description: 'store.status.withdrawnDescription' },
} as const;

/**
 * Why an application cannot go on the user's dashboard, if it cannot (platform.md §6): i18n keys of a
 * label and a sentence. An embedded application without an address comes first: nobody can use it until it
 * is connected. Offered to the user's role yet not usable means it was withdrawn from them alone.
 */
export function unavailableReason(app: Application, role?: Role): (typeof REASONS)[keyof typeof REASONS] | null {
  if (!app.connected) return REASONS.notConnected;
  if (!app.available) return REASONS.unlicensed;
  if (!app.enabled) return REASONS.notEnabled;
  if (!app.hasAccess) return role && app.tenantRoles.includes(role) ? REASONS.withdrawn : REASONS.noAccess;
  return null;
}

export function StatusBadge({ app, onDashboard }: { app: Application; onDashboard: boolean }) {
  const { t } = useTranslation();
  const { user } = useReadySession();
  const reason = unavailableReason(app, user.role);
  if (reason) {
    const Icon = reason === REASONS.notConnected ? IconPlugConnectedX : IconLock;
    return (
      <Badge
        variant="outline"
        color={reason === REASONS.notConnected ? 'orange.9' : 'gray.7'}
        leftSection={<Icon size={12} aria-hidden />}
        data-testid={reason === REASONS.notConnected ? 'store-needs-connection' : 'store-unavailable'}
      >
        {t(reason.label)}
      </Badge>
    );
  }
  return onDashboard ? (
    <Badge variant="light" color="teal" leftSection={<IconCheck size={12} aria-hidden />}>
      {t('store.status.onDashboard')}
    </Badge>
  ) : null;
}

/** Add to / remove from the dashboard, where the user has access. */
export function DashboardToggle({ app, dashboard, size = 'xs' }: { app: Application; dashboard: Dashboard; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (unavailableReason(app)) return null;
  const onDashboard = dashboard.layout.some((item) => item.i === app._id);
  const ready = dashboard.query.isSuccess;
  return onDashboard ? (
    <Button
      size={size}
      variant="default"
      disabled={!ready}
      onClick={() => dashboard.remove(app._id)}
      aria-label={t('store.removeApp', { app: app.name })}
      data-testid={`store-remove-${app.applicationId}`}
    >
      {t('store.remove')}
    </Button>
  ) : (
    <Button
      size={size}
      leftSection={<IconPlus size={14} aria-hidden />}
      disabled={!ready}
      onClick={() => dashboard.add(app)}
      aria-label={t('store.addApp', { app: app.name })}
      data-testid={`store-add-${app.applicationId}`}
    >
      {t('store.add')}
    </Button>
  );
}
