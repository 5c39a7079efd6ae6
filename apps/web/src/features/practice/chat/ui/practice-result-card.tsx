import { Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../logic/chat-state';
import { resultLevel } from '../logic/result';
import { RESULT_KEYS } from './score-block';

/** The end-of-practice result card: every chat's overall score and result, and the session's average. */
export function PracticeResultCard({ items }: { items: ChatItem[] }) {
  const { t } = useTranslation();
  const scored = items.filter((i) => i.score !== null);
  const average = scored.length === 0 ? 0 : scored.reduce((sum, i) => sum + i.score!.overAllScoreWeightage, 0) / scored.length;
  const level = resultLevel(average);
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="practice-result" data-level={level}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color={level === 'exceptional' ? 'teal' : 'yellow'} variant="light" aria-hidden>
            <IconFlag size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t('practice.chat.result.completeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(RESULT_KEYS[level].line)}
            </Text>
          </Stack>
          <Stack gap={0} ml="auto" align="flex-end">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('practice.chat.result.average')}
            </Text>
            <Text fw={800} size="xl" data-testid="practice-average">
              {t('practice.chat.score.unit.percent', { value: Math.round(average) })}
            </Text>
          </Stack>
        </Group>
        <Table verticalSpacing="xs" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('practice.session.columns.roleplay')}</Table.Th>
              <Table.Th scope="col">{t('practice.session.columns.customer')}</Table.Th>
              <Table.Th scope="col">{t('practice.chat.result.score')}</Table.Th>
              <Table.Th scope="col">{t('practice.chat.result.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const score = item.score?.overAllScoreWeightage ?? 0;
              // A chat's level is the server's, as on every other screen; an unscored one is average.
              const itemLevel = item.score?.overall.level ?? 'average';
              return (
                <Table.Tr key={item.assessment.id}>
                  <Table.Td>{item.assessment.name}</Table.Td>
                  <Table.Td>{item.assessment.additionalCustomerData.name}</Table.Td>
                  <Table.Td>{t('practice.chat.score.unit.percent', { value: Math.round(score) })}</Table.Td>
                  <Table.Td>{t(RESULT_KEYS[itemLevel].title)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button component={Link} to="/dashboard/engage" variant="light" data-testid="practice-done">
            {t('practice.session.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
