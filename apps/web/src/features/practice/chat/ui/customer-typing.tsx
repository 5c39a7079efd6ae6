import { Avatar, Box, Group } from '@mantine/core';
import classes from './chat.module.css';

/** The animated typing dots in a customer bubble while the bot works; `label` is what assistive tech hears. */
export function CustomerTyping({ label, caption }: { label: string; caption?: string }) {
  return (
    <Group gap="xs" data-testid="customer-typing">
      <Avatar size="sm" radius="xl" color="gray" aria-hidden />
      <Box className={`${classes.bubble} ${classes.customer}`} aria-label={label} role="status">
        <span className={classes.dots} aria-hidden>
          <span />
          <span />
          <span />
        </span>
      </Box>
      {caption && (
        <Box component="span" fz="xs" c="dimmed" aria-hidden>
          {caption}
        </Box>
      )}
    </Group>
  );
}
