import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USECASE_LIMITS } from '@switchboard/contracts';
import type { Draft } from './editor-state';
import { errorUnder, type FieldErrors } from './form-errors';

interface PersonaFieldsProps {
  draft: Draft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<Draft>) => void;
}

/** The customer persona (roleplay.md §3): who the advisor talks to, and the facts the customer knows. */
export function PersonaFields({ draft, errors, disabled, onChange }: PersonaFieldsProps) {
  const { t } = useTranslation();
  const text = (key: 'customerName' | 'customerSince' | 'customerAddress') => ({
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.value }),
    error: errors[key],
    disabled,
  });
  const facts = draft.customerFacts;
  const setFact = (index: number, patch: Partial<{ label: string; value: string }>) =>
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
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('roleplayAuthoring.persona.facts')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('roleplayAuthoring.persona.factsHint')}
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
            onClick={() => onChange({ customerFacts: [...facts, { label: '', value: '' }] })}
          >
            {t('roleplayAuthoring.persona.addFact')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
