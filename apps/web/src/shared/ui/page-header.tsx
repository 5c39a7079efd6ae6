import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Above the title: a breadcrumb or an eyebrow label. */
  eyebrow?: ReactNode;
  order?: 1 | 2;
}

export function PageHeader({ title, description, actions, eyebrow, order = 1 }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4}>
        {eyebrow}
        <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
