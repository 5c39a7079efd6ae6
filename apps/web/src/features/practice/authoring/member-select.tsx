import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback';
import { SEARCH_DEBOUNCE_MS } from '@switchboard/contracts';
import { authoringKeys } from './authoring-keys';

const TRAINER_ROLES: Role[] = ['mentor', 'guardian', 'commander', 'architect'];

/** Active members of the group matching the search (server-side, debounced), as select options. */
function useMemberOptions(trainersOnly: boolean) {
  const { group } = useReadySession();
  const [search, setSearch] = useState('');
  const onSearch = useDebouncedCallback((value: string) => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const members = useQuery({
    queryKey: [...authoringKeys.members(group.groupId), search, trainersOnly],
    queryFn: ({ signal }) =>
      tenantsApi.members(
        group.groupId,
        { page: 1, limit: 50, userName: search || undefined, status: ['active'], roles: trainersOnly ? TRAINER_ROLES : undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const options = (members.data?.data ?? []).map((m) => ({ value: m.userId, label: `${m.userName} · ${m.email}` }));
  return { options, onSearch, loading: members.isFetching };
}

interface MemberSelectProps {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  trainersOnly?: boolean;
  /** Shown while the current value is not among the loaded options. */
  currentLabel?: string | null;
  disabled?: boolean;
  clearable?: boolean;
  /** Inside a table row the column header already says what it is: the label is for screen readers only. */
  hideLabel?: boolean;
  'data-testid'?: string;
}

export function MemberSelect({
  label,
  value,
  onChange,
  trainersOnly = false,
  currentLabel,
  disabled,
  clearable = true,
  hideLabel = false,
  ...rest
}: MemberSelectProps) {
  const { t } = useTranslation();
  const { options, onSearch } = useMemberOptions(trainersOnly);
  const data = value && currentLabel && !options.some((o) => o.value === value) ? [{ value, label: currentLabel }, ...options] : options;
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={t('roleplayAuthoring.members.search')}
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={onSearch}
      searchable
      clearable={clearable}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('roleplayAuthoring.members.none')}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-testid={rest['data-testid']}
    />
  );
}

export function MembersMultiSelect({
  label,
  value,
  onChange,
  exclude,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  exclude: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const { options, onSearch } = useMemberOptions(false);
  const [known, setKnown] = useState<Record<string, string>>({});
  const selectable = options.filter((o) => !exclude.has(o.value));
  const data = [
    ...value.filter((id) => !selectable.some((o) => o.value === id)).map((id) => ({ value: id, label: known[id] ?? id })),
    ...selectable,
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={t('roleplayAuthoring.members.search')}
      data={data}
      value={value}
      onChange={(ids) => {
        setKnown((current) => ({
          ...current,
          ...Object.fromEntries(data.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])),
        }));
        onChange(ids);
      }}
      onSearchChange={onSearch}
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={t('roleplayAuthoring.members.none')}
      comboboxProps={{ withinPortal: true }}
      data-testid="trainees-select"
    />
  );
}
