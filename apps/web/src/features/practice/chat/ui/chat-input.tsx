import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { idleTypingTimer, measureTyping, onTyping, type TypingMeasure } from '../logic/typing-speed';

interface ChatInputProps {
  disabled: boolean;
  busy: boolean;
  customerName: string;
  /** Resolves true when the answer was taken; false puts the text back. */
  onSend: (text: string, typing: TypingMeasure) => Promise<boolean>;
  /** Any keystroke is activity: the idle timer starts over. */
  onActivity: () => void;
}

const block = (event: ClipboardEvent) => event.preventDefault();

/**
 * The single-line 'type here' box (roleplay.md §2): Enter sends, input trimmed, empty ignored; copy,
 * cut and paste are blocked; the typing-speed timer starts with the first character and resets when
 * the box is cleared.
 */
export function ChatInput({ disabled, busy, customerName, onSend, onActivity }: ChatInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const timer = useRef(idleTypingTimer);

  const submit = async () => {
    const text = value.trim();
    if (text === '' || disabled) return;
    const typing = measureTyping(timer.current, text, Date.now());
    setValue('');
    timer.current = idleTypingTimer;
    const taken = await onSend(text, typing);
    if (!taken) setValue((current) => (current === '' ? text : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <TextInput
      data-testid="chat-input"
      value={value}
      disabled={disabled}
      placeholder={t('practice.chat.typeHere')}
      aria-label={t('practice.chat.replyTo', { name: customerName })}
      autoComplete="off"
      size="md"
      radius="xl"
      onChange={(event) => {
        const next = event.currentTarget.value;
        timer.current = onTyping(timer.current, next, Date.now());
        setValue(next);
        onActivity();
      }}
      onKeyDown={onKeyDown}
      onCopy={block}
      onCut={block}
      onPaste={block}
      onDrop={(event) => event.preventDefault()}
      rightSectionWidth={44}
      rightSection={
        busy ? (
          <Loader size="xs" aria-label={t('practice.chat.sending')} />
        ) : (
          <ActionIcon
            variant="filled"
            radius="xl"
            size="md"
            aria-label={t('practice.chat.send')}
            disabled={disabled || value.trim() === ''}
            onClick={() => void submit()}
            data-testid="chat-send"
          >
            <IconSend2 size={16} aria-hidden />
          </ActionIcon>
        )
      }
    />
  );
}
