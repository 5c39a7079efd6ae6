import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface FullPageMessageProps {
  icon: ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  color?: string;
}

/** A whole-screen state (loading failure, blocked group, unknown page) with its way out. */
export function FullPageMessage({ icon, title, description, actions, color = 'brand' }: FullPageMessageProps) {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder shadow="xs" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h3" mt="xs">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
          {actions && (
            <Stack gap="xs" mt="md" w="100%">
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
