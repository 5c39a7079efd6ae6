import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IDLE_OPTION, ROLEPLAY_PAGE, batchCreateBody } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { toast } from '../../../app/toasts/toast';
import { ApiError } from '../../../shared/api/api-error';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import { usePaging } from '../../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SearchInput } from '../../../shared/ui/search-input';
import { roleplayApi, type Batch } from '../roleplay-api';
import { TYPE_KEYS, authoringKeys } from './authoring-keys';
import { BatchForm, type BatchDraft } from './batch-form';
import { fieldErrors, type FieldErrors } from './form-errors';

const NEW_BATCH: BatchDraft = {
  batchName: '',
  type: 1,
  numOfAssessment: 1,
  guided: false,
  trainingTarget: null,
  isDelayRequired: false,
  intervalInSeconds: 1,
  idleTimeOption1: DEFAULT_IDLE_OPTION,
};

/** Authoring: the group's batches, and creating one. */
export function BatchTable() {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<BatchDraft>(NEW_BATCH);
  const [errors, setErrors] = useState<FieldErrors>({});
  const paging = usePaging(20);
  const size = paging.pageSize === 'all' ? ROLEPLAY_PAGE.maxSize : paging.pageSize;

  const list = useQuery({
    queryKey: [...authoringKeys.batches(tenantId), keyword, paging.page, size],
    queryFn: ({ signal }) => roleplayApi.batches({ keyword: keyword || undefined, page: paging.page - 1, size }, signal),
    placeholderData: keepPreviousData,
  });
  const { clampTo, firstPage } = paging;
  useEffect(() => {
    if (list.data) clampTo(list.data.totalElements);
  }, [list.data, clampTo]);

  const create = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const parsed = batchCreateBody.safeParse(draft);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error, t));
        return null;
      }
      return roleplayApi.createBatch(parsed.data);
    },
    onSuccess: async (created) => {
      if (!created) return;
      await queryClient.invalidateQueries({ queryKey: authoringKeys.batches(tenantId) });
      setCreating(false);
      setDraft(NEW_BATCH);
      setErrors({});
      void navigate(`/dashboard/engage/authoring/batches/${created.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setErrors({ batchName: t('roleplayAuthoring.batch.nameTaken') });
      else toast.error(t('roleplayAuthoring.batch.saveFailed'));
    },
  });

  const columns: DataTableColumn<Batch>[] = [
    {
      key: 'name',
      header: t('roleplayAuthoring.batch.columns.name'),
      render: (row) => (
        <Anchor component={Link} to={`/dashboard/engage/authoring/batches/${row.id}`} size="sm" fw={500}>
          {row.batchName}
        </Anchor>
      ),
    },
    { key: 'type', header: t('roleplayAuthoring.batch.columns.type'), render: (row) => t(TYPE_KEYS[row.type]) },
    { key: 'size', header: t('roleplayAuthoring.batch.columns.size'), render: (row) => row.numOfAssessment, align: 'right' },
    {
      key: 'delay',
      header: t('roleplayAuthoring.batch.columns.release'),
      render: (row) => (
        <Text size="sm">
          {row.isDelayRequired
            ? t('roleplayAuthoring.batch.everySeconds', { seconds: row.intervalInSeconds })
            : t('roleplayAuthoring.batch.allAtOnce')}
        </Text>
      ),
    },
    { key: 'trainees', header: t('roleplayAuthoring.batch.columns.trainees'), render: (row) => row.traineeCount, align: 'right' },
    { key: 'roleplays', header: t('roleplayAuthoring.batch.columns.roleplays'), render: (row) => row.usecaseCount, align: 'right' },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <SearchInput
          label={t('roleplayAuthoring.batch.search')}
          onSearch={(value) => {
            setKeyword(value);
            firstPage();
          }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} data-testid="new-batch">
          {t('roleplayAuthoring.batch.new')}
        </Button>
      </Group>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('roleplayAuthoring.batch.caption')}
          columns={columns}
          rows={list.data?.content ?? []}
          rowKey={(row) => row.id}
          total={list.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          limit={size}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
          loading={list.isFetching}
          empty={<EmptyState icon={<IconUsersGroup size={28} />} title={t('roleplayAuthoring.batch.empty')} />}
        />
      )}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('roleplayAuthoring.batch.new')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <BatchForm value={draft} errors={errors} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} typeEditable />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setCreating(false)}>
            {t('actions.cancel')}
          </Button>
          <Button loading={create.isPending} onClick={() => create.mutate()} data-testid="create-batch">
            {t('roleplayAuthoring.batch.create')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
