import { Anchor, Badge, Drawer, Group, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';
import { AppIcon } from './app-icon';
import classes from './dashboard.module.css';

/** Which widgets show: every application the user may use, switched on or off. */
export function WidgetChooser({
  opened,
  onClose,
  applications,
  onAdd,
  onRemove,
}: {
  opened: boolean;
  onClose: () => void;
  applications: Application[];
  onAdd: (app: Application) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('dashboard.chooser.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboard.chooser.description')}
        </Text>
        {applications.map((app) => (
          <div key={app._id} className={classes.chooserRow}>
            <AppIcon icon={app.icon} accent={app.accent} size={36} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600} size="sm">
                  {app.name}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {app.category.name}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {app.about.tagline}
              </Text>
            </Stack>
            <Switch
              checked={app.selected}
              onChange={(event) => (event.currentTarget.checked ? onAdd(app) : onRemove(app._id))}
              aria-label={t('dashboard.chooser.show', { app: app.name })}
              data-testid={`choose-${app.applicationId}`}
            />
          </div>
        ))}
        <Anchor component={Link} to="/dashboard/store" size="sm" onClick={onClose}>
          {t('dashboard.chooser.browseStore')}
        </Anchor>
      </Stack>
    </Drawer>
  );
}
