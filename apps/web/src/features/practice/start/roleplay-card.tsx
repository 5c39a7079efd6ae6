import { ActionIcon, Badge, Button, Card, Checkbox, Group, Loader, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconHeadset, IconMessageCircle, IconPlayerPlay, IconSparkles, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseVoiceSetting, type UsecaseCard } from '@switchboard/contracts';
import type { PracticeTab } from '../practice-logic';
import { bookmarkState, startDisabled } from '../practice-logic';
import { languageLabel } from './language-label';

interface RoleplayCardProps {
  card: UsecaseCard;
  tab: PracticeTab;
  inProgress: boolean;
  onBookmark: () => void;
  /** Per-card Start Practice; absent while heroes select several. */
  onStart?: () => void;
  starting?: boolean;
  /** Heroes' multi-select on the Assigned chat or voice list. */
  selection?: { selected: boolean; onToggle: () => void };
}

/**
 * One roleplay: name, type icon, badges, description, its tick box and Start Practice (roleplay.md §2). The tick box
 * adds it to Assigned under All Roleplays and makes it a favourite under Assigned: two things, so two names.
 */
export function RoleplayCard({ card, tab, inProgress, onBookmark, onStart, starting = false, selection }: RoleplayCardProps) {
  const { t, i18n } = useTranslation();
  const bookmark = bookmarkState(card, tab, inProgress);
  const voice = card.type === 2;
  // A language-free roleplay the user bookmarked speaks the language they chose then.
  const spokenLanguage = card.language ?? (card.selectedVoice ? parseVoiceSetting(card.selectedVoice)?.languageCd : null);
  const bookmarkLabel =
    tab === 'all' ? t('practice.card.bookmarkNamed', { name: card.name }) : t('practice.card.favouriteNamed', { name: card.name });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="roleplay-card"
      data-usecase-id={card.id}
      h="100%"
      style={
        selection?.selected
          ? { borderColor: 'var(--mantine-color-brand-5)', boxShadow: '0 0 0 1px var(--mantine-color-brand-5)' }
          : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              variant="light"
              color={voice ? 'grape' : 'brand'}
              size="lg"
              radius="md"
              role="img"
              aria-label={voice ? t('practice.types.voice') : t('practice.types.chat')}
            >
              {voice ? <IconHeadset size={20} aria-hidden /> : <IconMessageCircle size={20} aria-hidden />}
            </ThemeIcon>
            <Title order={3} size="h5" lh={1.3}>
              {card.name}
            </Title>
          </Group>
          {inProgress ? (
            <Loader size={18} role="status" aria-label={t('practice.card.bookmarkSaving')} data-testid="bookmark-spinner" />
          ) : (
            <Checkbox
              label={tab === 'all' ? t('practice.card.bookmark') : t('practice.card.favourite')}
              aria-label={bookmarkLabel}
              checked={bookmark.checked}
              disabled={bookmark.disabled}
              onChange={onBookmark}
              // Under All Roleplays the box puts the roleplay under Assigned (a plain tick); under Assigned it is a favourite (a star).
              icon={tab === 'all' ? undefined : ({ className }) => <IconStar className={className} aria-hidden />}
              labelPosition="left"
              size="sm"
              styles={{ label: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)', whiteSpace: 'nowrap' } }}
              data-testid="bookmark"
            />
          )}
        </Group>

        <Group gap={6}>
          <Badge variant="light" color="gray" size="sm">
            {spokenLanguage ? languageLabel(spokenLanguage, i18n.language) : t('practice.card.anyLanguage')}
          </Badge>
          <Badge variant="light" color="gray" size="sm">
            {card.inboundEnabled ? t('practice.card.inbound') : t('practice.card.outbound')}
          </Badge>
          {card.scripted ? (
            <Badge variant="light" color="teal" size="sm">
              {t('practice.card.scripted')}
            </Badge>
          ) : (
            <Group gap={2} wrap="nowrap">
              <Badge variant="light" color="violet" size="sm">
                {t('practice.card.unscripted')}
              </Badge>
              <Tooltip
                label={t('practice.card.genAiDisclaimer')}
                multiline
                w={280}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <ActionIcon
                  variant="subtle"
                  color="violet"
                  size="sm"
                  aria-label={t('practice.card.genAiDisclaimer')}
                  data-testid="gen-ai-disclaimer"
                >
                  <IconSparkles size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
          {card.batchName && card.assignedVia === 'batch' && (
            <Badge variant="outline" color="brand" size="sm">
              {card.batchName}
            </Badge>
          )}
        </Group>

        <Text size="sm" c="dimmed" lineClamp={4}>
          {card.description || t('practice.card.defaultDescription')}
        </Text>
        <div style={{ flex: 1 }} />
        {card.customerName && (
          <Text size="xs" c="dimmed">
            {t('practice.card.customer', { name: card.customerName })}
          </Text>
        )}
        {bookmark.assignedByTrainer && (
          <Text size="xs" c="dimmed">
            {t('practice.card.assignedByTrainer')}
          </Text>
        )}
        {tab === 'all' && !card.isValidForSelfRegistration && !card.assigned && (
          <Text size="xs" c="dimmed">
            {t('practice.card.notOpen')}
          </Text>
        )}

        <Group justify="flex-end" gap="sm" mt="auto">
          {selection && (
            <Checkbox
              label={t('practice.card.select')}
              aria-label={t('practice.card.selectNamed', { name: card.name })}
              checked={selection.selected}
              onChange={selection.onToggle}
              data-testid="select-roleplay"
              mr="auto"
            />
          )}
          {onStart && (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              disabled={startDisabled(card, tab, inProgress)}
              loading={starting}
              onClick={onStart}
              aria-label={t('practice.card.startNamed', { name: card.name })}
              data-testid="start-practice"
            >
              {t('practice.card.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
