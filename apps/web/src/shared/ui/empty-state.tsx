import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** Heading level; panels inside a page use 3. */
  order?: 2 | 3 | 4;
}

/** What an area shows when there is nothing in it yet: honest, with the next step if there is one. */
export function EmptyState({ icon, title, description, action, order = 3 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={56} px="md" ta="center" data-testid="empty-state">
      <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={order} size="h4" mt="sm">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={440}>
          {description}
        </Text>
      )}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Stack>
  );
}
