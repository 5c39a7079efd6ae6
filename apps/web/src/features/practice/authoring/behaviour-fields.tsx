import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VISIBILITY_IDS, type RoleplayType, type VisibilityId } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { practiceKeys } from '../practice-logic';
import { roleplayApi } from '../roleplay-api';
import { VISIBILITY_KEYS } from './authoring-keys';
import type { Draft } from './editor-state';
import type { FieldErrors } from './form-errors';

interface SectionProps {
  draft: Draft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<Draft>) => void;
}

/** Name, description, type, library membership and self-registration. */
export function DetailsFields({ draft, errors, disabled, onChange, typeLocked }: SectionProps & { typeLocked: boolean }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const verticals = group.account.verticalId;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('roleplayAuthoring.details.name')}
        required
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
        data-testid="usecase-name"
      />
      <Textarea
        label={t('roleplayAuthoring.details.description')}
        description={t('roleplayAuthoring.details.descriptionHint')}
        autosize
        minRows={2}
        value={draft.description ?? ''}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
        disabled={disabled}
      />
      <Group gap="xl" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="usecase-type-label">
            {t('roleplayAuthoring.details.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="usecase-type-label"
            value={String(draft.type)}
            onChange={(value) => onChange({ type: Number(value) as RoleplayType })}
            data={[
              { value: '1', label: t('practice.types.chat') },
              { value: '2', label: t('practice.types.voice') },
            ]}
            disabled={disabled || typeLocked}
            data-testid="usecase-type"
          />
          {typeLocked && (
            <Text size="xs" c="dimmed">
              {t('roleplayAuthoring.details.typeLocked')}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="usecase-direction-label">
            {t('roleplayAuthoring.details.direction')}
          </Text>
          <SegmentedControl
            aria-labelledby="usecase-direction-label"
            value={draft.inboundEnabled ? 'in' : 'out'}
            onChange={(value) => onChange({ inboundEnabled: value === 'in' })}
            data={[
              { value: 'in', label: t('practice.card.inbound') },
              { value: 'out', label: t('practice.card.outbound') },
            ]}
            disabled={disabled}
          />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch
          label={t('roleplayAuthoring.details.generic')}
          description={t('roleplayAuthoring.details.genericHint')}
          checked={draft.genericUsecase}
          onChange={(event) =>
            onChange({
              genericUsecase: event.currentTarget.checked,
              verticalId: event.currentTarget.checked ? (draft.verticalId ?? verticals[0] ?? null) : null,
            })
          }
          disabled={disabled}
        />
        <Select
          label={t('roleplayAuthoring.details.vertical')}
          data={verticals}
          value={draft.verticalId}
          onChange={(value) => onChange({ verticalId: value })}
          disabled={disabled || !draft.genericUsecase}
          error={errors.verticalId}
          allowDeselect={false}
        />
        <Switch
          label={t('roleplayAuthoring.details.selfRegistration')}
          description={t('roleplayAuthoring.details.selfRegistrationHint')}
          checked={draft.selfRegistration}
          onChange={(event) => onChange({ selfRegistration: event.currentTarget.checked })}
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** What the advisor sees and how answers are judged. */
export function BehaviourFields({ draft, errors, disabled, onChange }: SectionProps) {
  const { t } = useTranslation();
  const flag = (key: 'nluEnabled' | 'liveTranscript' | 'realTimeFeedback' | 'voiceBotVisibility', label: string, description: string) => (
    <Switch
      label={label}
      description={description}
      checked={draft[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
      disabled={disabled}
    />
  );
  return (
    <Stack gap="md">
      <Switch
        label={t('roleplayAuthoring.behaviour.scripted')}
        description={t('roleplayAuthoring.behaviour.scriptedHint')}
        checked={draft.scripted}
        onChange={(event) => onChange({ scripted: event.currentTarget.checked })}
        disabled={disabled}
        data-testid="usecase-scripted"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {flag('nluEnabled', t('roleplayAuthoring.behaviour.nlu'), t('roleplayAuthoring.behaviour.nluHint'))}
        {flag('realTimeFeedback', t('roleplayAuthoring.behaviour.realTimeFeedback'), t('roleplayAuthoring.behaviour.realTimeFeedbackHint'))}
        {flag('liveTranscript', t('roleplayAuthoring.behaviour.liveTranscript'), t('roleplayAuthoring.behaviour.liveTranscriptHint'))}
        {flag(
          'voiceBotVisibility',
          t('roleplayAuthoring.behaviour.voiceBotVisibility'),
          t('roleplayAuthoring.behaviour.voiceBotVisibilityHint'),
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('roleplayAuthoring.behaviour.visibility')}
          data={VISIBILITY_IDS.map((id) => ({ value: String(id), label: t(VISIBILITY_KEYS[id]) }))}
          value={String(draft.visibilityId)}
          onChange={(value) => value && onChange({ visibilityId: Number(value) as VisibilityId })}
          allowDeselect={false}
          disabled={disabled}
        />
        <NumberInput
          label={t('roleplayAuthoring.behaviour.threshold')}
          description={t('roleplayAuthoring.behaviour.thresholdHint')}
          min={0}
          max={100}
          suffix="%"
          allowDecimal={false}
          value={draft.threshold}
          onChange={(value) => onChange({ threshold: typeof value === 'number' ? value : 0 })}
          error={errors.threshold}
          disabled={disabled}
        />
        <NumberInput
          label={t('roleplayAuthoring.behaviour.maxRetryCount')}
          description={t('roleplayAuthoring.behaviour.maxRetryCountHint')}
          min={0}
          max={10}
          allowDecimal={false}
          value={draft.maxRetryCount}
          onChange={(value) => onChange({ maxRetryCount: typeof value === 'number' ? value : 0 })}
          error={errors.maxRetryCount}
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  );
}

const ANY = '';

/** The bot's language (or the advisor's choice) and its voice from the group's voice configuration. */
export function LanguageFields({ draft, errors, disabled, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const voices = useQuery({
    queryKey: practiceKeys.voices(group.groupId),
    queryFn: ({ signal }) => roleplayApi.voices(signal),
    staleTime: 5 * 60_000,
  });
  const forLanguage = (voices.data ?? []).filter((v) => v.languageCd === draft.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('roleplayAuthoring.language.language')}
        description={t('roleplayAuthoring.language.languageHint')}
        data={[
          { value: ANY, label: t('roleplayAuthoring.language.advisorChooses') },
          ...(voices.data ?? []).map((v) => ({ value: v.languageCd, label: v.languageNm })),
        ]}
        value={draft.language ?? ANY}
        onChange={(value) => onChange({ language: value ? value : null, selectedVoice: null })}
        allowDeselect={false}
        disabled={disabled || !voices.isSuccess}
        error={errors.language}
        searchable
        data-testid="usecase-language"
      />
      <Select
        label={t('roleplayAuthoring.language.voice')}
        description={draft.language ? t('roleplayAuthoring.language.voiceHint') : t('roleplayAuthoring.language.voiceAdvisor')}
        data={forLanguage.map((v) => ({ value: v.voiceSetting, label: `${v.voiceNm} · ${v.providerTTS} / ${v.providerSTT}` }))}
        value={draft.selectedVoice ?? forLanguage[0]?.voiceSetting ?? null}
        onChange={(value) => onChange({ selectedVoice: value })}
        disabled={disabled || !draft.language}
        error={errors.selectedVoice}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
