import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RoleplayType } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { idleThresholds } from '../chat/logic/idle';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';

/**
 * The batch a practice set counts for (idle option, guided, target), from the user's batch mappings of
 * that roleplay type, and the idle thresholds it sets (roleplay.md §4 Idle tracking).
 */
export function usePracticeBatch(type: RoleplayType, batchId: string | null) {
  const { user, group } = useReadySession();
  const mappings = useQuery({
    queryKey: practiceKeys.mappings(group.groupId, type),
    queryFn: ({ signal }) => roleplayApi.batchMappings(type, user.userId, signal),
    enabled: batchId !== null,
    meta: { silent: true },
  });
  const batch = mappings.data?.find((b) => b.id === batchId) ?? null;
  const thresholds = useMemo(() => idleThresholds(batch?.idleTimeOption1), [batch]);
  return { batch, thresholds };
}
