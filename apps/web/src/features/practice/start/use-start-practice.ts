import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UsecaseCard } from '@switchboard/contracts';
import { assessmentEntry, type StartContext } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';

export interface StartRequest extends StartContext {
  cards: UsecaseCard[];
}

/** Start Practice: creates the session's assessments, then opens the practice view with them. */
export function useStartPractice(userId: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ cards, ...context }: StartRequest) =>
      roleplayApi.startPractice(cards.map((card) => assessmentEntry(card, userId, context))),
    onSuccess: (created) => {
      const uniqueId = created[0]?.uniqueId;
      if (uniqueId) void navigate(`/dashboard/engage/session/${uniqueId}`, { state: { created } });
    },
  });
}
