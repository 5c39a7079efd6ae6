import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconHeadset, IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../../app/session/session-context';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { practiceKeys } from '../practice-logic';
import { roleplayApi, type Assessment } from '../roleplay-api';
import { languageLabel } from '../start/language-label';
import { ChatPractice } from '../chat/chat-practice';

const STATUS_KEY: Readonly<Record<Assessment['status'], string>> = {
  pending: 'practice.session.status.waiting',
  active: 'practice.session.status.active',
  completed: 'practice.session.status.completed',
};

/**
 * The practice view after Start Practice: a chat session opens the chat practice screen; a voice session
 * lists its calls. A practice set that cannot be loaded sends the advisor back to the use-case list with
 * the error toast (roleplay.md §8).
 */
export function PracticeSessionPage() {
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
  return <VoiceSessionList set={set} />;
}

function VoiceSessionList({ set }: { set: ReturnType<typeof useQuery<Assessment[]>> }) {
  const { t, i18n } = useTranslation();
  const first = set.data?.[0];
  const voice = first?.type === 2;
  const title = first?.batchName ?? t('practice.session.title');

  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={title} />}
        title={t('practice.session.title')}
        description={
          first
            ? voice
              ? t('practice.session.summaryVoice', { total: set.data!.length })
              : t('practice.session.summaryChat', { total: set.data!.length })
            : undefined
        }
        actions={
          <Button component={Link} to="/dashboard/engage" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('practice.session.back')}
          </Button>
        }
      />
      {set.isPending || set.isError ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <Stack gap="md">
          <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} aria-hidden />} title={t('practice.session.readyTitle')}>
            {t('practice.session.notYet')}
          </Alert>
          {first?.isDelayRequired && (
            <Text size="sm" c="dimmed">
              {t('practice.session.delay', { seconds: first.batchInfo.intervalInSeconds })}
            </Text>
          )}
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="practice-set">
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px' }}>
                <Text fw={600} size="sm">
                  {voice ? t('practice.session.callList') : t('practice.session.chatList')}
                </Text>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('practice.session.columns.order')}</Table.Th>
                  <Table.Th scope="col">{t('practice.session.columns.roleplay')}</Table.Th>
                  <Table.Th scope="col">{t('practice.session.columns.customer')}</Table.Th>
                  <Table.Th scope="col">{t('practice.session.columns.language')}</Table.Th>
                  <Table.Th scope="col">{t('practice.session.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {set.data.map((a) => (
                  <Table.Tr key={a.id} data-testid="practice-item">
                    <Table.Td>{a.position + 1}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ThemeIcon
                          variant="light"
                          size="sm"
                          color={a.type === 2 ? 'grape' : 'brand'}
                          role="img"
                          aria-label={a.type === 2 ? t('practice.types.voice') : t('practice.types.chat')}
                        >
                          {a.type === 2 ? <IconHeadset size={14} aria-hidden /> : <IconMessageCircle size={14} aria-hidden />}
                        </ThemeIcon>
                        <Text size="sm" fw={500}>
                          {a.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.additionalCustomerData.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{languageLabel(a.language, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={a.status === 'completed' ? 'teal' : a.status === 'active' ? 'brand' : 'gray'}>
                        {t(STATUS_KEY[a.status])}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      )}
    </>
  );
}
