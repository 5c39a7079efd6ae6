import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UsecaseCard } from '@switchboard/contracts';
import { toast } from '../../../app/toasts/toast';
import { practiceKeys, type PracticeTab } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';

interface Toggle {
  card: UsecaseCard;
  tab: PracticeTab;
  /** The voice chosen in the Language dialog, for a library roleplay without a language. */
  voice: string | null;
}

/**
 * The bookmark toggle (roleplay.md §4): self-registration under All Roleplays, favourite under
 * Assigned. The card's id stays "in progress" (spinner, controls disabled) until the lists are refetched.
 */
export function useBookmark(tenantId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [inProgress, setInProgress] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setInProgress((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: async ({ card, tab, voice }: Toggle) => {
      if (tab === 'all') {
        if (card.assigned) return roleplayApi.unregister(card.id, card.genericUsecase);
        return roleplayApi.selfRegister({
          usecaseId: card.id,
          batchId: card.batchId,
          type: card.type,
          genericUsecase: card.genericUsecase,
          selectedVoice: voice,
        });
      }
      if (card.isFavourite) return roleplayApi.removeFavourite(card.id, card.genericUsecase, card.batchId);
      return roleplayApi.addFavourite({ usecaseId: card.id, genericUsecase: card.genericUsecase, batchId: card.batchId });
    },
    onError: () => toast.error(t('practice.errors.bookmarkFailed')),
    onSettled: async (_data, _error, { card }) => {
      await queryClient.invalidateQueries({ queryKey: practiceKeys.lists(tenantId) });
      mark(card.id, false);
    },
  });

  const toggle = useCallback(
    (toggle: Toggle) => {
      mark(toggle.card.id, true);
      mutation.mutate(toggle);
    },
    [mutation],
  );
  return { toggle, inProgress };
}
