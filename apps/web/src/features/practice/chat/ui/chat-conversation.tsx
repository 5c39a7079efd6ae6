import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Chip, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConversationEntry, PracticeBotKey, PromptUtterance } from '@switchboard/contracts';
import { conversationLines, type ConversationLine } from '../logic/chat-state';
import type { VisibilityFlags } from '../logic/visibility';
import { useWordReveal } from '../hooks/use-word-reveal';
import { CustomerTyping } from './customer-typing';
import classes from './chat.module.css';

/** Bot message keys of roleplay.md §8 and their text; blank ones show nothing. */
const BOT_TEXT: Readonly<Record<PracticeBotKey, string | null>> = {
  agentcustomer: 'practice.chat.bot.agentcustomer',
  usecasenotconfigured: 'practice.chat.bot.usecasenotconfigured',
  selectfirst: 'practice.chat.bot.selectfirst',
  internetconnectivityissue: 'practice.chat.bot.internetconnectivityissue',
  notrespond: 'practice.chat.bot.notrespond',
  selectone: 'practice.chat.bot.selectone',
  notsutablans: 'practice.chat.bot.notMatching',
  trainingcomplete: null,
};

/** The text key of a system message: a non-matching answer to a select-one question asks to select one. */
export function systemTextKey(entry: Pick<ConversationEntry, 'botMessageKey' | 'isSelectOneQuestion'>): string | null {
  if (!entry.botMessageKey) return null;
  if (entry.botMessageKey === 'notsutablans' && entry.isSelectOneQuestion) return BOT_TEXT.selectone;
  return BOT_TEXT[entry.botMessageKey];
}

const time = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
};

interface ConversationProps {
  entries: ConversationEntry[];
  customerName: string;
  flags: VisibilityFlags;
  /** Unscripted chats reveal live bot text word by word from this index. */
  wordByWordFrom: number | null;
  /** Index of the line asking the current question: only its chips can be picked. */
  currentIndex: number;
  chipsEnabled: boolean;
  onChip: (chip: PromptUtterance) => void;
  customerTyping: boolean;
  starting: boolean;
}

/** What a step failed for good missed, and a model answer: already in the roleplay's language. */
export function Coaching({ hint, modelAnswer }: { hint?: string | null; modelAnswer?: string | null }) {
  if (!hint && !modelAnswer) return null;
  return (
    <Box className={`${classes.bubble} ${classes.notice}`} data-testid="step-coaching">
      {hint && <Text size="sm">{hint}</Text>}
      {modelAnswer && (
        <Text size="sm" fs="italic" mt={hint ? 4 : 0}>
          {modelAnswer}
        </Text>
      )}
    </Box>
  );
}

function Revealed({ text, live }: { text: string; live: boolean }) {
  const { shown } = useWordReveal(text, live);
  return <>{shown}</>;
}

