import { Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the page sits ("Reports › Interaction History"); the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item, index) => (
          <Text
            key={item}
            size="xs"
            fw={500}
            c={index === items.length - 1 ? 'brand.7' : 'dimmed'}
            aria-current={index === items.length - 1 ? 'page' : undefined}
          >
            {item}
          </Text>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
