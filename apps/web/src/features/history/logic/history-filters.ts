import dayjs from 'dayjs';
import { HISTORY_DEFAULTS, PRACTICE_ROLE_IDS, ROLES, roleAtLeast, type PracticeStatus, type Role } from '@switchboard/contracts';
import { lastDays, type DayRange } from '../../../shared/ui/day-range';
import type { HistoryParams } from '../history-api';

export type TypeChoice = 'all' | 'chat' | 'voice';
export type ReviewChoice = 'all' | 'yes' | 'no';
export type RoleChoice = 'all' | Role;
export type StatusChoice = 'all' | PracticeStatus;

/** The history's filters (roleplay.md §2, §6, §9). */
export interface HistoryFilters {
  type: TypeChoice;
  reviewed: ReviewChoice;
  /** HISTORY_DEFAULTS.allUsecases or a use case id. */
  useCaseId: string;
  /** HISTORY_DEFAULTS.allEmployees or a user id (mentors and above). */
  employeeId: string;
  /** Mentors and above. */
  role: RoleChoice;
  range: DayRange;
  keyword: string;
  /** Completed by default: the list is of completed practice unless asked for the rest. */
  status: StatusChoice;
}

export const TYPE_CHOICES: readonly TypeChoice[] = ['all', 'chat', 'voice'];
export const REVIEW_CHOICES: readonly ReviewChoice[] = ['all', 'yes', 'no'];
export const ROLE_CHOICES: readonly RoleChoice[] = ['all', ...ROLES];
export const STATUS_CHOICES: readonly StatusChoice[] = ['completed', 'in_progress', 'abandoned', 'all'];
const DEFAULT_STATUS: StatusChoice = 'completed';
export const STATUS_LABELS: Readonly<Record<StatusChoice, string>> = {
  all: 'history.status.all',
  completed: 'history.status.completed',
  in_progress: 'history.status.in_progress',
  abandoned: 'history.status.abandoned',
};
const TYPE_VALUE: Readonly<Record<TypeChoice, 0 | 1 | 2>> = { all: 0, chat: 1, voice: 2 };

/** Role and User filters, and the extra columns, are for mentors and above (roleplay.md §6, DESIGN §4). */
export const seesOthers = (role: Role): boolean => roleAtLeast(role, 'mentor');

export function defaultFilters(today: Date = new Date()): HistoryFilters {
  return {
    type: 'all',
    reviewed: 'all',
    useCaseId: HISTORY_DEFAULTS.allUsecases,
    employeeId: HISTORY_DEFAULTS.allEmployees,
    role: 'all',
    range: lastDays(HISTORY_DEFAULTS.defaultDays, today),
    keyword: '',
    status: DEFAULT_STATUS,
  };
}

/** An instant as ISO 8601 with the browser's offset: midnight stays midnight of the browser's day. */
export const isoInstant = (date: Date): string => dayjs(date).format('YYYY-MM-DDTHH:mm:ss.SSSZ');

/** The filters as the parameters of GET interaction/history, for a zero-based page (roleplay.md §7). */
export function historyParams(filters: HistoryFilters, page: number, size: number, viewer: Role): HistoryParams {
  const others = seesOthers(viewer);
  return {
    page,
    size,
    type: TYPE_VALUE[filters.type],
    order: 'desc',
    sort: 'sessionStartDateTime',
    startDate: isoInstant(filters.range[0]),
    endDate: isoInstant(filters.range[1]),
    employeeID: others ? filters.employeeId : HISTORY_DEFAULTS.allEmployees,
    useCaseId: filters.useCaseId,
    isReviewed: filters.reviewed === 'all' ? undefined : filters.reviewed === 'yes',
    roleId: others && filters.role !== 'all' ? PRACTICE_ROLE_IDS[filters.role] : undefined,
    keyword: filters.keyword.trim() || undefined,
    practiceStatus: filters.status === 'all' ? undefined : filters.status,
  };
}

/** How many filters differ from the defaults (shown on the filter toggle). */
export function activeFilterCount(filters: HistoryFilters, viewer: Role): number {
  const others = seesOthers(viewer);
  return [
    filters.type !== 'all',
    filters.reviewed !== 'all',
    filters.useCaseId !== HISTORY_DEFAULTS.allUsecases,
    others && filters.employeeId !== HISTORY_DEFAULTS.allEmployees,
    others && filters.role !== 'all',
    filters.status !== DEFAULT_STATUS,
  ].filter(Boolean).length;
}

// ── The filters in the address bar, so 'Back to User List' and a shared link show the same list ──

const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;

export function filtersFromSearch(search: URLSearchParams, today: Date = new Date()): HistoryFilters {
  const defaults = defaultFilters(today);
  const pick = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
    value !== null && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
  const day = (value: string | null) => (value !== null && DAY_PATTERN.test(value) ? dayjs(value) : null);
  const from = day(search.get('from'));
  const to = day(search.get('to'));
  const range: DayRange =
    from?.isValid() && to?.isValid() && !from.isAfter(to) ? [from.startOf('day').toDate(), to.endOf('day').toDate()] : defaults.range;
  const id = (value: string | null, fallback: string) => (value !== null && OBJECT_ID.test(value) ? value : fallback);
  return {
    type: pick(search.get('type'), TYPE_CHOICES, 'all'),
    reviewed: pick(search.get('reviewed'), REVIEW_CHOICES, 'all'),
    useCaseId: id(search.get('usecase'), defaults.useCaseId),
    employeeId: id(search.get('user'), defaults.employeeId),
    role: pick(search.get('role'), ROLE_CHOICES, 'all'),
    range,
    keyword: (search.get('q') ?? '').slice(0, HISTORY_DEFAULTS.keywordMaxLength),
    status: pick(search.get('status'), STATUS_CHOICES, DEFAULT_STATUS),
  };
}

export function filtersToSearch(filters: HistoryFilters, today: Date = new Date()): URLSearchParams {
  const defaults = defaultFilters(today);
  const out = new URLSearchParams();
  if (filters.type !== 'all') out.set('type', filters.type);
  if (filters.reviewed !== 'all') out.set('reviewed', filters.reviewed);
  if (filters.useCaseId !== defaults.useCaseId) out.set('usecase', filters.useCaseId);
  if (filters.employeeId !== defaults.employeeId) out.set('user', filters.employeeId);
  if (filters.role !== 'all') out.set('role', filters.role);
  const sameRange = dayjs(filters.range[0]).isSame(defaults.range[0], 'day') && dayjs(filters.range[1]).isSame(defaults.range[1], 'day');
  if (!sameRange) {
    out.set('from', dayjs(filters.range[0]).format(DAY));
    out.set('to', dayjs(filters.range[1]).format(DAY));
  }
  if (filters.keyword.trim()) out.set('q', filters.keyword.trim());
  if (filters.status !== DEFAULT_STATUS) out.set('status', filters.status);
  return out;
}
