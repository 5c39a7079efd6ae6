import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { barValue } from '../../practice/chat/logic/result';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScoreFieldsRow, ScoreSummary, StepReview } from '@switchboard/contracts';
import { StepReviewList } from '../../practice/chat/ui/step-review-list';
import { TONE_COLOURS, type Tone } from '../logic/bands';
import { summaryLines, type Figure } from '../logic/score-summary';
import { formatHms } from '../logic/time-format';

const TONE_LABELS: Readonly<Record<Tone, string>> = {
  good: 'practice.chat.score.tone.good',
  fair: 'practice.chat.score.tone.fair',
  poor: 'practice.chat.score.tone.poor',
};

const TONES = Object.keys(TONE_LABELS) as Tone[];

/**
 * A row's band, as wide as the widest band word of the language: the other two words sit hidden in the
 * same grid cell, so every row's bar ends at the same place and no word is ever cut.
 */
function BandBadge({ tone }: { tone: Tone }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', flexShrink: 0 }}>
      {TONES.map((each) => (
        <Badge
          key={each}
          variant="light"
          color={TONE_COLOURS[each]}
          fullWidth
          style={{ gridArea: '1 / 1', flexShrink: 0, visibility: each === tone ? 'visible' : 'hidden' }}
          data-testid={each === tone ? 'summary-band' : undefined}
        >
          {t(TONE_LABELS[each])}
        </Badge>
      ))}
    </div>
  );
}

function FigureText({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  return <>{'text' in figure ? figure.text : t(figure.key, figure.values)}</>;
}

function Headline({ label, value, tone, testId }: { label: string; value: string; tone: Tone | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} data-tone={tone ?? 'none'}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        {tone && (
          <Badge variant="light" color={TONE_COLOURS[tone]} style={{ flexShrink: 0 }} data-testid="summary-band">
            {t(TONE_LABELS[tone])}
          </Badge>
        )}
      </Group>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The Score Summary tab (scripted sessions, roleplay.md §2, §9), then what each refused step lacked. */
export function ScoreSummaryTab({
  summary,
  fields,
  steps = [],
}: {
  summary: ScoreSummary;
  fields: ScoreFieldsRow | null;
  steps?: readonly StepReview[];
}) {
  const { t } = useTranslation();
  const lines = summaryLines(summary, fields);
  const percent = (value: number) => t('practice.chat.score.unit.percent', { value: Math.round(value) });
  return (
    <Stack gap="md" data-testid="score-summary">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Headline
          label={t('practice.chat.kpi.overallWeightedScore')}
          value={percent(summary.overall.score)}
          tone={summary.overall.band.tone}
          testId="summary-overall"
        />
        <Headline
          label={t('practice.chat.kpi.totalScore')}
          value={t('history.score.responseScore', {
            value: summary.response.generatedScore,
            total: summary.response.totalScore,
            percent: Math.round(summary.response.percent),
          })}
          tone={summary.response.band?.tone ?? null}
          testId="summary-response"
        />
        <Headline
          label={t('history.score.averageResponseTime')}
          value={formatHms(summary.averageResponseSeconds)}
          tone={null}
          testId="summary-average-time"
        />
      </SimpleGrid>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0', fontWeight: 600 }}>
            {t('history.score.caption')}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.score.kpi')}</Table.Th>
              <Table.Th scope="col">{t('history.score.measured')}</Table.Th>
              <Table.Th scope="col" w="40%">
                {t('history.score.score')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.score.weight')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const colour = line.tone ? TONE_COLOURS[line.tone] : 'gray';
              return (
                <Table.Tr key={line.kpiName} data-testid="summary-row" data-kpi={line.kpiName} data-tone={line.tone ?? 'none'}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6} wrap="nowrap">
                      <span>{t(line.labelKey)}</span>
                      {line.reversed && (
                        <Tooltip label={t('history.score.lowerIsBetter')}>
                          <span
                            role="img"
                            aria-label={t('history.score.lowerIsBetter')}
                            style={{ display: 'inline-flex', color: 'var(--mantine-color-gray-7)' }}
                          >
                            <IconArrowDown size={14} aria-hidden />
                          </span>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td data-testid="summary-figure" style={{ whiteSpace: 'nowrap' }}>
                    {line.applicable ? (
                      <FigureText figure={line.figure} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('history.score.notApplicable')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {line.applicable && line.tone ? (
                      <Group gap="sm" wrap="nowrap">
                        <Progress value={barValue(line)} color={colour} size="md" radius="xl" style={{ flex: 1 }} aria-hidden />
                        <Text size="sm" fw={600} miw={56} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="summary-score">
                          {percent(barValue(line))}
                        </Text>
                        <BandBadge tone={line.tone} />
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('common.none')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{percent(line.weight)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      <StepReviewList steps={steps} />
    </Stack>
  );
}
