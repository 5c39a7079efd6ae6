import { ActionIcon, Menu, Select, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@switchboard/contracts';
import { isLocale } from '../i18n/detect-locale';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { localeAutonym } from '../i18n/locale-names';

const options = () => LOCALES.map((locale) => ({ value: locale, label: localeAutonym(locale) }));

/** Language choice as a labelled select (login page). The choice is remembered. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      label={t('language.label')}
      data={options()}
      value={currentLocale()}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      onChange={(value) => {
        if (isLocale(value)) void changeLocale(value);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="language-select"
    />
  );
}

/** Language choice as a compact menu (top bar). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active: Locale = currentLocale();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Tooltip label={t('language.label')}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('language.change', { language: localeAutonym(active) })}
            data-testid="language-menu"
          >
            <IconLanguage size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === active ? 'true' : undefined}
          >
            {localeAutonym(locale)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
