import { Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BATCH_LIMITS, type BatchCreateBody, type RoleplayType } from '@switchboard/contracts';
import type { FieldErrors } from './form-errors';

export type BatchDraft = BatchCreateBody;

interface BatchFormProps {
  value: BatchDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<BatchDraft>) => void;
  /** The type is chosen once, when the batch is created. */
  typeEditable: boolean;
}

/** A batch's rules (roleplay.md §3): size of a session, guidance, target, release delay and idle thresholds. */
export function BatchForm({ value, errors, onChange, typeEditable }: BatchFormProps) {
  const { t } = useTranslation();
  const number = (key: 'numOfAssessment' | 'intervalInSeconds', min: number, max: number) => ({
    min,
    max,
    allowDecimal: false,
    value: value[key],
    onChange: (next: string | number) => onChange({ [key]: typeof next === 'number' ? next : min }),
    error: errors[key],
  });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('roleplayAuthoring.batch.name')}
        required
        value={value.batchName}
        onChange={(event) => onChange({ batchName: event.currentTarget.value })}
        error={errors.batchName}
        data-testid="batch-name"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="batch-type-label">
          {t('roleplayAuthoring.batch.type')}
        </Text>
        <Group>
          <SegmentedControl
            aria-labelledby="batch-type-label"
            value={String(value.type)}
            onChange={(next) => onChange({ type: Number(next) as RoleplayType })}
            data={[
              { value: '1', label: t('practice.types.chat') },
              { value: '2', label: t('practice.types.voice') },
            ]}
            disabled={!typeEditable}
          />
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('roleplayAuthoring.batch.numOfAssessment')}
          description={t('roleplayAuthoring.batch.numOfAssessmentHint')}
          {...number('numOfAssessment', 1, BATCH_LIMITS.maxAssessments)}
        />
        <NumberInput
          label={t('roleplayAuthoring.batch.trainingTarget')}
          description={t('roleplayAuthoring.batch.trainingTargetHint')}
          min={0}
          max={100}
          suffix="%"
          allowDecimal={false}
          value={value.trainingTarget ?? ''}
          onChange={(next) => onChange({ trainingTarget: typeof next === 'number' ? next : null })}
          error={errors.trainingTarget}
        />
      </SimpleGrid>
      <Switch
        label={t('roleplayAuthoring.batch.guided')}
        description={t('roleplayAuthoring.batch.guidedHint')}
        checked={value.guided}
        onChange={(event) => onChange({ guided: event.currentTarget.checked })}
      />
      <Switch
        label={t('roleplayAuthoring.batch.delay')}
        description={t('roleplayAuthoring.batch.delayHint')}
        checked={value.isDelayRequired}
        onChange={(event) => onChange({ isDelayRequired: event.currentTarget.checked })}
        data-testid="batch-delay"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={t('roleplayAuthoring.batch.interval')}
          suffix=" s"
          disabled={!value.isDelayRequired}
          {...number('intervalInSeconds', 1, BATCH_LIMITS.maxIntervalSeconds)}
        />
        <NumberInput
          label={t('roleplayAuthoring.batch.idleWarning')}
          description={t('roleplayAuthoring.batch.idleWarningHint')}
          suffix=" s"
          min={1}
          max={BATCH_LIMITS.maxIdleSeconds}
          allowDecimal={false}
          value={value.idleTimeOption1.optionOneFrom}
          onChange={(next) =>
            onChange({ idleTimeOption1: { ...value.idleTimeOption1, optionOneFrom: typeof next === 'number' ? next : 1 } })
          }
          error={errors['idleTimeOption1.optionOneFrom']}
        />
        <NumberInput
          label={t('roleplayAuthoring.batch.idleDanger')}
          description={t('roleplayAuthoring.batch.idleDangerHint')}
          suffix=" s"
          min={2}
          max={BATCH_LIMITS.maxIdleSeconds}
          allowDecimal={false}
          value={value.idleTimeOption1.optionOneTo}
          onChange={(next) => onChange({ idleTimeOption1: { ...value.idleTimeOption1, optionOneTo: typeof next === 'number' ? next : 2 } })}
          error={errors['idleTimeOption1.optionOneTo']}
        />
      </SimpleGrid>
    </Stack>
  );
}
