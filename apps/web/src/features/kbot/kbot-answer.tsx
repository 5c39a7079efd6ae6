import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBook2, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KbotAnswer, KbotSourceKind } from '@switchboard/contracts';
import { RelativeTimeLabel } from '../../shared/ui/relative-time-label';

const KIND_KEYS: Record<KbotSourceKind, string> = {
  article: 'kbot.source.article',
  announcement: 'kbot.source.announcement',
  roleplay: 'kbot.source.roleplay',
};

/** Passages the answer cites, in the order it cites them, dropping numbers that name no passage. */
export function citedPassages(answer: KbotAnswer): number[] {
  return [...new Set(answer.citations)].filter((n) => n >= 1 && n <= answer.passages.length);
}

/**
 * KBot's reply: the LLM's grounded answer with its citations when there is one, "found nothing" when the
 * group's knowledge does not cover the question, and the passages with links to their sources.
 */
export function KbotAnswerView({ answer, maxPassages, idPrefix }: { answer: KbotAnswer; maxPassages?: number; idPrefix: string }) {
  const { t } = useTranslation();
  const passages = maxPassages === undefined ? answer.passages : answer.passages.slice(0, maxPassages);
  const cited = citedPassages(answer);
  const passageId = (n: number) => `${idPrefix}-passage-${n}`;
  return (
    <Stack gap="sm" data-testid="kbot-answer">
      {answer.unknown ? (
        <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
          <IconInfoCircle size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" fw={600} data-testid="kbot-unknown">
            {t('kbot.unknown')}
          </Text>
        </Group>
      ) : (
        answer.answer && (
          <Paper withBorder p="sm" bg="var(--mantine-color-brand-light)" data-testid="kbot-llm-answer">
            <Group gap={6} mb={4}>
              <IconSparkles size={16} aria-hidden />
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {t('kbot.answerTitle')}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {answer.answer}
            </Text>
            {cited.length > 0 && (
              <Group gap={6} mt={6}>
                <Text size="xs" c="dimmed">
                  {t('kbot.sources')}
                </Text>
                {cited.map((n) =>
                  n <= passages.length ? (
                    <Anchor
                      key={n}
                      href={`#${passageId(n)}`}
                      size="xs"
                      aria-label={t('kbot.citation', { n, title: answer.passages[n - 1]!.title })}
                    >
                      [{n}]
                    </Anchor>
                  ) : (
                    <Text key={n} span size="xs">
                      [{n}]
                    </Text>
                  ),
                )}
              </Group>
            )}
          </Paper>
        )
      )}
      {passages.length > 0 && (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('kbot.passages')}>
          {passages.map((passage, index) => (
            <li key={`${passage.sourceKind}-${passage.sourceId}-${index}`} id={passageId(index + 1)} data-testid="kbot-passage">
              <Paper withBorder p="sm">
                <Group gap="xs" wrap="nowrap" align="flex-start" mb={4}>
                  <Text size="xs" fw={700} c="dimmed" style={{ flex: 'none' }}>
                    [{index + 1}]
                  </Text>
                  <Anchor component={Link} to={passage.link} size="sm" fw={600} style={{ minWidth: 0 }}>
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconBook2 size={14} aria-hidden style={{ flex: 'none' }} />
                      <span>{passage.title}</span>
                    </Group>
                  </Anchor>
                  <Badge size="xs" variant="light" color="gray" ml="auto" style={{ flex: 'none' }}>
                    {t(KIND_KEYS[passage.sourceKind])}
                  </Badge>
                </Group>
                <Text size="sm" lineClamp={maxPassages === undefined ? undefined : 4}>
                  {passage.text}
                </Text>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {answer.lastSyncedAt ? (
          <>
            {t('kbot.lastSynced')} <RelativeTimeLabel value={answer.lastSyncedAt} />
          </>
        ) : (
          t('kbot.neverSynced')
        )}
      </Text>
    </Stack>
  );
}
