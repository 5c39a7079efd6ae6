import { useState } from 'react';
import { ActionIcon, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KBOT_LIMITS } from '@switchboard/contracts';
import { kbotApi } from './kbot-api';
import { KbotAnswerView } from './kbot-answer';

/** The ask box and KBot's last answer; `compact` (widget, side panel) shows fewer passages, clamped. */
export function KbotAsk({ compact = false, idPrefix }: { compact?: boolean; idPrefix: string }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const ask = useMutation({ mutationFn: (text: string) => kbotApi.ask(text) });
  const submit = () => {
    const text = question.trim();
    if (text && !ask.isPending) ask.mutate(text);
  };
  return (
    <Stack gap="sm">
      <form
        role="search"
        aria-label={t('kbot.askLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('kbot.askLabel')}
            placeholder={t('kbot.askPlaceholder')}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={KBOT_LIMITS.questionMaxLength}
            style={{ flex: 1 }}
            size={compact ? 'sm' : 'md'}
            data-testid="kbot-question"
          />
          <ActionIcon
            type="submit"
            size={compact ? 36 : 42}
            aria-label={t('kbot.ask')}
            disabled={!question.trim()}
            loading={ask.isPending}
            data-testid="kbot-ask"
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </form>
      <div aria-live="polite" aria-busy={ask.isPending}>
        {ask.isPending && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('kbot.thinking')}
            </Text>
          </Group>
        )}
        {ask.data && !ask.isPending && <KbotAnswerView answer={ask.data} maxPassages={compact ? 3 : undefined} idPrefix={idPrefix} />}
      </div>
    </Stack>
  );
}
