import { useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDeviceFloppy, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { batchPatchBody, type Batch } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { toast } from '../../../app/toasts/toast';
import { ApiError } from '../../../shared/api/api-error';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { STATUS_COLORS, STATUS_KEYS, authoringKeys } from './authoring-keys';
import { BatchForm, type BatchDraft } from './batch-form';
import { fieldErrors, type FieldErrors } from './form-errors';
import { MemberSelect, MembersMultiSelect } from './member-select';
import { PersonCell } from '../../../shared/ui/person-cell';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /dashboard/engage/authoring/batches/:id: the batch's rules, its trainees with their trainers, its roleplays. */
export function BatchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { group } = useReadySession();
  const batch = useQuery({ queryKey: authoringKeys.batch(group.groupId, id), queryFn: ({ signal }) => roleplayApi.batch(id, signal) });
  if (batch.isError) return <LoadFailed onRetry={() => void batch.refetch()} />;
  if (!batch.data) return <Loader m="xl" aria-label={t('roleplayAuthoring.editor.loading')} />;
  return (
    <>
      <PageHeader
        eyebrow={
          <PracticeBreadcrumb
            current={batch.data.batchName}
            trail={[{ label: t('roleplayAuthoring.title'), to: '/dashboard/engage/authoring?tab=batches' }]}
          />
        }
        title={batch.data.batchName}
        description={t('roleplayAuthoring.batch.pageDescription')}
      />
      <Stack gap="md">
        <RulesPanel key={batch.data.updatedDate} batch={batch.data} />
        <TraineesPanel batchId={id} />
        <RoleplaysPanel batch={batch.data} />
      </Stack>
    </>
  );
}

function RulesPanel({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const queryClient = useQueryClient();
  const initial: BatchDraft = useMemo(
    () => ({
      batchName: batch.batchName,
      type: batch.type,
      numOfAssessment: batch.numOfAssessment,
      guided: batch.guided,
      trainingTarget: batch.trainingTarget,
      isDelayRequired: batch.isDelayRequired,
      intervalInSeconds: batch.intervalInSeconds,
      idleTimeOption1: batch.idleTimeOption1,
    }),
    [batch],
  );
  const [draft, setDraft] = useState<BatchDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const { type: _type, ...rules } = draft;
      const parsed = batchPatchBody.safeParse(rules);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error, t));
        return null;
      }
      setErrors({});
      return roleplayApi.updateBatch(batch.id, parsed.data);
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      await queryClient.invalidateQueries({ queryKey: authoringKeys.all(group.groupId) });
      toast.success(t('roleplayAuthoring.batch.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setErrors({ batchName: t('roleplayAuthoring.batch.nameTaken') });
      else toast.error(t('roleplayAuthoring.batch.saveFailed'));
    },
  });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  return (
    <Panel title={t('roleplayAuthoring.batch.rules')}>
      <BatchForm
        value={draft}
        errors={errors}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        typeEditable={false}
      />
      <Group justify="flex-end" mt="md">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate()}
          data-testid="save-batch"
        >
          {t('roleplayAuthoring.batch.save')}
        </Button>
      </Group>
    </Panel>
  );
}

