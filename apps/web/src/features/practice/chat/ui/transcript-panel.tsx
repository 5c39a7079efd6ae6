import { Divider, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranscriptEntry } from '@switchboard/contracts';

/** The Transcript tab (roleplay.md §2): prompt, response given and the recommended answer(s) of each step. */
export function TranscriptPanel({ entries, completed }: { entries: TranscriptEntry[]; completed: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="transcript">
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('practice.chat.transcript.empty')}
        </Text>
      )}
      {entries.map((entry, index) => (
        <Paper key={index} withBorder radius="md" p="sm" data-testid="transcript-entry">
          <Stack gap={6}>
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('practice.chat.transcript.prompt')}
              </Text>
              <Text size="sm">{entry.question}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('practice.chat.transcript.given')}
              </Text>
              <Text size="sm">{entry.givenResponse}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('practice.chat.transcript.recommended')}
              </Text>
              <List size="sm" spacing={2}>
                {entry.recommendedAnswer.map((answer) => (
                  <List.Item key={answer}>{answer}</List.Item>
                ))}
              </List>
            </div>
          </Stack>
        </Paper>
      ))}
      {completed && <Divider label={t('practice.chat.transcript.ended')} labelPosition="center" data-testid="transcript-ended" />}
    </Stack>
  );
}
