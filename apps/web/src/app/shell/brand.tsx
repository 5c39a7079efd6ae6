import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './app-shell.module.css';

/** The Switchboard mark and name; links home. With `compact`, the mark alone. */
export function Brand({ compact = false, linked = true }: { compact?: boolean; linked?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'brand.5', to: 'violet.5', deg: 135 }} aria-hidden>
        <IconHeadset size={19} stroke={2} />
      </ThemeIcon>
      {!compact && (
        <Text fw={700} size="lg" className={classes.brandName}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
  if (!linked) return content;
  return (
    <UnstyledButton component={Link} to="/dashboard" aria-label={t('app.homeLink')} className={classes.brandLink}>
      {content}
    </UnstyledButton>
  );
}
