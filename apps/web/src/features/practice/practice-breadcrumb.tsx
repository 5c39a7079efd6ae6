import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Home › Start Practice › … (roleplay.md §2): Home and Start Practice lead back to the start; the
 * last item is the current page.
 */
export function PracticeBreadcrumb({ current, trail = [] }: { current: string; trail?: { label: string; to: string }[] }) {
  const { t } = useTranslation();
  const links = [{ label: t('practice.crumb'), to: '/dashboard/engage' }, ...trail];
  const startLabel = t('practice.start.title');
  const items = current === startLabel ? links : [links[0]!, { label: startLabel, to: '/dashboard/engage' }, ...links.slice(1)];
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item) => (
          <Anchor key={`${item.label}${item.to}`} component={Link} to={item.to} size="xs" fw={500} c="dimmed">
            {item.label}
          </Anchor>
        ))}
        <Text size="xs" fw={500} c="brand.7" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
