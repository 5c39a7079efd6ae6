import { useState } from 'react';
import { Paper, Select, SimpleGrid } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HISTORY_DEFAULTS, PRACTICE_ROLE_IDS, type Role } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { historyApi, historyKeys } from '../history-api';
import {
  REVIEW_CHOICES,
  ROLE_CHOICES,
  STATUS_CHOICES,
  STATUS_LABELS,
  TYPE_CHOICES,
  isoInstant,
  seesOthers,
  type HistoryFilters,
  type ReviewChoice,
  type RoleChoice,
  type StatusChoice,
  type TypeChoice,
} from '../logic/history-filters';
import { useUserOptions } from './use-user-options';

const TYPE_LABELS: Readonly<Record<TypeChoice, string>> = {
  all: 'practice.filter.all',
  chat: 'practice.filter.chat',
  voice: 'practice.filter.voice',
};
const REVIEW_LABELS: Readonly<Record<ReviewChoice, string>> = {
  all: 'history.filters.reviewAll',
  yes: 'history.filters.reviewYes',
  no: 'history.filters.reviewNo',
};
const TYPE_VALUE: Readonly<Record<TypeChoice, 0 | 1 | 2>> = { all: 0, chat: 1, voice: 2 };

interface HistoryFiltersPanelProps {
  viewer: Role;
  filters: HistoryFilters;
  onChange: (next: Partial<HistoryFilters>) => void;
}

/**
 * The toggled filters (roleplay.md §2, §6): Role and User for mentors and above; use case, type and
 * review for everyone. The use cases offered are those of the sessions the filters already select.
 */
export function HistoryFiltersPanel({ viewer, filters, onChange }: HistoryFiltersPanelProps) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const others = seesOthers(viewer);
  const [userLabel, setUserLabel] = useState<string | null>(null);
  const users = useUserOptions(viewer, filters.range, others);

  const usecaseParams = {
    startDate: isoInstant(filters.range[0]),
    endDate: isoInstant(filters.range[1]),
    type: TYPE_VALUE[filters.type],
    userId: others ? filters.employeeId : HISTORY_DEFAULTS.allEmployees,
    roleId: others && filters.role !== 'all' ? PRACTICE_ROLE_IDS[filters.role] : undefined,
  };
  const usecases = useQuery({
    queryKey: historyKeys.usecases(group.groupId, usecaseParams),
    queryFn: ({ signal }) => historyApi.usecases(usecaseParams, signal),
    placeholderData: keepPreviousData,
  });
  const usecaseOptions = [
    { value: HISTORY_DEFAULTS.allUsecases, label: t('history.filters.allUsecases') },
    ...(usecases.data ?? []).map((u) => ({ value: u.useCaseId, label: u.name })),
  ];
  // A chosen use case the new filters no longer offer stays listed, so the field never goes blank.
  if (filters.useCaseId !== HISTORY_DEFAULTS.allUsecases && !usecaseOptions.some((o) => o.value === filters.useCaseId))
    usecaseOptions.push({ value: filters.useCaseId, label: t('history.filters.chosenUsecase') });

  const userOptions = [{ value: HISTORY_DEFAULTS.allEmployees, label: t('history.filters.allUsers') }, ...users.options];
  if (filters.employeeId !== HISTORY_DEFAULTS.allEmployees && !userOptions.some((o) => o.value === filters.employeeId))
    userOptions.push({ value: filters.employeeId, label: userLabel ?? t('history.filters.chosenUser') });

  return (
    <Paper withBorder p="md" radius="md" mb="md" data-testid="history-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: others ? 6 : 4 }} spacing="sm">
        {others && (
          <Select
            label={t('history.filters.role')}
            data={ROLE_CHOICES.map((role) => ({ value: role, label: role === 'all' ? t('history.filters.allRoles') : t(`roles.${role}`) }))}
            value={filters.role}
            onChange={(value) => onChange({ role: (value as RoleChoice | null) ?? 'all' })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-role"
          />
        )}
        {others && (
          <Select
            label={t('history.filters.user')}
            placeholder={t('history.filters.searchUser')}
            data={userOptions}
            value={filters.employeeId}
            onChange={(value, option) => {
              setUserLabel(option?.label ?? null);
              onChange({ employeeId: value ?? HISTORY_DEFAULTS.allEmployees });
            }}
            searchable
            onSearchChange={users.onSearch}
            filter={users.onSearch ? ({ options }) => options : undefined}
            nothingFoundMessage={t('history.filters.noUsers')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-user"
          />
        )}
        <Select
          label={t('history.filters.usecase')}
          data={usecaseOptions}
          value={filters.useCaseId}
          onChange={(value) => onChange({ useCaseId: value ?? HISTORY_DEFAULTS.allUsecases })}
          searchable
          nothingFoundMessage={t('history.filters.noUsecases')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-usecase"
        />
        <Select
          label={t('history.filters.type')}
          data={TYPE_CHOICES.map((choice) => ({ value: choice, label: t(TYPE_LABELS[choice]) }))}
          value={filters.type}
          onChange={(value) => onChange({ type: (value as TypeChoice | null) ?? 'all' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-type"
        />
        <Select
          label={t('history.filters.review')}
          data={REVIEW_CHOICES.map((choice) => ({ value: choice, label: t(REVIEW_LABELS[choice]) }))}
          value={filters.reviewed}
          onChange={(value) => onChange({ reviewed: (value as ReviewChoice | null) ?? 'all' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-review"
        />
        <Select
          label={t('history.filters.status')}
          data={STATUS_CHOICES.map((choice) => ({ value: choice, label: t(STATUS_LABELS[choice]) }))}
          value={filters.status}
          onChange={(value) => onChange({ status: (value as StatusChoice | null) ?? 'completed' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-status"
        />
      </SimpleGrid>
    </Paper>
  );
}
