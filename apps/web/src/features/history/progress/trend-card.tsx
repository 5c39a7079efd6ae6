import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { directionOf, type Direction, type seriesOf, type Trend } from './progress-logic';
import { TrendChart } from './trend-chart';

const DIRECTION: Readonly<Record<Direction, { colour: string; key: string; icon: React.ReactNode }>> = {
  better: { colour: 'teal', key: 'history.progress.better', icon: <IconArrowUpRight size={12} aria-hidden /> },
  worse: { colour: 'red', key: 'history.progress.worse', icon: <IconArrowDownRight size={12} aria-hidden /> },
  flat: { colour: 'gray', key: 'history.progress.flat', icon: <IconArrowRight size={12} aria-hidden /> },
};

/** One KPI's trend: its name, sessions and average, whether it improved, and the line over time. */
export function TrendCard({ trend, label, points }: { trend: Trend; label: string; points: ReturnType<typeof seriesOf> }) {
  const { t } = useTranslation();
  const direction = DIRECTION[directionOf(trend)];
  const change = Math.round(trend.change);
  return (
    <Paper withBorder radius="md" p="md" data-testid="trend-card" data-kpi={trend.kpiName}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        {/* The title wraps and the trend keeps its whole word ('Melhorou +11', not 'Melhoro…'). */}
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h6">
            {label}
          </Title>
          <Text size="xs" c="dimmed">
            {t('history.progress.cardFacts', { sessions: trend.sessions, average: Math.round(trend.average) })}
          </Text>
          {/* Forbidden words and idle time fall as the advisor improves: said in words, as the score and Score Summary say it. */}
          {trend.reversed && (
            <Group gap={4} wrap="nowrap" c="gray.7" data-testid="lower-is-better">
              <IconArrowDown size={12} aria-hidden />
              <Text size="xs">{t('history.score.lowerIsBetter')}</Text>
            </Group>
          )}
        </div>
        <Badge variant="light" color={direction.colour} leftSection={direction.icon} style={{ flexShrink: 0 }}>
          {t(direction.key, { change: change > 0 ? `+${change}` : String(change) })}
        </Badge>
      </Group>
      <TrendChart
        label={label}
        points={points}
        colour={trend.kpiName === 'overall' ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-indigo-6)'}
      />
    </Paper>
  );
}
