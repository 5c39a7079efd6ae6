import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportName } from '@switchboard/contracts';
import { showGlobalErrorToast } from '../../../app/toasts/global-error-toast';
import { adminApi } from './uploads-api';

const LABEL_KEYS: Readonly<Record<ExportName, string>> = {
  Tenants_template: 'adminExports.names.tenantsTemplate',
  New_users_template: 'adminExports.names.newUsersTemplate',
  Groups: 'adminExports.names.groups',
  Existing_users_template: 'adminExports.names.existingUsersTemplate',
  'User Group Data': 'adminExports.names.userGroupData',
  Applications: 'applicationSettings.export',
};

/** The Excel templates and exports of a tab (platform.md §9), downloaded under their spec names. */
export function ExportMenu({ names, testId }: { names: readonly ExportName[]; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (name: ExportName) => {
    setBusy(true);
    try {
      await adminApi.export(name);
    } catch (error) {
      showGlobalErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
          data-testid={testId}
        >
          {t('adminExports.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {names.map((name) => (
          <Menu.Item key={name} onClick={() => void download(name)} data-testid={`export-${name.replace(/\s+/g, '-')}`}>
            {t(LABEL_KEYS[name])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
