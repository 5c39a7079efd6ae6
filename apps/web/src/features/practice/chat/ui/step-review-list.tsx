import { Badge, Blockquote, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StepReview } from '@switchboard/contracts';
import { STEP_KIND_KEYS } from '../../authoring/authoring-keys';
import { findingLine, outcomeLine } from '../logic/step-findings';

const STATUS_COLOURS: Readonly<Record<StepReview['status'], string>> = { matched: 'yellow', failed: 'red', unanswered: 'gray' };

/**
 * "What to work on": each step a reply was refused at, or never reached, with what the refused replies
 * lacked — the trainer's key points and must-nots and the values given — and, for a step missed for
 * good, the model answer the server sends (in the roleplay's language, as the trainer wrote it).
 */
export function StepReviewList({ steps }: { steps: readonly StepReview[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="step-review" component="section" aria-labelledby="step-review-title">
      <Title order={4} size="h6" id="step-review-title">
        {t('practice.chat.review.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('practice.chat.review.intro')}
      </Text>
      {steps.map((step) => {
        const outcome = outcomeLine(step);
        return (
          <Paper key={step.stepId} withBorder radius="md" p="sm" data-testid="step-review-item" data-status={step.status}>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text size="sm" fw={600}>
                {t('practice.chat.review.step', { position: step.position, kind: t(STEP_KIND_KEYS[step.kind]) })}
              </Text>
              <Badge variant="light" color={STATUS_COLOURS[step.status]} style={{ flexShrink: 0 }}>
                {t(outcome.key, outcome.values)}
              </Badge>
            </Group>
            {step.findings.length > 0 ? (
              <List spacing={4} size="sm" mt={6} icon={<IconPointFilled size={12} aria-hidden />} data-testid="step-findings">
                {step.findings.map((finding, index) => {
                  const line = findingLine(finding);
                  return (
                    <List.Item key={index} data-code={finding.code}>
                      {t(line.key, line.values)}
                    </List.Item>
                  );
                })}
              </List>
            ) : (
              step.status !== 'unanswered' && (
                <Text size="sm" c="dimmed" mt={6}>
                  {t('practice.chat.review.noDetails')}
                </Text>
              )
            )}
            {step.modelAnswer && (
              <Blockquote color="teal" p="xs" mt={8} icon={null} data-testid="step-model-answer">
                <Text size="xs" fw={600} c="dimmed">
                  {t('practice.chat.review.modelAnswer')}
                </Text>
                <Text size="sm" fs="italic">
                  {step.modelAnswer}
                </Text>
              </Blockquote>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
