import { Accordion, Alert, Badge, Button, Group, List, Paper, Progress, RingProgress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconAward, IconChartBar, IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KpiEvidenceRow, KpiResultRow, ScenarioScoreReply, StepReview, UnscriptedScoreItemRow } from '@switchboard/contracts';
import { EVIDENCE_KEYS, UNSCRIPTED_SCORE_LABELS } from '../logic/evidence-keys';
import { KPI_LABEL_KEYS } from '../logic/kpi-labels';
import { barValue, isReversedKpi, TONE_COLOURS, type ResultLevel } from '../logic/result';
import { findingLine } from '../logic/step-findings';
import { StepReviewList } from './step-review-list';

const TONE_LABELS = {
  good: 'practice.chat.score.tone.good',
  fair: 'practice.chat.score.tone.fair',
  poor: 'practice.chat.score.tone.poor',
} as const;
const UNIT_KEYS = {
  points: 'practice.chat.score.unit.points',
  percent: 'practice.chat.score.unit.percent',
  wpm: 'practice.chat.score.unit.wpm',
  count: 'practice.chat.score.unit.count',
} as const;
export const RESULT_KEYS: Readonly<Record<ResultLevel, { title: string; line: string }>> = {
  exceptional: { title: 'practice.chat.result.exceptionalTitle', line: 'practice.chat.result.exceptionalLine' },
  average: { title: 'practice.chat.result.averageTitle', line: 'practice.chat.result.averageLine' },
};

const round = (n: number) => Math.round(n * 10) / 10;

type ReviewsByStep = ReadonlyMap<string, StepReview>;

/**
 * One piece of evidence: the advisor's own words as said, then what the engine saw, in the advisor's
 * language; a step never matched also says the first thing its replies lacked.
 */
function EvidenceLine({ evidence, reviews }: { evidence: KpiEvidenceRow; reviews?: ReviewsByStep }) {
  const { t } = useTranslation();
  const first = evidence.code === 'no_match' && evidence.stepId ? reviews?.get(evidence.stepId)?.findings[0] : undefined;
  const lacked = first ? findingLine(first) : null;
  return (
    <>
      {evidence.phrase && (
        <Text span fs="italic" fw={500}>
          “{evidence.phrase}”{' '}
        </Text>
      )}
      <Text span data-testid="evidence-text" data-code={evidence.code}>
        {t(EVIDENCE_KEYS[evidence.code], evidence.values)}
        {lacked && <> — {t(lacked.key, lacked.values)}</>}
      </Text>
      {evidence.turn !== null && (
        <Text span size="xs" c="dimmed">
          {' '}
          · {t('practice.chat.score.reply', { number: evidence.turn + 1 })}
        </Text>
      )}
    </>
  );
}