function TraineesPanel({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<string[]>([]);
  const [trainerId, setTrainerId] = useState<string | null>(null);
  const trainings = useQuery({
    queryKey: [...authoringKeys.batch(tenantId, batchId), 'trainings'],
    queryFn: ({ signal }) => roleplayApi.trainings(batchId, signal),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: authoringKeys.all(tenantId) });
    await queryClient.invalidateQueries({ queryKey: practiceKeys.all(tenantId) });
  };
  const add = useMutation({
    mutationFn: () => roleplayApi.addTrainees(batchId, { userIds: adding, trainerId }),
    onSuccess: async () => {
      setAdding([]);
      await refresh();
      toast.success(t('roleplayAuthoring.trainees.added'));
    },
  });
  const setTrainer = useMutation({
    mutationFn: ({ userId, trainer }: { userId: string; trainer: string | null }) => roleplayApi.setTrainer(batchId, userId, trainer),
    onSuccess: async () => {
      await refresh();
      toast.success(t('roleplayAuthoring.trainees.trainerSaved'));
    },
  });
  const remove = useMutation({ mutationFn: (userId: string) => roleplayApi.removeTrainee(batchId, userId), onSuccess: refresh });
  const rows = useMemo(() => trainings.data ?? [], [trainings.data]);
  const existing = useMemo(() => new Set(rows.map((r) => r.userId)), [rows]);

  return (
    <Panel title={t('roleplayAuthoring.trainees.title')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('roleplayAuthoring.trainees.none')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" mb="md" data-testid="trainees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roleplayAuthoring.trainees.trainee')}</Table.Th>
              <Table.Th scope="col">{t('roleplayAuthoring.trainees.role')}</Table.Th>
              <Table.Th scope="col">{t('roleplayAuthoring.trainees.trainer')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('roleplayAuthoring.assignments.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Td>
                  <PersonCell name={row.userName} email={row.email} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`roles.${row.role}`)}</Text>
                </Table.Td>
                <Table.Td miw={260}>
                  <MemberSelect
                    label={t('roleplayAuthoring.trainees.trainerOfNamed', { name: row.userName })}
                    value={row.trainerId}
                    currentLabel={row.trainerName}
                    trainersOnly
                    hideLabel
                    onChange={(trainer) => setTrainer.mutate({ userId: row.userId, trainer })}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('roleplayAuthoring.trainees.removeNamed', { name: row.userName })}
                    onClick={() => remove.mutate(row.userId)}
                    loading={remove.isPending && remove.variables === row.userId}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" gap="sm">
        <div style={{ flex: 1, minWidth: 280 }}>
          <MembersMultiSelect label={t('roleplayAuthoring.trainees.add')} value={adding} onChange={setAdding} exclude={existing} />
        </div>
        <div style={{ minWidth: 260 }}>
          <MemberSelect
            label={t('roleplayAuthoring.trainees.trainer')}
            value={trainerId}
            onChange={setTrainerId}
            trainersOnly
            data-testid="new-trainer"
          />
        </div>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          disabled={adding.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate()}
          data-testid="add-trainees"
        >
          {t('roleplayAuthoring.trainees.addButton')}
        </Button>
      </Group>
    </Panel>
  );
}

function RoleplaysPanel({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);
  const assigned = useQuery({
    queryKey: [...authoringKeys.batch(tenantId, batch.id), 'usecases'],
    queryFn: ({ signal }) => roleplayApi.batchUsecases(batch.id, signal),
  });
  const candidates = useQuery({
    queryKey: [...authoringKeys.usecases(tenantId), 'candidates', batch.type],
    queryFn: ({ signal }) => roleplayApi.usecases({ page: 0, size: 200, type: batch.type }, signal),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: authoringKeys.all(tenantId) });
    await queryClient.invalidateQueries({ queryKey: practiceKeys.all(tenantId) });
  };
  const add = useMutation({
    mutationFn: (usecaseId: string) => roleplayApi.assign(usecaseId, { batchId: batch.id }),
    onSuccess: async () => {
      setChoice(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (row: { usecaseId: string; assignmentId: string }) => roleplayApi.unassign(row.usecaseId, row.assignmentId),
    onSuccess: refresh,
  });
  const rows = assigned.data ?? [];
  const taken = new Set(rows.map((r) => r.usecaseId));
  const options = (candidates.data?.content ?? [])
    .filter((u) => u.status !== 'archived' && !taken.has(u.id))
    .map((u) => ({ value: u.id, label: u.name }));

  return (
    <Panel title={t('roleplayAuthoring.batch.roleplays')}>
      {rows.length < batch.numOfAssessment && (
        <Text size="sm" c="orange.8" mb="sm">
          {t('roleplayAuthoring.batch.tooFew', { size: batch.numOfAssessment })}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('roleplayAuthoring.batch.noRoleplays')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" mb="md" data-testid="batch-roleplays">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.assignmentId}>
                <Table.Td>
                  <Anchor component={Link} to={`/dashboard/engage/authoring/usecases/${row.usecaseId}`} size="sm">
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[row.status]}>
                    {t(STATUS_KEYS[row.status])}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('roleplayAuthoring.assignments.removeNamed', { name: row.name })}
                    onClick={() => remove.mutate(row)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" gap="sm">
        <Select
          label={t('roleplayAuthoring.batch.addRoleplay')}
          data={options}
          value={choice}
          onChange={setChoice}
          searchable
          nothingFoundMessage={t('roleplayAuthoring.members.none')}
          w={360}
          comboboxProps={{ withinPortal: true }}
        />
        <Button disabled={!choice} loading={add.isPending} onClick={() => choice && add.mutate(choice)}>
          {t('roleplayAuthoring.assignments.assign')}
        </Button>
      </Group>
    </Panel>
  );
}
