import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { showGlobalErrorToast } from '../../app/toasts/global-error-toast';
import { APPLICATIONS_EXPORT_URL } from '../../shared/api/applications-api';
import { PageHeader } from '../../shared/ui/page-header';
import { CatalogueTable } from './applications/catalogue-table';
import { downloadFile } from './applications/download-file';
import { GroupApplications } from './applications/group-applications';
import { SsoSettings } from './sso/sso-settings';

/** Application Settings tab (commander, architect): tenant enablement and role lists; the catalogue for architects; the 'Applications' export. */
export default function ApplicationSettingsPanel() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const [exporting, setExporting] = useState(false);
  const exportWorkbook = async () => {
    setExporting(true);
    try {
      await downloadFile(APPLICATIONS_EXPORT_URL, 'Applications.xlsx');
    } catch (error) {
      showGlobalErrorToast(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="xl">
      <PageHeader
        order={2}
        title={t('tabs.applicationSettings')}
        description={t('applicationSettings.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportWorkbook()}
            data-testid="export-applications"
          >
            {t('applicationSettings.export')}
          </Button>
        }
      />
      <GroupApplications />
      <Divider />
      <SsoSettings tenantId={group.groupId} />
      {roleAtLeast(user.role, 'architect') && (
        <>
          <Divider />
          <CatalogueTable />
        </>
      )}
    </Stack>
  );
}