/** An item of the unscripted score list: the engine's translated by key, the LLM rubric's as it wrote them. */
function UnscriptedItem({ item }: { item: UnscriptedScoreItemRow }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="unscripted-item" data-source={item.source}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {item.source === 'engine' ? t(UNSCRIPTED_SCORE_LABELS[item.key]) : item.label}
        </Text>
        <Text size="sm" fw={700}>
          {round(item.score)}
        </Text>
      </Group>
      {item.source === 'engine' ? (
        <List spacing={4} size="sm" c="dimmed" icon={<IconQuote size={12} aria-hidden />}>
          {item.evidence.map((evidence, index) => (
            <List.Item key={index}>
              <EvidenceLine evidence={evidence} />
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
      )}
    </Paper>
  );
}

function KpiRow({ kpi, reviews }: { kpi: KpiResultRow; reviews: ReviewsByStep }) {
  const { t } = useTranslation();
  const colour = kpi.band ? TONE_COLOURS[kpi.band.tone] : 'gray';
  const label = t(KPI_LABEL_KEYS[kpi.kpiName]);
  // A reversed KPI's percent is the share of replies it happened in; said bare, '0 %' beside 'Strong' reads wrong.
  const reversed = isReversedKpi(kpi.kpiName);
  const valueKey = reversed && kpi.unit === 'percent' ? 'practice.chat.score.unit.percentOfReplies' : UNIT_KEYS[kpi.unit];
  return (
    <Accordion.Item value={kpi.kpiName} data-testid="kpi-row" data-kpi={kpi.kpiName} data-tone={kpi.band?.tone ?? 'none'}>
      <Accordion.Control>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {label}
              </Text>
              {reversed && (
                <IconArrowDown
                  size={14}
                  role="img"
                  aria-label={t('history.score.lowerIsBetter')}
                  color="var(--mantine-color-gray-7)"
                  style={{ flexShrink: 0 }}
                />
              )}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="kpi-value">
                {t(valueKey, { value: round(kpi.value) })}
              </Text>
              {kpi.band && (
                <Badge size="sm" variant="light" color={colour} style={{ flexShrink: 0 }} data-testid="kpi-band">
                  {t(TONE_LABELS[kpi.band.tone])}
                </Badge>
              )}
            </Group>
          </Group>
          <Progress value={barValue(kpi)} color={colour} size="sm" radius="xl" aria-hidden />
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('practice.chat.score.weight', { weight: round(kpi.weight) })}
          </Text>
          {kpi.evidence.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('practice.chat.score.noEvidence')}
            </Text>
          ) : (
            <List spacing={6} size="sm" icon={<IconQuote size={14} aria-hidden />} data-testid="kpi-evidence">
              {kpi.evidence.map((evidence, index) => (
                <List.Item key={index}>
                  <EvidenceLine evidence={evidence} reviews={reviews} />
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * The score of a finished chat (roleplay.md §4 Scored finish): the result, then every KPI with its evidence.
 * The title is the server's level, the one every other screen shows; `revealed` is the line the bot says.
 */
export function ScoreBlock({ score, revealed }: { score: ScenarioScoreReply; revealed: string }) {
  const { t } = useTranslation();
  const level = score.overall.level;
  const overallColour = TONE_COLOURS[score.overall.band.tone];
  const kpis = score.kpis.filter((k) => k.applicable && k.kpiName !== 'overall_weighted_score' && k.kpiName !== 'total_score');
  const steps = score.steps ?? [];
  const reviews: ReviewsByStep = new Map(steps.map((s) => [s.stepId, s]));
  return (
    <Paper withBorder radius="md" p="lg" data-testid="score-block" data-level={level}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={44} radius="xl" variant="light" color={level === 'exceptional' ? 'teal' : 'yellow'} aria-hidden>
              {level === 'exceptional' ? <IconAward size={24} /> : <IconChartBar size={24} />}
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={3} size="h4" data-testid="result-title">
                {t(RESULT_KEYS[level].title)}
              </Title>
              <Text size="sm" c="dimmed" data-testid="result-line">
                {revealed}
              </Text>
            </Stack>
          </Group>
          <RingProgress
            size={92}
            thickness={9}
            roundCaps
            sections={[{ value: Math.min(100, Math.max(0, score.overAllScoreWeightage)), color: overallColour }]}
            label={
              <Text ta="center" fw={700} size="lg" data-testid="overall-score">
                {t('practice.chat.score.unit.percent', { value: Math.round(score.overAllScoreWeightage) })}
              </Text>
            }
            aria-label={t('practice.chat.score.overall', { value: Math.round(score.overAllScoreWeightage) })}
          />
        </Group>
        <StepReviewList steps={steps} />
        {kpis.length > 0 && (
          <Accordion multiple variant="separated" radius="md" chevronPosition="right" data-testid="kpi-list">
            {kpis.map((kpi) => (
              <KpiRow key={kpi.kpiName} kpi={kpi} reviews={reviews} />
            ))}
          </Accordion>
        )}
        {score.unscriptedScore.length > 0 && (
          <Stack gap="xs" data-testid="unscripted-score">
            <Title order={4} size="h6">
              {t('practice.chat.unscripted.title')}
            </Title>
            {score.unscriptedScore.map((item) => (
              <UnscriptedItem key={item.source === 'engine' ? item.key : `llm-${item.label}`} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Finishing failed (the score could not be fetched): say so and offer to try again. */
export function ScoreFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('practice.chat.score.failedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t('practice.chat.score.failed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} data-testid="retry-score">
          {t('practice.chat.score.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
