import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrmForm as CrmFormConfig } from '@switchboard/contracts';
import {
  canSubmit,
  counterText,
  crmStillOwed,
  inputsDisabled,
  invalidFields,
  textareaMaxLength,
  textareaRows,
  type CrmSubmissionState,
  type CrmValues,
} from '../logic/crm-validation';

interface CrmFormProps {
  form: CrmFormConfig;
  values: CrmValues;
  crm: CrmSubmissionState;
  completed: boolean;
  onChange: (values: CrmValues) => void;
  onSubmit: () => void;
}

/**
 * The CRM form (roleplay.md §2, §5): fields from the configuration, every one required, textareas with a
 * live used/limit counter; submit disabled when invalid, submitting or submitted; inputs read-only once
 * submitted. A chat or call that ended first keeps the form open and says it is still to be sent.
 */
export function CrmForm({ form, values, crm, completed, onChange, onSubmit }: CrmFormProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const invalid = new Set(invalidFields(form.fields, values));
  const disabled = inputsDisabled(crm);
  const submittable = canSubmit(invalid.size === 0 && form.fields.length > 0, crm);
  const set = (control: string, value: string | string[]) => onChange({ ...values, [control]: value });
  const touch = (control: string) => setTouched((prev) => (prev.has(control) ? prev : new Set(prev).add(control)));
  const errorOf = (control: string) => (touched.has(control) && invalid.has(control) ? t('practice.chat.crm.required') : undefined);

  return (
    <form
      noValidate
      aria-labelledby="crm-form-title"
      data-testid="crm-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(new Set(form.fields.map((f) => f.control)));
        if (submittable) onSubmit();
      }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3} size="h5" id="crm-form-title">
            {form.label}
          </Title>
          {crm.isCrmSubmitted && (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />} data-testid="crm-submitted">
              {t('practice.chat.crm.submittedBadge')}
            </Badge>
          )}
        </Group>
        {crmStillOwed(crm, completed) && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status" data-testid="crm-owed">
            {t('practice.chat.crm.stillOwed')}
          </Alert>
        )}
        {form.fields.map((field) => {
          const value = values[field.control];
          const text = typeof value === 'string' ? value : '';
          const common = {
            label: field.label,
            required: true,
            disabled,
            error: errorOf(field.control),
            'data-testid': `crm-${field.control}`,
          };
          switch (field.type) {
            case 'text':
              return (
                <TextInput
                  key={field.control}
                  {...common}
                  value={text}
                  maxLength={field.maxLength ?? undefined}
                  onChange={(e) => set(field.control, e.currentTarget.value)}
                  onBlur={() => touch(field.control)}
                />
              );
            case 'textarea': {
              const limit = textareaMaxLength(field);
              return (
                <Stack key={field.control} gap={2}>
                  <Textarea
                    {...common}
                    value={text}
                    maxLength={limit}
                    rows={textareaRows(field)}
                    autosize={false}
                    onChange={(e) => set(field.control, e.currentTarget.value)}
                    onBlur={() => touch(field.control)}
                    aria-describedby={`crm-counter-${field.control}`}
                  />
                  <Text
                    id={`crm-counter-${field.control}`}
                    size="xs"
                    ta="right"
                    c={text.length >= limit ? 'red.8' : 'dimmed'}
                    aria-live="polite"
                    data-testid={`crm-counter-${field.control}`}
                  >
                    {counterText(field, text)}
                  </Text>
                </Stack>
              );
            }
            case 'select':
              return (
                <Select
                  key={field.control}
                  {...common}
                  value={text === '' ? null : text}
                  data={field.options}
                  placeholder={t('practice.chat.crm.choose')}
                  comboboxProps={{ withinPortal: true }}
                  onChange={(next) => {
                    set(field.control, next ?? '');
                    touch(field.control);
                  }}
                />
              );
            case 'radio':
              return (
                <Radio.Group
                  key={field.control}
                  {...common}
                  value={text}
                  onChange={(next) => {
                    set(field.control, next);
                    touch(field.control);
                  }}
                >
                  <Group gap="md" mt={6}>
                    {field.options.map((option) => (
                      <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
                    ))}
                  </Group>
                </Radio.Group>
              );
            case 'checkbox':
              return (
                <Checkbox.Group
                  key={field.control}
                  {...common}
                  value={Array.isArray(value) ? value : []}
                  onChange={(next) => {
                    set(field.control, next);
                    touch(field.control);
                  }}
                >
                  <Group gap="md" mt={6}>
                    {field.options.map((option) => (
                      <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled} />
                    ))}
                  </Group>
                </Checkbox.Group>
              );
          }
        })}
        <Group justify="flex-end">
          <Button type="submit" disabled={!submittable} loading={crm.isCrmInProgress} data-testid="crm-submit">
            {t('practice.chat.crm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
