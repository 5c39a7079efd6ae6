import { Text } from '@mantine/core';

/** A person in a table cell: the name, and the e-mail under it in a quieter line. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </div>
  );
}
