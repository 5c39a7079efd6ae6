import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast, type Application } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import classes from '../dashboard.module.css';

/**
 * The frame's sandbox: scripts, forms and popups for the embedded application, but never the
 * top window. Same-origin rights only for another origin: a page of our own origin with both
 * scripts and same-origin could lift its own sandbox.
 */
export function sandboxFor(url: string, ownOrigin: string): string {
  const base = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-downloads'];
  let origin: string | null = null;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = null;
  }
  return (origin && origin !== ownOrigin ? [...base, 'allow-same-origin'] : base).join(' ');
}

/** An external application in a sandboxed frame, or a clear empty state while it has no address. */
export function EmbedWidget({ app }: { app: Application }) {
  const { t } = useTranslation();
  const { user } = useReadySession();
  if (!app.embedUrl) {
    return (
      <EmptyState
        icon={<IconPlugConnectedX size={24} />}
        title={t('widgets.embed.notConnectedTitle', { app: app.name })}
        description={
          roleAtLeast(user.role, 'architect') ? t('widgets.embed.notConnectedArchitect') : t('widgets.embed.notConnectedDescription')
        }
        order={4}
        action={
          roleAtLeast(user.role, 'architect') ? (
            <Button component={Link} to="/dashboard?tab=applicationSettings" variant="light" size="xs">
              {t('widgets.embed.openSettings')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <iframe
      className={classes.embed}
      src={app.embedUrl}
      title={t('widgets.embed.frameTitle', { app: app.name })}
      sandbox={sandboxFor(app.embedUrl, window.location.origin)}
      referrerPolicy="no-referrer"
      loading="lazy"
      allow="clipboard-write"
    />
  );
}
