import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showsTextBox, textBoxDisabled, currentQuestionIndex, type ChatItem } from '../logic/chat-state';
import { finishLineLevel } from '../logic/result';
import { visibilityFlags } from '../logic/visibility';
import { useWordReveal } from '../hooks/use-word-reveal';
import type { ChatPractice } from '../hooks/use-chat-practice';
import { ChatConversation } from './chat-conversation';
import { ChatInput } from './chat-input';
import { CustomerDetails } from './customer-details';
import { RESULT_KEYS, ScoreBlock, ScoreFailed } from './score-block';

interface ChatSlideProps {
  item: ChatItem;
  selectedId: string | null;
  practice: Pick<ChatPractice, 'send' | 'choose' | 'retryFinish' | 'resetIdle'>;
}

function Score({ item, onRetry }: { item: ChatItem; onRetry: () => void }) {
  const { t } = useTranslation();
  const score = item.score;
  const level = score ? finishLineLevel(score.overAllScoreWeightage, item.assessment.scripted) : 'average';
  const { shown } = useWordReveal(t(RESULT_KEYS[level].line), score !== null);
  if (item.finishFailed) return <ScoreFailed onRetry={onRetry} />;
  if (!score) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="scoring">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('practice.chat.score.scoring')}</Text>
        </Group>
      </Paper>
    );
  }
  return <ScoreBlock score={score} revealed={shown} />;
}

/** One chat of the carousel: customer details, the conversation, the score, the 'type here' box. */
export function ChatSlide({ item, selectedId, practice }: ChatSlideProps) {
  const id = item.assessment.id;
  const flags = visibilityFlags(item.session?.visibilityId ?? item.assessment.visibilityId);
  const name = item.assessment.additionalCustomerData.name;
  const finished = item.phase === 'finishing' || item.phase === 'completed';
  return (
    <Stack gap="md" data-testid="chat-slide" data-chat={id} data-phase={item.phase}>
      <CustomerDetails assessment={item.assessment} />
      <ChatConversation
        entries={item.conversation}
        customerName={name}
        flags={flags}
        wordByWordFrom={item.assessment.scripted ? null : item.liveFrom}
        currentIndex={currentQuestionIndex(item)}
        chipsEnabled={item.phase === 'active' && !item.inFlight && id === selectedId}
        onChip={(chip) => void practice.choose(id, chip)}
        customerTyping={item.inFlight}
        starting={item.phase === 'starting'}
      />
      {finished && <Score item={item} onRetry={() => practice.retryFinish(id)} />}
      {showsTextBox(item, selectedId) && (
        <ChatInput
          disabled={textBoxDisabled(item)}
          busy={item.inFlight}
          customerName={name}
          onSend={(text, typing) => practice.send(id, text, typing)}
          onActivity={() => practice.resetIdle(id)}
        />
      )}
    </Stack>
  );
}
