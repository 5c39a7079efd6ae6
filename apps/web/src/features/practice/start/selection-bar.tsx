import { useId } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  total: number;
  selected: number;
  /** numOfAssessment of the hero's batch; null while it is being fetched. */
  required: number | null;
  /** More of the list is still loading: Select All waits for the whole list. */
  loading: boolean;
  batchName: string | null;
  starting: boolean;
  onSelectAll: (all: boolean) => void;
  onStart: () => void;
}

/** Heroes' multi-select (roleplay.md §5): Select All, and Start Practice once numOfAssessment are chosen. */
export function SelectionBar({ total, selected, required, loading, batchName, starting, onSelectAll, onStart }: SelectionBarProps) {
  const { t } = useTranslation();
  const needed = required ?? 0;
  const all = total > 0 && selected === total;
  const reasonId = useId();
  // Why Start Practice is disabled, once the batch's rule is known: a session needs `required` roleplays.
  const missing = required === null ? 0 : Math.max(required, 1) - selected;
  return (
    <Paper withBorder p="sm" radius="md" mb="md" data-testid="selection-bar">
      <Group justify="space-between" gap="md">
        <Group gap="lg">
          <Checkbox
            label={t('practice.selection.selectAll')}
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={total === 0 || loading}
            onChange={() => onSelectAll(!all)}
            data-testid="select-all"
          />
          <Text size="sm" aria-live="polite" data-testid="selection-count">
            {batchName
              ? t('practice.selection.countInBatch', { selected, required: needed, batch: batchName })
              : t('practice.selection.count', { selected, required: needed })}
            {required !== null && selected > required && ` ${t('practice.selection.randomNote', { required })}`}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {missing > 0 && (
            <Text size="sm" c="dimmed" id={reasonId} data-testid="start-disabled-reason">
              {t('practice.selection.needMore', { count: missing })}
            </Text>
          )}
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={required === null || missing > 0}
            loading={starting}
            onClick={onStart}
            aria-describedby={missing > 0 ? reasonId : undefined}
            data-testid="start-selected"
          >
            {t('practice.card.start')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
