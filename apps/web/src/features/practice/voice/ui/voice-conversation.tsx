import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConversationEntry, PromptUtterance } from '@switchboard/contracts';
import { conversationLines } from '../../chat/logic/chat-state';
import type { VisibilityFlags } from '../../chat/logic/visibility';
import { Coaching, ConversationLog, systemTextKey } from '../../chat/ui/chat-conversation';
import classes from '../../chat/ui/chat.module.css';
import { CustomerTyping } from '../../chat/ui/customer-typing';

interface VoiceConversationProps {
  entries: ConversationEntry[];
  customerName: string;
  flags: VisibilityFlags;
  /** The bot is working on a reply (typing dots, labelled Customer). */
  botWorking: boolean;
  canSayAgain: boolean;
  onSayAgain: (text: string) => void;
  /** Index of the customer line asking the current question: a select-one one can be answered by its options. */
  currentIndex: number;
  canChoose: boolean;
  onChoose: (chip: PromptUtterance) => void;
}

const time = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
};

/**
 * The call's conversation (roleplay.md §2): each message with its sender (the customer's name or
 * 'Advisor'), timestamp and text, the prompt chips of a customer line and 'Say Again' to hear it again.
 */
export function VoiceConversation(props: VoiceConversationProps) {
  const { entries, customerName, flags, botWorking, canSayAgain, onSayAgain, currentIndex, canChoose, onChoose } = props;
  const { t, i18n } = useTranslation();

  return (
    <ConversationLog
      label={t('practice.voice.conversationWith', { name: customerName })}
      height={{ max: 420, min: 240 }}
      scrollKey={`${entries.length}:${botWorking}`}
    >
      {conversationLines(entries).map(({ index, entry, chosen }) => {
        const stamp = time(entry.timestamp, i18n.language);
        if (entry.type === 'user') {
          return (
            <Stack key={index} gap={2} align="flex-end" data-testid="advisor-message">
              <Text size="xs" c="dimmed">
                {t('practice.voice.advisor')} · {stamp}
              </Text>
              <Box className={`${classes.bubble} ${flags.canShowUserResponse ? classes.advisor : classes.masked}`}>
                {flags.canShowUserResponse ? entry.message : t('practice.chat.responseHidden')}
              </Box>
              <Coaching hint={entry.hint} modelAnswer={entry.modelAnswer} />
            </Stack>
          );
        }
        const systemKey = entry.systemCode !== null || entry.botMessageKey !== null ? systemTextKey(entry) : null;
        if ((entry.systemCode !== null || entry.botMessageKey !== null) && !systemKey) return null;
        const text = systemKey ? t(systemKey) : entry.message;
        const shown = systemKey !== null || flags.canShowQuestions;
        const chips = systemKey === null && (entry.isSelectOneQuestion || flags.canShowAnswers) ? entry.promptUtterances : [];
        return (
          <Stack key={index} gap={6} align="flex-start" data-testid={systemKey ? 'system-message' : 'customer-message'}>
            <Text size="xs" c="dimmed">
              {customerName} · {stamp}
            </Text>
            <Box className={`${classes.bubble} ${systemKey ? classes.notice : shown ? classes.customer : classes.masked}`}>
              {shown ? (
                <>
                  {text}
                  {systemKey && entry.hint && (
                    <Text size="sm" fw={500} mt={4} data-testid="match-hint">
                      {entry.hint}
                    </Text>
                  )}
                </>
              ) : (
                <Group gap={6} wrap="nowrap">
                  <IconEyeOff size={14} aria-hidden />
                  <span>{t('practice.chat.questionHidden')}</span>
                </Group>
              )}
            </Box>
            {chips.length > 0 && entry.isSelectOneQuestion && index === currentIndex && chosen === null ? (
              <Group gap={6} role="group" aria-label={t('practice.chat.selectOne')} data-testid="answer-chips">
                {chips.map((chip) => (
                  <Button
                    key={chip.id}
                    size="compact-sm"
                    radius="xl"
                    variant="outline"
                    disabled={!canChoose}
                    onClick={() => onChoose(chip)}
                  >
                    {chip.text}
                  </Button>
                ))}
              </Group>
            ) : (
              chips.length > 0 && (
                <Group gap={6} role="list" aria-label={t('practice.chat.suggestedAnswers')} data-testid="prompt-chips">
                  {chips.map((chip) => (
                    <Badge
                      key={chip.id}
                      role="listitem"
                      variant={chosen === chip.text ? 'filled' : 'outline'}
                      radius="xl"
                      tt="none"
                      fw={500}
                      size="lg"
                    >
                      {chip.text}
                    </Badge>
                  ))}
                </Group>
              )
            )}
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconVolume size={14} aria-hidden />}
              disabled={!canSayAgain}
              onClick={() => onSayAgain(text)}
              data-testid="say-again"
            >
              {t('practice.voice.sayAgain')}
            </Button>
          </Stack>
        );
      })}
      {botWorking && (
        <CustomerTyping label={t('practice.voice.customerWorking', { name: customerName })} caption={t('practice.voice.customer')} />
      )}
    </ConversationLog>
  );
}