function Line({
  line,
  customerName,
  flags,
  live,
  interactive,
  onChip,
}: { line: ConversationLine; live: boolean; interactive: boolean } & Pick<ConversationProps, 'customerName' | 'flags' | 'onChip'>) {
  const { t, i18n } = useTranslation();
  const { entry, chosen } = line;
  const stamp = time(entry.timestamp, i18n.language);

  if (entry.type === 'user') {
    return (
      <Stack gap={2} align="flex-end" data-testid="advisor-message">
        <Text size="xs" c="dimmed">
          {t('practice.chat.you')} · {stamp}
        </Text>
        <Box className={`${classes.bubble} ${flags.canShowUserResponse ? classes.advisor : classes.masked}`}>
          {flags.canShowUserResponse ? entry.message : t('practice.chat.responseHidden')}
        </Box>
        <Coaching hint={entry.hint} modelAnswer={entry.modelAnswer} />
      </Stack>
    );
  }

  if (entry.systemCode !== null || entry.botMessageKey !== null) {
    const key = systemTextKey(entry);
    if (!key) return null;
    return (
      <Group justify="center" data-testid="system-message">
        <Box className={`${classes.bubble} ${classes.notice}`} role="status">
          <Text size="sm">{t(key)}</Text>
          {entry.hint && (
            <Text size="sm" fw={500} mt={4} data-testid="match-hint">
              {entry.hint}
            </Text>
          )}
        </Box>
      </Group>
    );
  }

  const options = entry.isSelectOneQuestion || flags.canShowAnswers ? entry.promptUtterances : [];
  const chosenId = chosen === null ? null : (entry.promptUtterances.find((u) => u.text === chosen)?.id ?? null);
  return (
    <Stack gap={6} align="flex-start" data-testid="customer-message">
      <Text size="xs" c="dimmed">
        {customerName} · {stamp}
      </Text>
      <Box className={`${classes.bubble} ${flags.canShowQuestions ? classes.customer : classes.masked}`}>
        {flags.canShowQuestions ? (
          <Revealed text={entry.message} live={live} />
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconEyeOff size={14} aria-hidden />
            <span>{t('practice.chat.questionHidden')}</span>
          </Group>
        )}
      </Box>
      {options.length > 0 && (
        <Chip.Group multiple={false} value={chosenId === null ? null : String(chosenId)}>
          <Group
            gap={6}
            role="group"
            aria-label={entry.isSelectOneQuestion ? t('practice.chat.selectOne') : t('practice.chat.suggestedAnswers')}
            data-testid="answer-chips"
          >
            {options.map((chip) => {
              // The pick stays in full colour (a disabled chip would grey its mark out); the others grey out.
              const picked = chip.id === chosenId;
              return (
                <Chip
                  key={chip.id}
                  value={String(chip.id)}
                  size="sm"
                  radius="xl"
                  variant={picked ? 'filled' : 'outline'}
                  disabled={!picked && (!interactive || chosen !== null)}
                  data-chosen={picked}
                  onChange={() => {
                    if (interactive && chosen === null) onChip(chip);
                  }}
                >
                  {chip.text}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
      )}
    </Stack>
  );
}

/**
 * The scrolling log both practice screens show the conversation in: keyboard-scrollable, announced
 * politely, kept scrolled to the newest line whenever `scrollKey` changes.
 */
export function ConversationLog(props: {
  label: string;
  height: { max: number | string; min: number | string };
  scrollKey: string;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [props.scrollKey]);
  return (
    <ScrollArea.Autosize
      mah={props.height.max}
      viewportRef={viewport}
      viewportProps={{ tabIndex: 0 }}
      className={classes.conversation}
      type="auto"
      offsetScrollbars
    >
      <Stack gap="md" p="md" mih={props.height.min} role="log" aria-live="polite" aria-label={props.label} data-testid="conversation">
        {props.children}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * The chat log fills the window's height below the top bar, page header, customer details and answer box
 * (about 411 px of them, the page's bottom margin included), so the pane ends near the bottom of the window
 * instead of above an empty band; never under 280 px. The log's own lines start 14 px shorter than the frame
 * (the frame pads its content by 12 px for a scroll bar, plus its border), so an unfilled log shows no scroll bar.
 */
const CHAT_LOG_HEIGHT = { max: 'max(280px, calc(100dvh - 411px))', min: 'max(266px, calc(100dvh - 425px))' };

/** The scrolling conversation: customer bubbles with chips, the advisor's replies, system notices. */
export function ChatConversation(props: ConversationProps) {
  const { t } = useTranslation();
  const { entries, customerName, wordByWordFrom, currentIndex, customerTyping, starting } = props;
  const lines = conversationLines(entries);

  return (
    <ConversationLog
      label={t('practice.chat.conversationWith', { name: customerName })}
      height={CHAT_LOG_HEIGHT}
      scrollKey={`${entries.length}:${customerTyping}`}
    >
      {starting && entries.length === 0 && (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('practice.chat.starting')} />
        </Group>
      )}
      {lines.map((line) => (
        <Line
          key={line.index}
          line={line}
          customerName={customerName}
          flags={props.flags}
          live={wordByWordFrom !== null && line.index >= wordByWordFrom}
          interactive={line.index === currentIndex && props.chipsEnabled}
          onChip={props.onChip}
        />
      ))}
      {customerTyping && <CustomerTyping label={t('practice.chat.customerTyping', { name: customerName })} />}
    </ConversationLog>
  );
}
