import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MOODS, USECASE_LIMITS, type CustomerFact, type CustomerMood } from '@switchboard/contracts';
import type { Draft } from './editor-state';
import { errorUnder, type FieldErrors } from './form-errors';

interface PersonaFieldsProps {
  draft: Draft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<Draft>) => void;
}

const NEW_FACT: CustomerFact = { label: '', value: '', knownBy: 'customer', reveal: 'whenAsked', acceptable: false, phrasings: [] };
const MOOD_KEYS: Record<CustomerMood, string> = {
  calm: 'roleplayAuthoring.persona.moodCalm',
  frustrated: 'roleplayAuthoring.persona.moodFrustrated',
  angry: 'roleplayAuthoring.persona.moodAngry',
};

/**
 * The customer persona: who the advisor talks to, what the customer wants and objects to, and the
 * facts of the case, each known by the customer (said in the opening or when asked) or by the
 * company (never said by the customer; the ones marked as resolving the issue are the key).
 */
export function PersonaFields({ draft, errors, disabled, onChange }: PersonaFieldsProps) {
  const { t } = useTranslation();
  const text = (key: 'customerName' | 'customerSince' | 'customerAddress') => ({
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.value }),
    error: errors[key],
    disabled,
  });
  const facts = draft.customerFacts;
  const setFact = (index: number, patch: Partial<CustomerFact>) =>
    onChange({ customerFacts: facts.map((f, i) => (i === index ? { ...f, ...patch } : f)) });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('roleplayAuthoring.persona.name')}
          description={t('roleplayAuthoring.persona.nameHint')}
          {...text('customerName')}
          data-testid="customer-name"
        />
        <NumberInput
          label={t('roleplayAuthoring.persona.age')}
          min={USECASE_LIMITS.minAge}
          max={USECASE_LIMITS.maxAge}
          allowDecimal={false}
          value={draft.customerAge ?? ''}
          onChange={(value) => onChange({ customerAge: typeof value === 'number' ? value : null })}
          error={errors.customerAge}
          disabled={disabled}
        />
        <TextInput
          label={t('roleplayAuthoring.persona.since')}
          placeholder={t('roleplayAuthoring.persona.sincePlaceholder')}
          {...text('customerSince')}
        />
      </SimpleGrid>
      <TextInput label={t('roleplayAuthoring.persona.address')} {...text('customerAddress')} />
      <Textarea
        label={t('roleplayAuthoring.persona.issue')}
        description={t('roleplayAuthoring.persona.issueHint')}
        autosize
        minRows={2}
        value={draft.customerIssueDescription ?? ''}
        onChange={(event) => onChange({ customerIssueDescription: event.currentTarget.value })}
        error={errors.customerIssueDescription}
        disabled={disabled}
        data-testid="customer-issue"
      />
      <TextInput
        label={t('roleplayAuthoring.persona.style')}
        description={t('roleplayAuthoring.persona.styleHint')}
        value={draft.customerSpeakingStyle ?? ''}
        onChange={(event) => onChange({ customerSpeakingStyle: event.currentTarget.value })}
        error={errors.customerSpeakingStyle}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('roleplayAuthoring.persona.goal')}
          description={t('roleplayAuthoring.persona.goalHint')}
          value={draft.customerGoal ?? ''}
          onChange={(event) => onChange({ customerGoal: event.currentTarget.value })}
          error={errors.customerGoal}
          disabled={disabled}
          style={{ gridColumn: 'span 2' }}
          data-testid="customer-goal"
        />
        <Select
          label={t('roleplayAuthoring.persona.mood')}
          data={[
            { value: '', label: t('roleplayAuthoring.persona.moodFromStyle') },
            ...CUSTOMER_MOODS.map((m) => ({ value: m, label: t(MOOD_KEYS[m]) })),
          ]}
          value={draft.customerMood ?? ''}
          onChange={(value) => onChange({ customerMood: value ? (value as CustomerMood) : null })}
          allowDeselect={false}
          disabled={disabled}
        />
      </SimpleGrid>
      <Textarea
        label={t('roleplayAuthoring.persona.objections')}
        description={t('roleplayAuthoring.persona.objectionsHint')}
        autosize
        minRows={2}
        value={draft.customerObjections.join('\n')}
        onChange={(event) => onChange({ customerObjections: event.currentTarget.value.split('\n').slice(0, USECASE_LIMITS.maxObjections) })}
        error={errors.customerObjections ?? errorUnder(errors, 'customerObjections')}
        disabled={disabled}
        data-testid="customer-objections"
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('roleplayAuthoring.persona.facts')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('roleplayAuthoring.persona.factsHint')} {t('roleplayAuthoring.persona.factsModelHint')}
        </Text>
        {facts.map((fact, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('roleplayAuthoring.persona.factLabelNamed', { n: index + 1 })}
              placeholder={t('roleplayAuthoring.persona.factLabel')}
              value={fact.label}
              onChange={(event) => setFact(index, { label: event.currentTarget.value })}
              error={errorUnder(errors, `customerFacts.${index}.label`)}
              disabled={disabled}
              w={220}
            />
            <TextInput
              aria-label={t('roleplayAuthoring.persona.factValueNamed', { n: index + 1 })}
              placeholder={t('roleplayAuthoring.persona.factValue')}
              value={fact.value}
              onChange={(event) => setFact(index, { value: event.currentTarget.value })}
              error={errorUnder(errors, `customerFacts.${index}.value`)}
              disabled={disabled}
              style={{ flex: 1 }}
            />
            <Select
              aria-label={t('roleplayAuthoring.persona.knownByNamed', { n: index + 1 })}
              data={[
                { value: 'customer', label: t('roleplayAuthoring.persona.knownByCustomer') },
                { value: 'company', label: t('roleplayAuthoring.persona.knownByCompany') },
              ]}
              value={fact.knownBy}
              onChange={(value) => setFact(index, { knownBy: value === 'company' ? 'company' : 'customer' })}
              allowDeselect={false}
              disabled={disabled}
              w={150}
            />
            {fact.knownBy === 'customer' ? (
              <Select
                aria-label={t('roleplayAuthoring.persona.revealNamed', { n: index + 1 })}
                data={[
                  { value: 'opening', label: t('roleplayAuthoring.persona.revealOpening') },
                  { value: 'whenAsked', label: t('roleplayAuthoring.persona.revealWhenAsked') },
                ]}
                value={fact.reveal}
                onChange={(value) => setFact(index, { reveal: value === 'opening' ? 'opening' : 'whenAsked' })}
                allowDeselect={false}
                disabled={disabled}
                w={190}
              />
            ) : (
              <Checkbox
                mt={8}
                w={190}
                label={t('roleplayAuthoring.persona.acceptable')}
                checked={fact.acceptable}
                onChange={(event) => setFact(index, { acceptable: event.currentTarget.checked })}
                disabled={disabled}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={6}
              aria-label={t('roleplayAuthoring.persona.removeFactNamed', { n: index + 1 })}
              disabled={disabled}
              onClick={() => onChange({ customerFacts: facts.filter((_, i) => i !== index) })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled || facts.length >= USECASE_LIMITS.maxFacts}
            onClick={() => onChange({ customerFacts: [...facts, { ...NEW_FACT }] })}
          >
            {t('roleplayAuthoring.persona.addFact')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
