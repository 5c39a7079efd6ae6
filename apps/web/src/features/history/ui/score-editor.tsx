import { useState } from 'react';
import { ActionIcon, Badge, Group, TextInput, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCORE_RANGE, parseScore } from '../logic/score-rules';

interface ScoreEditorProps {
  score: number;
  /** Editable here: the message allows it, the session is not reviewed and the viewer reviews it. */
  editable: boolean;
  saving: boolean;
  /** Saves a new score; the parent shows the outcome. */
  onSave: (score: number) => void;
  /** Closing without saving (Cancel, Escape, or confirming the same score). */
  onCancel: () => void;
  /** The message the score belongs to, for the accessible names. */
  messageNumber: number;
}

/**
 * A message's score (roleplay.md §4 Score editing): a badge, or a button that opens a small editor
 * where only whole numbers 0–5 can be typed — anything else is ignored (§5).
 */
export function ScoreEditor({ score, editable, saving, onSave, onCancel, messageNumber }: ScoreEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const label = t('history.chat.scoreOf', { score, max: SCORE_RANGE.max });

  if (!editable) {
    return (
      <Badge variant="light" color="gray" radius="sm" data-testid="message-score">
        {label}
      </Badge>
    );
  }

  if (draft === null) {
    return (
      <Tooltip label={t('history.chat.editScore')} withArrow>
        <UnstyledButton onClick={() => setDraft(String(score))} data-testid="edit-score">
          <Badge
            variant="outline"
            color="brand"
            radius="sm"
            rightSection={<IconPencil size={12} aria-hidden />}
            style={{ cursor: 'pointer' }}
            data-testid="message-score"
          >
            {label}
          </Badge>
          {/* The visible score starts the button's name, then what it does (WCAG 2.5.3). */}
          <VisuallyHidden>{t('history.chat.editScoreOf', { number: messageNumber })}</VisuallyHidden>
        </UnstyledButton>
      </Tooltip>
    );
  }

  const close = () => setDraft(null);
  const cancel = () => {
    close();
    onCancel();
  };
  const confirm = () => {
    const value = parseScore(draft);
    close();
    if (value === null || value === score) onCancel();
    else onSave(value);
  };

  return (
    <Group gap={4} wrap="nowrap" data-testid="score-editor">
      <TextInput
        size="xs"
        w={64}
        inputMode="numeric"
        autoFocus
        value={draft}
        disabled={saving}
        aria-label={t('history.chat.scoreInput', { number: messageNumber, min: SCORE_RANGE.min, max: SCORE_RANGE.max })}
        data-testid="score-input"
        onChange={(event) => {
          const text = event.currentTarget.value;
          // Out-of-range or non-integer input is ignored (roleplay.md §5): the field keeps its value.
          if (text === '' || parseScore(text) !== null) setDraft(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            confirm();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
      />
      <ActionIcon
        variant="filled"
        color="teal"
        size="md"
        onClick={confirm}
        disabled={saving || draft === ''}
        aria-label={t('history.chat.saveScore')}
        data-testid="save-score"
      >
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        onClick={cancel}
        disabled={saving}
        aria-label={t('history.chat.cancelScore')}
        data-testid="cancel-score"
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
