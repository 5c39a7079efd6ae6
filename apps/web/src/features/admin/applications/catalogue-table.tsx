import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Application } from '@switchboard/contracts';
import { showToast } from '../../../app/toasts/toast';
import { applicationsApi } from '../../../shared/api/applications-api';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { AppIcon } from '../../dashboard/app-icon';
import { ApplicationForm } from './application-form';

const CATALOGUE_LIMIT = 1000;

/** The application catalogue (architect): add, change and remove applications for every tenant. */
export function CatalogueTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Application | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const catalogue = useQuery({
    queryKey: ['application-settings', 'catalogue'],
    queryFn: ({ signal }) => applicationsApi.catalogue({ page: 1, limit: CATALOGUE_LIMIT }, signal),
  });
  const refreshAll = () =>
    Promise.all([['application-settings'], ['store'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const remove = useMutation({
    mutationFn: (app: Application) => applicationsApi.remove(app._id),
    onSuccess: async (_result, app) => {
      setDeleting(null);
      showToast({ type: 'success', message: t('applicationSettings.catalogue.deleted', { app: app.name }) });
      await refreshAll();
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {t('applicationSettings.catalogue.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('applicationSettings.catalogue.description')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="catalogue-add">
          {t('applicationSettings.catalogue.add')}
        </Button>
      </Group>
      <Paper withBorder>
        {catalogue.isError ? (
          <LoadFailed onRetry={() => void catalogue.refetch()} />
        ) : (
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={catalogue.isFetching}>
              <caption>
                <VisuallyHidden>{t('applicationSettings.catalogue.caption')}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applicationSettings.columns.application')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.id')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.widget')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.licence')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.roles')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('applicationSettings.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(catalogue.data?.appWidgets ?? []).map((app) => (
                  <Table.Tr key={app._id} data-testid={`catalogue-app-${app.applicationId}`}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <AppIcon icon={app.icon} accent={app.accent} size={28} />
                        <div>
                          <Text size="sm" fw={600}>
                            {app.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {app.category.name}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {app.applicationId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {app.widgetKind === 'builtin'
                          ? t('store.builtin')
                          : app.embedUrl
                            ? t('store.embedded')
                            : t('applicationSettings.catalogue.noUrl')}
                      </Text>
                    </Table.Td>
                    {/* A badge ellipsises when squeezed: keep the licence state whole. */}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {app.isAdminLicense ? (
                        <Badge variant="light" color={app.isGuardianEnabled ? 'teal' : 'gray'}>
                          {app.isGuardianEnabled ? t('applicationSettings.catalogue.licenceEnabled') : t('store.status.unlicensed')}
                        </Badge>
                      ) : (
                        <Text size="sm">{t('store.included')}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{app.roles.map((role) => t(`roles.${role}`)).join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('applicationSettings.catalogue.edit', { app: app.name })}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('applicationSettings.catalogue.edit', { app: app.name })}
                            onClick={() => setEditing(app)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('applicationSettings.catalogue.delete', { app: app.name })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('applicationSettings.catalogue.delete', { app: app.name })}
                            onClick={() => setDeleting(app)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Paper>
      {editing !== null && (
        <ApplicationForm
          key={editing === 'new' ? 'new' : editing._id}
          opened
          application={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (app) => {
            setEditing(null);
            showToast({ type: 'success', message: t('applicationSettings.catalogue.saved', { app: app.name }) });
            await refreshAll();
          }}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('applicationSettings.catalogue.deleteTitle', { app: deleting?.name ?? '' })}
        centered
      >
        <Text size="sm">{t('applicationSettings.catalogue.deleteBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
            {t('applicationSettings.catalogue.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
