import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UsecaseCard } from '@switchboard/contracts';
import { assessmentEntry } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';

export interface StartRequest {
  cards: UsecaseCard[];
  batchId: string | null;
  fromLibrary: boolean;
  /** The voice chosen in the Language dialog, for the roleplays without a language. */
  voice: string | null;
}

/** Start Practice: creates the session's assessments, then opens the practice view with them. */
export function useStartPractice(userId: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ cards, batchId, fromLibrary, voice }: StartRequest) =>
      roleplayApi.startPractice(cards.map((card) => assessmentEntry(card, userId, batchId, fromLibrary, voice))),
    onSuccess: (created) => {
      const uniqueId = created[0]?.uniqueId;
      if (uniqueId) void navigate(`/dashboard/engage/session/${uniqueId}`, { state: { created } });
    },
  });
}
