import type { Role } from '@switchboard/contracts';

/** The user list's filters (platform.md §3 "User filter sets per client"). */
export interface UserFilters {
  userName: string;
  roles: Role[];
  l1Names: string[];
  l2Names: string[];
  l3Names: string[];
  status: ('active' | 'inactive')[];
}

/** Role choices of this list (platform.md §3): Guardian, Hero, Mentor. */
export const FILTER_ROLES = ['guardian', 'hero', 'mentor'] as const satisfies readonly Role[];
export const FILTER_STATUSES = ['active', 'inactive'] as const;
export const LIST_FILTERS = ['roles', 'l1Names', 'l2Names', 'l3Names', 'status'] as const;

export const EMPTY_FILTERS: UserFilters = { userName: '', roles: [], l1Names: [], l2Names: [], l3Names: [], status: [] };

/** Each filter has an unsaved selection (being edited) and a saved one (what the list shows). */
export interface FilterSet {
  unsaved: UserFilters;
  saved: UserFilters;
}

export type FilterAction = { type: 'edit'; patch: Partial<UserFilters> } | { type: 'commit' } | { type: 'reset' };

export const EMPTY_SET: FilterSet = { unsaved: EMPTY_FILTERS, saved: EMPTY_FILTERS };

/** Edits stay unsaved until committed; committing copies them to saved; reset clears both (platform.md §4). */
export function filterSetReducer(state: FilterSet, action: FilterAction): FilterSet {
  switch (action.type) {
    case 'edit':
      return { ...state, unsaved: { ...state.unsaved, ...action.patch } };
    case 'commit':
      return { ...state, saved: { ...state.unsaved, userName: state.unsaved.userName.trim() } };
    case 'reset':
      return EMPTY_SET;
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

export function sameFilters(a: UserFilters, b: UserFilters): boolean {
  return a.userName.trim() === b.userName.trim() && LIST_FILTERS.every((key) => sameList(a[key], b[key]));
}

export const hasUnsavedChanges = (set: FilterSet) => !sameFilters(set.unsaved, set.saved);
export const isFiltered = (filters: UserFilters) => filters.userName.trim() !== '' || LIST_FILTERS.some((key) => filters[key].length > 0);
/** How many filters the saved selection narrows by (for the "n filters applied" badge). */
export const filterCount = (filters: UserFilters) =>
  (filters.userName.trim() ? 1 : 0) + LIST_FILTERS.filter((key) => filters[key].length > 0).length;

const STORAGE_PREFIX = 'switchboard.userFilters.';

const strings = (value: unknown, allowed?: readonly string[]): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && (!allowed || allowed.includes(v))).slice(0, 200) : [];

function parseFilters(value: unknown): UserFilters {
  if (typeof value !== 'object' || value === null) return EMPTY_FILTERS;
  const raw = value as Record<string, unknown>;
  return {
    userName: typeof raw.userName === 'string' ? raw.userName.slice(0, 200) : '',
    roles: strings(raw.roles, FILTER_ROLES) as Role[],
    l1Names: strings(raw.l1Names),
    l2Names: strings(raw.l2Names),
    l3Names: strings(raw.l3Names),
    status: strings(raw.status, FILTER_STATUSES) as UserFilters['status'],
  };
}

/** The set kept for one client (group), or an empty one; whatever is stored is checked, never trusted. */
export function loadFilterSet(tenantId: string): FilterSet {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + tenantId);
    if (!stored) return EMPTY_SET;
    const parsed = JSON.parse(stored) as { unsaved?: unknown; saved?: unknown };
    return { unsaved: parseFilters(parsed.unsaved), saved: parseFilters(parsed.saved) };
  } catch {
    return EMPTY_SET;
  }
}

/** Kept per client until sign-out (which clears local state other than preferences). */
export function storeFilterSet(tenantId: string, set: FilterSet): void {
  try {
    if (set === EMPTY_SET || (!isFiltered(set.unsaved) && !isFiltered(set.saved)))
      window.localStorage.removeItem(STORAGE_PREFIX + tenantId);
    else window.localStorage.setItem(STORAGE_PREFIX + tenantId, JSON.stringify(set));
  } catch {
    // Storage unavailable: the set lives as long as the page.
  }
}
