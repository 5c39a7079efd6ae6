import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, FileButton, Group, Select, Text } from '@mantine/core';
import { IconFileImport, IconMasksTheater, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_PAGE, type UsecaseAuthoringRow, type UsecaseStatus } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { toast } from '../../../app/toasts/toast';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import { usePaging } from '../../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../../shared/ui/relative-time-label';
import { SearchInput } from '../../../shared/ui/search-input';
import { TYPE_OF_FILTER, type TypeFilter } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { languageLabel } from '../start/language-label';
import { STATUS_COLORS, STATUS_KEYS, TYPE_KEYS, authoringKeys } from './authoring-keys';
import { readUsecaseDocument } from './import-usecase';

type StatusFilter = 'any' | UsecaseStatus;

/** Authoring: every roleplay of the group, with search, filters, JSON import and a way to create one. */
export function UsecaseTable() {
  const { t, i18n } = useTranslation();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('any');
  const paging = usePaging(20);
  const size = paging.pageSize === 'all' ? ROLEPLAY_PAGE.maxSize : paging.pageSize;

  const params = { keyword: keyword || undefined, type: TYPE_OF_FILTER[type], status: status === 'any' ? undefined : status };
  const list = useQuery({
    queryKey: [...authoringKeys.usecases(tenantId), params, paging.page, size],
    queryFn: ({ signal }) => roleplayApi.usecases({ ...params, page: paging.page - 1, size }, signal),
    placeholderData: keepPreviousData,
  });
  const { clampTo, firstPage } = paging;
  useEffect(() => {
    if (list.data) clampTo(list.data.totalElements);
  }, [list.data, clampTo]);

  const importing = useMutation({
    meta: { silent: true },
    mutationFn: async (file: File) => {
      const read = readUsecaseDocument(await file.text());
      if (!read.ok) {
        toast.error(
          read.reason === 'invalid'
            ? t('roleplayAuthoring.import.invalid', { paths: read.paths.join(', ') })
            : t('roleplayAuthoring.import.notDocument'),
        );
        return null;
      }
      return roleplayApi.createUsecase({ ...read.fields, status: 'draft' });
    },
    onSuccess: async (created) => {
      if (!created) return;
      await queryClient.invalidateQueries({ queryKey: authoringKeys.usecases(tenantId) });
      toast.success(t('roleplayAuthoring.import.done', { name: created.name }));
      void navigate(`/dashboard/engage/authoring/usecases/${created.id}`);
    },
    onError: () => toast.error(t('roleplayAuthoring.import.rejected')),
  });

  const columns: DataTableColumn<UsecaseAuthoringRow>[] = [
    {
      key: 'name',
      header: t('roleplayAuthoring.columns.name'),
      render: (row) => (
        <Anchor component={Link} to={`/dashboard/engage/authoring/usecases/${row.id}`} fw={500} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('roleplayAuthoring.columns.type'),
      render: (row) => <Text size="sm">{t(TYPE_KEYS[row.type])}</Text>,
      nowrap: true,
    },
    {
      key: 'kind',
      header: t('roleplayAuthoring.columns.conversation'),
      render: (row) => (
        <Text size="sm">
          {row.scripted ? t('roleplayAuthoring.columns.scriptedSteps', { steps: row.stepCount }) : t('practice.card.unscripted')}
        </Text>
      ),
    },
    {
      key: 'library',
      header: t('roleplayAuthoring.columns.library'),
      render: (row) => <Text size="sm">{row.genericUsecase ? row.verticalId : t('roleplayAuthoring.columns.ownRoleplay')}</Text>,
    },
    {
      key: 'language',
      header: t('roleplayAuthoring.columns.language'),
      render: (row) => <Text size="sm">{row.language ? languageLabel(row.language, i18n.language) : t('practice.card.anyLanguage')}</Text>,
    },
    { key: 'assignments', header: t('roleplayAuthoring.columns.assignments'), render: (row) => row.assignmentCount, align: 'right' },
    {
      key: 'status',
      header: t('roleplayAuthoring.columns.status'),
      render: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {t(STATUS_KEYS[row.status])}
        </Badge>
      ),
    },
    {
      key: 'updated',
      header: t('roleplayAuthoring.columns.updated'),
      render: (row) => <RelativeTimeLabel value={row.updatedDate} />,
      nowrap: true,
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Group gap="sm" align="flex-end">
          <SearchInput
            label={t('roleplayAuthoring.filters.search')}
            onSearch={(value) => {
              setKeyword(value);
              firstPage();
            }}
          />
          <Select
            label={t('roleplayAuthoring.filters.type')}
            data={[
              { value: 'all', label: t('practice.filter.all') },
              { value: 'chat', label: t('practice.filter.chat') },
              { value: 'voice', label: t('practice.filter.voice') },
            ]}
            value={type}
            onChange={(value) => {
              setType((value as TypeFilter | null) ?? 'all');
              firstPage();
            }}
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t('roleplayAuthoring.filters.status')}
            data={[
              { value: 'any', label: t('roleplayAuthoring.filters.anyStatus') },
              { value: 'draft', label: t(STATUS_KEYS.draft) },
              { value: 'published', label: t(STATUS_KEYS.published) },
              { value: 'archived', label: t(STATUS_KEYS.archived) },
            ]}
            value={status}
            onChange={(value) => {
              setStatus((value as StatusFilter | null) ?? 'any');
              firstPage();
            }}
            allowDeselect={false}
            w={160}
          />
        </Group>
        <Group gap="sm">
          <FileButton onChange={(file) => file && importing.mutate(file)} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />} loading={importing.isPending}>
                {t('roleplayAuthoring.import.button')}
              </Button>
            )}
          </FileButton>
          <Button
            component={Link}
            to="/dashboard/engage/authoring/usecases/new"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="new-usecase"
          >
            {t('roleplayAuthoring.newUsecase')}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('roleplayAuthoring.usecasesCaption')}
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
          empty={<EmptyState icon={<IconMasksTheater size={28} />} title={t('roleplayAuthoring.emptyUsecases')} />}
        />
      )}
    </>
  );
}
