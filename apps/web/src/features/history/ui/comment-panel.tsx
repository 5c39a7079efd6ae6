import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, clampComment, commentPanel } from '../logic/score-rules';

interface CommentPanelProps {
  savedComment: string | null;
  reviewed: boolean;
  /** Who reviewed and when, once known. */
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** The viewer may review this session. */
  reviewer: boolean;
  saving: boolean;
  onSubmit: (value: { comment: string; isReviewed: boolean }) => void;
}

/**
 * The Comments tab (roleplay.md §4–§5): a saved comment is shown read-only; otherwise the reviewer
 * writes up to 200 characters (the counter turns red at the limit) and ticks Reviewed to submit.
 */
export function CommentPanel({ savedComment, reviewed, reviewedBy, reviewedAt, reviewer, saving, onSubmit }: CommentPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [ticked, setTicked] = useState(reviewed);
  const [seenReviewed, setSeenReviewed] = useState(reviewed);
  if (seenReviewed !== reviewed) {
    setSeenReviewed(reviewed);
    setTicked(reviewed);
  }
  const rules = commentPanel({ savedComment, alreadyReviewed: reviewed, draft, reviewedTicked: ticked, saving, reviewer });
  const hasComment = savedComment !== null && savedComment.trim() !== '';

  const reviewedLine =
    reviewed && reviewedBy ? (
      <Group gap={6} data-testid="reviewed-by">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          {reviewedAt
            ? t('history.comments.reviewedByOn', { name: reviewedBy, date: reviewedAt })
            : t('history.comments.reviewedBy', { name: reviewedBy })}
        </Text>
      </Group>
    ) : null;

  if (rules.readOnly) {
    return (
      <Stack gap="sm" data-testid="comment-panel" data-readonly="true">
        {hasComment ? (
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Group gap="xs" mb={6}>
              <IconMessage size={16} aria-hidden />
              <Text size="sm" fw={600}>
                {t('history.comments.trainerComment')}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="saved-comment">
              {savedComment}
            </Text>
          </Paper>
        ) : (
          <Alert variant="light" color="gray" data-testid="no-comment">
            {t('history.comments.none')}
          </Alert>
        )}
        <Checkbox label={t('history.comments.reviewed')} checked={reviewed} disabled readOnly data-testid="reviewed-checkbox" />
        {reviewedLine}
      </Stack>
    );
  }

  return (
    <form
      noValidate
      data-testid="comment-panel"
      data-readonly="false"
      onSubmit={(event) => {
        event.preventDefault();
        if (!rules.submitDisabled) onSubmit({ comment: draft.trim(), isReviewed: ticked });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('history.comments.label')}
          description={t('history.comments.help')}
          placeholder={t('history.comments.placeholder')}
          autosize
          minRows={3}
          maxRows={8}
          value={draft}
          disabled={saving}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(event) => setDraft(clampComment(event.currentTarget.value))}
          data-testid="comment-input"
        />
        <Text
          size="xs"
          ta="right"
          c={rules.atLimit ? 'red.8' : 'dimmed'}
          fw={rules.atLimit ? 700 : undefined}
          aria-live="polite"
          data-testid="comment-counter"
          data-at-limit={rules.atLimit}
        >
          {t('history.comments.counter', { used: rules.length, limit: COMMENT_MAX_LENGTH })}
        </Text>
        <Checkbox
          label={t('history.comments.reviewed')}
          checked={ticked}
          disabled={rules.checkboxDisabled}
          onChange={(event) => setTicked(event.currentTarget.checked)}
          data-testid="reviewed-checkbox"
        />
        {reviewedLine}
        <Group justify="flex-end">
          <Button type="submit" disabled={rules.submitDisabled} loading={saving} data-testid="submit-comment">
            {t('history.comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
