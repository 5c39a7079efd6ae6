import { useState } from 'react';
import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleplayType } from '@switchboard/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useReadySession } from '../../../app/session/session-context';
import { toast } from '../../../app/toasts/toast';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { authoringKeys } from './authoring-keys';
import { MemberSelect } from './member-select';

/** Who practises this roleplay: batches (all their trainees) and single users. */
export function AssignmentsPanel({ usecaseId, type, archived }: { usecaseId: string; type: RoleplayType; archived: boolean }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<'batch' | 'user'>('batch');
  const [batchId, setBatchId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);

  const assignments = useQuery({
    queryKey: authoringKeys.assignments(tenantId, usecaseId),
    queryFn: ({ signal }) => roleplayApi.assignments(usecaseId, signal),
  });
  const batches = useQuery({
    queryKey: [...authoringKeys.batches(tenantId), 'of-type', type],
    queryFn: ({ signal }) => roleplayApi.batches({ page: 0, size: 200, type }, signal),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: authoringKeys.all(tenantId) });
    await queryClient.invalidateQueries({ queryKey: practiceKeys.all(tenantId) });
  };
  const assign = useMutation({
    meta: { silent: true },
    mutationFn: () => roleplayApi.assign(usecaseId, target === 'batch' ? { batchId: batchId! } : { userId: userId!, batchId }),
    onSuccess: async () => {
      setBatchId(null);
      setUserId(null);
      await refresh();
      toast.success(t('roleplayAuthoring.assignments.added'));
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409
          ? t('roleplayAuthoring.assignments.already')
          : t('roleplayAuthoring.assignments.failed'),
      ),
  });
  const remove = useMutation({
    mutationFn: (assignmentId: string) => roleplayApi.unassign(usecaseId, assignmentId),
    onSuccess: refresh,
  });
  const batchOptions = (batches.data?.content ?? []).map((b) => ({ value: b.id, label: b.batchName }));
  const ready = target === 'batch' ? Boolean(batchId) : Boolean(userId);

  return (
    <Stack gap="md">
      {(assignments.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roleplayAuthoring.assignments.none')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="assignments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roleplayAuthoring.assignments.to')}</Table.Th>
              <Table.Th scope="col">{t('roleplayAuthoring.assignments.batch')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('roleplayAuthoring.assignments.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(assignments.data ?? []).map((a) => {
              const who = a.userId ? `${a.userName ?? ''} · ${a.email ?? ''}` : t('roleplayAuthoring.assignments.allTrainees');
              return (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Text size="sm">{who}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.batchName ?? t('common.none')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('roleplayAuthoring.assignments.removeNamed', { name: a.batchName ?? a.userName ?? '' })}
                      onClick={() => remove.mutate(a.id)}
                      loading={remove.isPending && remove.variables === a.id}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {!archived && (
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label={t('roleplayAuthoring.assignments.target')}
            value={target}
            onChange={(value) => setTarget(value as 'batch' | 'user')}
            data={[
              { value: 'batch', label: t('roleplayAuthoring.assignments.toBatch') },
              { value: 'user', label: t('roleplayAuthoring.assignments.toUser') },
            ]}
          />
          {target === 'user' && (
            <div style={{ minWidth: 280 }}>
              <MemberSelect label={t('roleplayAuthoring.assignments.user')} value={userId} onChange={setUserId} data-testid="assign-user" />
            </div>
          )}
          <Select
            label={target === 'batch' ? t('roleplayAuthoring.assignments.batch') : t('roleplayAuthoring.assignments.batchOptional')}
            data={batchOptions}
            value={batchId}
            onChange={setBatchId}
            clearable={target === 'user'}
            nothingFoundMessage={t('roleplayAuthoring.assignments.noBatches')}
            w={260}
            data-testid="assign-batch"
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={!ready}
            loading={assign.isPending}
            onClick={() => assign.mutate()}
            data-testid="assign"
          >
            {t('roleplayAuthoring.assignments.assign')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
