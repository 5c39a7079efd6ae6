import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrmFormDataReply } from '@switchboard/contracts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { historyTimestamp } from '../history-api';

type CrmFieldData = CrmFormDataReply['fields'][number];

/** What the advisor chose, as the form showed it: an option's label, not its stored value. */
export function crmValueText(field: CrmFieldData): string {
  const label = (value: string) => field.options.find((o) => o.value === value)?.label ?? value;
  if (field.formSelectedOptions.length > 0) return field.formSelectedOptions.map(label).join(', ');
  const value = field.formValue ?? '';
  return field.type === 'select' || field.type === 'radio' ? label(value) : value;
}

/** The CRM form tab (when the group requires CRM): what the advisor filed, read-only. */
export function CrmTab({ crm }: { crm: CrmFormDataReply | null }) {
  const { t } = useTranslation();
  if (!crm || !crm.isCrmSubmitted)
    return <EmptyState icon={<IconForms size={28} />} title={t('history.crm.noneTitle')} description={t('history.crm.noneDescription')} />;
  return (
    <Stack gap="md" data-testid="crm-readonly">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {crm.label}
        </Title>
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          {crm.submittedDate ? t('history.crm.submittedOn', { date: historyTimestamp(crm.submittedDate) }) : t('history.crm.submitted')}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          {crm.fields.map((field) => {
            const value = crmValueText(field);
            return (
              <div key={field.control}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {field.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }} data-testid={`crm-value-${field.control}`}>
                  {value.trim() ? value : t('common.none')}
                </Text>
              </div>
            );
          })}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
