import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function WidgetLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100%" mih={80}>
      <Loader size="sm" aria-label={t('widgets.loading')} />
    </Center>
  );
}
