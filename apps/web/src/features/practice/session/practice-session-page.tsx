import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../../app/session/session-context';
import { PageHeader } from '../../../shared/ui/page-header';
import { ChatPractice } from '../chat/chat-practice';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { VoicePractice } from '../voice/voice-practice';

/**
 * The practice view after Start Practice (roleplay.md §2): a chat set opens the chat practice screen, a
 * voice set the voice practice screen. A practice set that cannot be loaded sends the advisor back to
 * the use-case list with the error toast (roleplay.md §8).
 */
export function PracticeSessionPage() {
  const { t } = useTranslation();
  const { uniqueId = '' } = useParams();
  const { group } = useReadySession();
  const navigate = useNavigate();
  const set = useQuery({
    queryKey: practiceKeys.set(group.groupId, uniqueId),
    queryFn: ({ signal }) => roleplayApi.practiceSet(uniqueId, signal),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (set.isError) void navigate('/dashboard/engage', { replace: true });
  }, [set.isError, navigate]);
  if (set.data && set.data[0]?.type === 1) return <ChatPractice key={uniqueId} assessments={set.data} />;
  if (set.data && set.data[0]?.type === 2) return <VoicePractice key={uniqueId} assessments={set.data} />;
  return (
    <>
      <PageHeader eyebrow={<PracticeBreadcrumb current={t('practice.session.title')} />} title={t('practice.session.title')} />
      <Skeleton h={240} radius="md" aria-label={t('practice.session.loading')} />
    </>
  );
}
