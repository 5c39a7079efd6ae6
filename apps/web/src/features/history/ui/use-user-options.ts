import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_DEFAULTS, SEARCH_DEBOUNCE_MS, roleAtLeast, type Role } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback';
import type { DayRange } from '../../../shared/ui/day-range';
import { historyApi, historyKeys } from '../history-api';
import { isoInstant } from '../logic/history-filters';

export interface UserOption {
  value: string;
  label: string;
}

const MEMBER_OPTIONS = 50;

/** Distinct people of a page of history rows, by name. */
export function usersOfRows(rows: readonly { userId: string; userName: string; email: string }[]): UserOption[] {
  const seen = new Map<string, UserOption>();
  for (const row of rows) if (!seen.has(row.userId)) seen.set(row.userId, { value: row.userId, label: `${row.userName} · ${row.email}` });
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The choices of the User filter (mentors and above). Guardians and above see the whole group, so they
 * search its members; a mentor sees only their own team's sessions, so their choices are the people with
 * sessions they can see in the chosen dates (the history itself, one large page).
 */
export function useUserOptions(viewer: Role, range: DayRange, enabled: boolean) {
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const wholeGroup = roleAtLeast(viewer, 'guardian');
  const [search, setSearch] = useState('');
  const onSearch = useDebouncedCallback((value: string) => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);

  const members = useQuery({
    queryKey: historyKeys.users(tenantId, { members: search }),
    queryFn: ({ signal }) =>
      tenantsApi.members(tenantId, { page: 1, limit: MEMBER_OPTIONS, userName: search || undefined, status: ['active'] }, signal),
    enabled: enabled && wholeGroup,
    placeholderData: keepPreviousData,
  });
  const dates = { startDate: isoInstant(range[0]), endDate: isoInstant(range[1]) };
  const team = useQuery({
    queryKey: historyKeys.users(tenantId, { team: dates }),
    queryFn: ({ signal }) => historyApi.list({ page: 0, size: HISTORY_DEFAULTS.maxPageSize, ...dates }, signal),
    enabled: enabled && !wholeGroup,
    placeholderData: keepPreviousData,
  });

  const options: UserOption[] = wholeGroup
    ? (members.data?.data ?? []).map((m) => ({ value: m.userId, label: `${m.userName} · ${m.email}` }))
    : usersOfRows(team.data?.content ?? []);
  return { options, onSearch: wholeGroup ? onSearch : undefined, loading: members.isFetching || team.isFetching };
}
