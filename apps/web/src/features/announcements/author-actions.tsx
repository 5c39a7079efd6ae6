import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChartBar, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDetail, AnnouncementUpdateBody } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { showGlobalErrorToast } from '../../app/toasts/global-error-toast';
import { toast } from '../../app/toasts/toast';
import { ApiError } from '../../shared/api/api-error';
import { announcementsApi } from './announcements-api';
import { announcementKeys } from './query-keys';

/** A stale edit (409) gets its own message; anything else the catalogue toast. */
export function showAuthoringError(error: unknown, t: (key: string) => string): void {
  if (error instanceof ApiError && error.status === 409) toast.error(t('announcements.editor.conflict'));
  else showGlobalErrorToast(error);
}

/** Edit, receipts, publish / archive / restore and delete, for guardians and above. */
export function AuthorActions({ item }: { item: AnnouncementDetail }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const change = useMutation({
    mutationFn: (body: AnnouncementUpdateBody) => announcementsApi.update(tenantId, item._id, { ...body, version: item.version }),
    onSuccess: (updated) => {
      queryClient.setQueryData(announcementKeys.detail(tenantId, item._id), updated);
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all(tenantId) });
      const key = updated.status === 'archived' ? 'announcements.actions.archived' : 'announcements.actions.published';
      toast.success(t(key));
    },
    onError: (error) => showAuthoringError(error, t),
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: () => announcementsApi.remove(tenantId, item._id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: announcementKeys.detail(tenantId, item._id) });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.feed(tenantId) });
      toast.success(t('announcements.actions.deleted'));
      void navigate('/dashboard/announcements');
    },
  });

  return (
    <>
      <Group gap="sm" data-testid="author-actions">
        <Button
          variant="default"
          component={Link}
          to={`/dashboard/announcements/${item._id}/edit`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('announcements.actions.edit')}
        </Button>
        {item.status !== 'draft' && (
          <Button
            variant="light"
            component={Link}
            to={`/dashboard/announcements/${item._id}/receipts`}
            leftSection={<IconChartBar size={16} aria-hidden />}
            data-testid="open-receipts"
          >
            {t('announcements.actions.receipts')}
          </Button>
        )}
        {item.status === 'draft' && (
          <Button
            onClick={() => change.mutate({ status: 'published' })}
            loading={change.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('announcements.actions.publish')}
          </Button>
        )}
        {item.status === 'published' && (
          <Button
            variant="default"
            color="gray"
            onClick={() => change.mutate({ status: 'archived' })}
            loading={change.isPending}
            leftSection={<IconArchive size={16} aria-hidden />}
          >
            {t('announcements.actions.archive')}
          </Button>
        )}
        {item.status === 'archived' && (
          <Button
            variant="default"
            onClick={() => change.mutate({ status: 'published' })}
            loading={change.isPending}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
          >
            {t('announcements.actions.restore')}
          </Button>
        )}
        {item.status === 'draft' && (
          <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('announcements.actions.delete')}
          </Button>
        )}
      </Group>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('announcements.actions.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('announcements.actions.deleteConfirm', { title: item.title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending} data-testid="confirm-delete">
              {t('announcements.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
