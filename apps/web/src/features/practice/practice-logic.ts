import type { AssessmentEntry, Role, RoleplayType, UsecaseCard } from '@switchboard/contracts';

export type PracticeTab = 'assigned' | 'all';
export type TypeFilter = 'all' | 'chat' | 'voice';

export const TYPE_OF_FILTER: Readonly<Record<TypeFilter, RoleplayType | undefined>> = { all: undefined, chat: 1, voice: 2 };

/** React Query keys of Roleplay practice; everything of one group shares the prefix. */
export const practiceKeys = {
  all: (tenantId: string) => ['roleplay', tenantId] as const,
  lists: (tenantId: string) => ['roleplay', tenantId, 'lists'] as const,
  list: (tenantId: string, tab: PracticeTab, filter: TypeFilter, favourites: boolean) =>
    ['roleplay', tenantId, 'lists', tab, filter, favourites] as const,
  mappings: (tenantId: string, type: RoleplayType) => ['roleplay', tenantId, 'mappings', type] as const,
  voices: (tenantId: string) => ['roleplay', tenantId, 'voices'] as const,
  set: (tenantId: string, uniqueId: string) => ['roleplay', tenantId, 'set', uniqueId] as const,
};

/**
 * The bookmark of a card (roleplay.md §4–§5). Under All Roleplays it self-registers the user (checked
 * when the roleplay reaches them); under Assigned it marks a favourite. It is disabled when the
 * roleplay is neither open to self-registration nor assigned, while its request runs, and — in the
 * library — when a trainer assigned it (only they can take it back).
 */
export function bookmarkState(card: UsecaseCard, tab: PracticeTab, inProgress: boolean) {
  const checked = tab === 'all' ? card.assigned : card.isFavourite;
  const assignedByTrainer = tab === 'all' && (card.assignedVia === 'batch' || card.assignedVia === 'user');
  const disabled = inProgress || (!card.isValidForSelfRegistration && !card.assigned) || assignedByTrainer;
  return { checked, disabled, assignedByTrainer };
}

/** Start Practice on a card: under All Roleplays only when open to self-registration and not being bookmarked. */
export function startDisabled(card: UsecaseCard, tab: PracticeTab, inProgress: boolean): boolean {
  if (inProgress) return true;
  return tab === 'all' && !card.isValidForSelfRegistration;
}

/** A roleplay without a language (and no voice chosen yet) opens the Language dialog first. */
export const needsLanguage = (card: Pick<UsecaseCard, 'language' | 'selectedVoice'>): boolean => !card.language && !card.selectedVoice;

/** Heroes select several roleplays on the Assigned tab, only on a Chat or Voice list (roleplay.md §6). */
export const heroSelects = (role: Role, tab: PracticeTab, filter: TypeFilter): boolean =>
  role === 'hero' && tab === 'assigned' && filter !== 'all';

/** `size` items picked at random, in their original order; all of them when there are not more. */
export function pickRandomSubset<T>(items: readonly T[], size: number, random: () => number = Math.random): T[] {
  if (size >= items.length) return [...items];
  const indexes = items.map((_, i) => i);
  // Partial Fisher–Yates: the first `size` slots end up a uniform random choice.
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (indexes.length - i));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, Math.max(0, size))
    .sort((x, y) => x - y)
    .map((i) => items[i]!);
}

/** How a practice session is being started: the batch it counts for, where the cards come from, the voice. */
export interface StartContext {
  batchId: string | null;
  /** The batch's delay rule between assessments (roleplay.md §3 isDelayRequired); false without a batch. */
  isDelayRequired: boolean;
  /** Started from the All Roleplays tab (the generic library). */
  fromLibrary: boolean;
  /** The voice chosen in the Language dialog, for the roleplays without a language. */
  voice: string | null;
}

/** One POST /apigateway/tbsrvc/assessments entry for a card (roleplay.md §7). */
export function assessmentEntry(card: UsecaseCard, userId: string, context: StartContext): AssessmentEntry {
  return {
    actorId: userId,
    batchId: context.batchId,
    inboundEnabled: card.inboundEnabled,
    isDelayRequired: context.isDelayRequired,
    isUsecaseLibrary: context.fromLibrary || card.isUsecaseLibrary,
    name: card.name,
    nluEnabled: card.nluEnabled,
    scripted: card.scripted,
    userId,
    useCaseId: card.id,
    ...(context.voice && needsLanguage(card) ? { selectedVoice: context.voice } : {}),
  };
}
