import { useCallback, useState } from 'react';
import { Badge, Button, Group, MultiSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconFilterCheck, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@switchboard/contracts';
import { SearchInput } from '../../../shared/ui/search-input';
import type { MemberFacets } from '../uploads/uploads-api';
import {
  FILTER_ROLES,
  FILTER_STATUSES,
  filterCount,
  filterSetReducer,
  hasUnsavedChanges,
  isFiltered,
  loadFilterSet,
  storeFilterSet,
  type FilterAction,
  type FilterSet,
  type UserFilters,
} from './user-filter-sets';

/** The filter set of one client (group), kept across visits until sign-out. */
export function useUserFilterSet(tenantId: string): [FilterSet, (action: FilterAction) => void] {
  const [state, setState] = useState(() => ({ tenantId, set: loadFilterSet(tenantId) }));
  let current = state;
  if (state.tenantId !== tenantId) {
    // Another client: its own set (adjusting state while rendering, as React recommends for this).
    current = { tenantId, set: loadFilterSet(tenantId) };
    setState(current);
  }
  const dispatch = useCallback(
    (action: FilterAction) =>
      setState((s) => {
        const set = filterSetReducer(s.set, action);
        storeFilterSet(s.tenantId, set);
        return { ...s, set };
      }),
    [],
  );
  return [current.set, dispatch];
}

interface UserFiltersPanelProps {
  set: FilterSet;
  dispatch: (action: FilterAction) => void;
  facets: MemberFacets | undefined;
  /** Called after the unsaved selection was committed (or reset): back to page 1. */
  onApplied: () => void;
}

/**
 * userName, roles, L1/L2/L3 supervisors and status (platform.md §3): edits stay unsaved until
 * committed with Apply; Apply copies them to the saved selection the list shows; Reset clears both.
 */
export function UserFiltersPanel({ set, dispatch, facets, onApplied }: UserFiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const [searchKey, setSearchKey] = useState(0);
  const edit = (patch: Partial<UserFilters>) => dispatch({ type: 'edit', patch });
  const unsaved = hasUnsavedChanges(set);
  const applied = filterCount(set.saved);
  const commit = () => {
    dispatch({ type: 'commit' });
    onApplied();
  };
  const reset = () => {
    dispatch({ type: 'reset' });
    setSearchKey((k) => k + 1);
    onApplied();
  };
  const supervisor = (field: 'l1Names' | 'l2Names' | 'l3Names', label: string) => (
    <MultiSelect
      label={label}
      placeholder={set.unsaved[field].length ? undefined : t('tenants.filters.any')}
      data={[...new Set([...(facets?.[field] ?? []), ...set.unsaved[field]])].sort(new Intl.Collator(i18n.language).compare)}
      value={set.unsaved[field]}
      onChange={(value) => edit({ [field]: value })}
      searchable
      clearable
      nothingFoundMessage={t('tenants.filters.noValues')}
      comboboxProps={{ withinPortal: true }}
      data-testid={`user-filter-${field}`}
    />
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('userFilters.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <Group justify="space-between" mb="sm" gap="xs">
          <Text fw={600} size="sm">
            {t('userFilters.title')}
          </Text>
          <Group gap="xs">
            {unsaved && (
              <Badge color="yellow" variant="light" data-testid="filters-unsaved">
                {t('userFilters.unsaved')}
              </Badge>
            )}
            {applied > 0 && (
              <Badge variant="light" data-testid="filters-applied">
                {t('userFilters.applied', { count: applied })}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <div>
            <Text component="span" size="sm" fw={500} display="block" mb={4} aria-hidden>
              {t('userFilters.userName')}
            </Text>
            <SearchInput
              key={searchKey}
              label={t('clientConfiguration.search')}
              initialValue={set.unsaved.userName}
              onSearch={(value) => edit({ userName: value })}
              maw={10_000}
            />
          </div>
          <MultiSelect
            label={t('clientConfiguration.columns.role')}
            placeholder={set.unsaved.roles.length ? undefined : t('clientConfiguration.allRoles')}
            data={FILTER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={set.unsaved.roles}
            onChange={(value) => edit({ roles: value.filter((v): v is Role => (FILTER_ROLES as readonly string[]).includes(v)) })}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="user-filter-roles"
          />
          <MultiSelect
            label={t('clientConfiguration.columns.status')}
            placeholder={set.unsaved.status.length ? undefined : t('clientConfiguration.allStatuses')}
            data={FILTER_STATUSES.map((status) => ({ value: status, label: t(`clientConfiguration.${status}`) }))}
            value={set.unsaved.status}
            onChange={(value) =>
              edit({ status: value.filter((v): v is UserFilters['status'][number] => (FILTER_STATUSES as readonly string[]).includes(v)) })
            }
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="user-filter-status"
          />
          {supervisor('l1Names', t('clientConfiguration.columns.supervisorL1'))}
          {supervisor('l2Names', t('clientConfiguration.columns.supervisorL2'))}
          {supervisor('l3Names', t('clientConfiguration.columns.supervisorL3'))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={reset}
            disabled={!isFiltered(set.unsaved) && !isFiltered(set.saved)}
            data-testid="filters-reset"
          >
            {t('userFilters.reset')}
          </Button>
          <Button type="submit" leftSection={<IconFilterCheck size={16} aria-hidden />} disabled={!unsaved} data-testid="filters-commit">
            {t('userFilters.commit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
