import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HistoryMessage } from '@switchboard/contracts';
import { systemTextKey } from '../../practice/chat/ui/chat-conversation';
import classes from '../../practice/chat/ui/chat.module.css';
import { canEditScore } from '../logic/score-rules';
import { ScoreEditor } from './score-editor';
import { historyTimestamp } from '../history-api';

interface ChatTranscriptionTabProps {
  messages: readonly HistoryMessage[];
  customerName: string;
  advisorName: string;
  /** The viewer may edit editable scores of this session now. */
  canEditScores: boolean;
  /** The message whose score is being saved. */
  savingId: string | null;
  exporting: boolean;
  onEditScore: (message: HistoryMessage, score: number) => void;
  onCancelScore: () => void;
  onExport: () => void;
}

/**
 * The Chat Transcription tab (roleplay.md §2, §4): the conversation in the browser's time zone, each
 * scored advisor reply with its 0–5 score, editable where allowed; CSV export of the whole conversation.
 */
export function ChatTranscriptionTab(props: ChatTranscriptionTabProps) {
  const { t } = useTranslation();
  const { messages, customerName, advisorName } = props;
  let reply = 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {props.canEditScores ? t('history.chat.editHelp') : t('history.chat.readOnlyHelp')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          loading={props.exporting}
          onClick={props.onExport}
          data-testid="export-csv"
        >
          {t('history.chat.exportCsv')}
        </Button>
      </Group>
      <Box className={classes.conversation} p="md">
        <Stack gap="md" role="list" aria-label={t('history.chat.conversation')} data-testid="history-conversation">
          {messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('history.chat.empty')}
            </Text>
          )}
          {messages.map((message) => {
            const stamp = historyTimestamp(message.createdDate);
            if (message.systemCode !== null || message.botMessageKey !== null) {
              const key = systemTextKey({ botMessageKey: message.botMessageKey, isSelectOneQuestion: false });
              // Blank system keys (training complete, …) show nothing, as in the practice chat.
              if (!key && message.chatScript.trim() === '') return null;
              return (
                <Group key={message.id} justify="center" role="listitem" data-testid="history-system-message">
                  <Box className={`${classes.bubble} ${classes.notice}`}>
                    <Text size="sm">{key ? t(key) : message.chatScript}</Text>
                  </Box>
                </Group>
              );
            }
            if (message.sender === 'system') {
              return (
                <Stack key={message.id} gap={2} align="flex-start" role="listitem" data-testid="history-customer-message">
                  <Text size="xs" c="dimmed">
                    {customerName} · {stamp}
                  </Text>
                  <Box className={`${classes.bubble} ${classes.customer}`}>{message.chatScript}</Box>
                </Stack>
              );
            }
            reply += 1;
            const editable = canEditScore(message, props.canEditScores);
            const changed = message.score !== null && message.engineScore !== null && message.score !== message.engineScore;
            return (
              <Stack
                key={message.id}
                gap={4}
                align="flex-end"
                role="listitem"
                data-testid="history-advisor-message"
                data-message-id={message.id}
              >
                <Text size="xs" c="dimmed">
                  {advisorName} · {stamp}
                </Text>
                <Box className={`${classes.bubble} ${classes.advisor}`}>{message.chatScript}</Box>
                {message.score !== null && (
                  <Group gap={6} wrap="nowrap">
                    {changed && (
                      <Text size="xs" c="dimmed" data-testid="engine-score">
                        {t('history.chat.engineScore', { score: message.engineScore })}
                      </Text>
                    )}
                    {props.savingId === message.id && <Loader size="xs" aria-label={t('history.chat.savingScore')} />}
                    <ScoreEditor
                      score={message.score}
                      editable={editable && props.savingId === null}
                      saving={props.savingId === message.id}
                      messageNumber={reply}
                      onSave={(score) => props.onEditScore(message, score)}
                      onCancel={props.onCancelScore}
                    />
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
