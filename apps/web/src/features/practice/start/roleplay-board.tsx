import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Switch, Text } from '@mantine/core';
import { IconInfoCircle, IconMasksTheater } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UsecaseCard } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import {
  TYPE_OF_FILTER,
  heroSelects,
  needsLanguage,
  pickRandomSubset,
  practiceKeys,
  type PracticeTab,
  type TypeFilter,
} from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { LanguageDialog } from './language-dialog';
import { RoleplayCard } from './roleplay-card';
import { SelectionBar } from './selection-bar';
import { useBookmark } from './use-bookmark';
import { useStartPractice, type StartRequest } from './use-start-practice';

const PAGE_SIZE = 24;

type Pending = { kind: 'bookmark'; card: UsecaseCard } | { kind: 'start'; request: Omit<StartRequest, 'voice'> };

/** One tab of Start Practice: the All/Chat/Voice filter, the cards, bookmarks and starting practice. */
export function RoleplayBoard({ tab }: { tab: PracticeTab }) {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const tenantId = group.groupId;
  const verticalId = group.account.verticalId[0];
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [favourites, setFavourites] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const type = TYPE_OF_FILTER[filter];
  const selecting = heroSelects(user.role, tab, filter);
  const { toggle, inProgress } = useBookmark(tenantId);
  const start = useStartPractice(user.userId);

  const list = useInfiniteQuery({
    queryKey: practiceKeys.list(tenantId, tab, filter, favourites),
    queryFn: ({ pageParam, signal }) => {
      const paging = { page: pageParam, size: PAGE_SIZE, type };
      if (tab === 'all') return roleplayApi.library({ ...paging, verticalId: verticalId! }, signal);
      if (favourites) return roleplayApi.favourites(paging, signal);
      return roleplayApi.assigned({ ...paging, userId: user.userId }, signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    enabled: tab === 'assigned' || Boolean(verticalId),
  });
  const cards = useMemo(() => (list.data?.pages ?? []).flatMap((page) => page.content), [list.data]);

  // The hero's batch of this type decides how many roleplays make a session (numOfAssessment).
  const mappings = useQuery({
    queryKey: practiceKeys.mappings(tenantId, type ?? 1),
    queryFn: ({ signal }) => roleplayApi.batchMappings(type!, user.userId, signal),
    enabled: selecting && type !== undefined,
  });
  const batch = mappings.data?.[0] ?? null;
  // Until the batch is known the number to choose is unknown: Start stays disabled (null) meanwhile.
  const required = mappings.isPending ? null : (batch?.numOfAssessment ?? 1);

  // Select All and the random subset must draw from the whole list, not the pages loaded so far.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (selecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [selecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const changeFilter = (value: string) => {
    setFilter(value as TypeFilter);
    setSelected(new Set());
  };
  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const run = (request: Omit<StartRequest, 'voice'>) => {
    if (request.cards.some(needsLanguage)) setPending({ kind: 'start', request });
    else start.mutate({ ...request, voice: null });
  };
  const bookmark = (card: UsecaseCard) => {
    if (tab === 'all' && !card.assigned && needsLanguage(card)) setPending({ kind: 'bookmark', card });
    else toggle({ card, tab, voice: null });
  };
  const startSelected = () => {
    if (required === null) return;
    const chosen = cards.filter((c) => selected.has(c.id));
    run({
      cards: pickRandomSubset(chosen, required),
      batchId: batch?.id ?? null,
      isDelayRequired: batch?.isDelayRequired ?? false,
      fromLibrary: false,
    });
  };
  const submitLanguage = (voice: string) => {
    if (!pending) return;
    if (pending.kind === 'bookmark') toggle({ card: pending.card, tab, voice });
    else start.mutate({ ...pending.request, voice });
    setPending(null);
  };
  const startingId = start.isPending ? start.variables?.cards.length === 1 && start.variables.cards[0]?.id : null;

  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="md">
        <Radio.Group value={filter} onChange={changeFilter} label={t('practice.filter.label')} data-testid={`type-filter-${tab}`}>
          <Group gap="lg" mt={6}>
            <Radio value="all" label={t('practice.filter.all')} />
            <Radio value="chat" label={t('practice.filter.chat')} />
            <Radio value="voice" label={t('practice.filter.voice')} />
          </Group>
        </Radio.Group>
        {tab === 'assigned' && (
          <Switch
            label={t('practice.filter.favouritesOnly')}
            checked={favourites}
            onChange={(event) => {
              setFavourites(event.currentTarget.checked);
              setSelected(new Set());
            }}
            data-testid="favourites-only"
          />
        )}
      </Group>

      {user.role === 'hero' && tab === 'assigned' && filter === 'all' && cards.length > 0 && (
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
          {t('practice.selection.chooseType')}
        </Alert>
      )}
      {selecting && (
        <SelectionBar
          total={cards.length}
          loading={list.hasNextPage}
          selected={selected.size}
          required={required}
          batchName={batch?.batchName ?? null}
          starting={start.isPending}
          onSelectAll={(all) => setSelected(all ? new Set(cards.map((c) => c.id)) : new Set())}
          onStart={startSelected}
        />
      )}

      {tab === 'all' && !verticalId ? (
        <Paper withBorder>
          <EmptyState
            icon={<IconMasksTheater size={28} />}
            title={t('practice.empty.noLibraryTitle')}
            description={t('practice.empty.noLibrary')}
          />
        </Paper>
      ) : list.isError ? (
        <Paper withBorder>
          <LoadFailed onRetry={() => void list.refetch()} />
        </Paper>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : cards.length === 0 ? (
        <Paper withBorder>
          <EmptyState
            icon={<IconMasksTheater size={28} />}
            title={
              favourites
                ? t('practice.empty.noFavouritesTitle')
                : tab === 'all'
                  ? t('practice.empty.noLibraryItemsTitle')
                  : t('practice.empty.noAssignedTitle')
            }
            description={
              favourites
                ? t('practice.empty.noFavourites')
                : tab === 'all'
                  ? t('practice.empty.noLibraryItems')
                  : t('practice.empty.noAssigned')
            }
          />
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid={`roleplay-list-${tab}`}>
            {cards.map((card) => (
              <RoleplayCard
                key={card.id}
                card={card}
                tab={tab}
                inProgress={inProgress.has(card.id)}
                onBookmark={() => bookmark(card)}
                starting={startingId === card.id}
                onStart={
                  selecting || (user.role === 'hero' && tab === 'assigned')
                    ? undefined
                    : () => run({ cards: [card], batchId: card.batchId, isDelayRequired: false, fromLibrary: tab === 'all' })
                }
                selection={selecting ? { selected: selected.has(card.id), onToggle: () => toggleSelected(card.id) } : undefined}
              />
            ))}
          </SimpleGrid>
          <Group justify="center" mt="md">
            {list.hasNextPage ? (
              <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('practice.list.more')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('practice.list.shown', { total: cards.length })}
              </Text>
            )}
          </Group>
        </>
      )}

      <LanguageDialog opened={pending !== null} tenantId={tenantId} onClose={() => setPending(null)} onSubmit={submitLanguage} />
    </>
  );
}
