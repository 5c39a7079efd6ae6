import { Accordion, Avatar, Group, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Assessment } from '@switchboard/contracts';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The customer facts that exist (roleplay.md §3 Customer data): member since, age ('N years'), address, issue. */
export function customerFacts(customer: Assessment['additionalCustomerData'], t: TFunction): { label: string; value: string }[] {
  return [
    { label: t('practice.chat.customer.since'), value: customer.customerSince },
    {
      label: t('practice.chat.customer.age'),
      value: customer.age === null ? null : t('practice.chat.customer.years', { age: customer.age }),
    },
    { label: t('practice.chat.customer.address'), value: customer.address },
    { label: t('practice.chat.customer.issue'), value: customer.issueDescription },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** The facts as a description list in two columns: the chat's customer accordion and the call header's details. */
export function CustomerFactList({ facts, ...box }: { facts: { label: string; value: string }[] } & SimpleGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" component="dl" {...box}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The customer details accordion of a chat (roleplay.md §2, §3 Customer data). */
export function CustomerDetails({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const customer = assessment.additionalCustomerData;
  const facts = customerFacts(customer, t);

  return (
    <Accordion variant="contained" radius="md" chevronPosition="right" data-testid="customer-details">
      <Accordion.Item value="customer">
        <Accordion.Control>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="brand" radius="xl" size="md" aria-hidden>
              {initials(customer.name)}
            </Avatar>
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {customer.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('practice.chat.customer.title')}
              </Text>
            </Stack>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          {facts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('practice.chat.customer.none')}
            </Text>
          ) : (
            <CustomerFactList facts={facts} m={0} />
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
