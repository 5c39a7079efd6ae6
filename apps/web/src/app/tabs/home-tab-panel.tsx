import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { DashboardHome } from '../../features/dashboard/dashboard-home';
import type { TabKey } from './tab-definitions';

// Administration screens load on first use: most users never open them.
const ApplicationSettingsPanel = lazy(() => import('../../features/admin/application-settings-panel'));
const TenantManagementPanel = lazy(() => import('../../features/admin/tenants/tenant-management-panel'));
const ClientConfigurationPanel = lazy(() => import('../../features/admin/members/client-configuration-panel'));

function PanelContent({ tab }: { tab: TabKey }) {
  switch (tab) {
    case 'home':
      return <DashboardHome />;
    case 'applicationSettings':
      return <ApplicationSettingsPanel />;
    case 'tenantManagement':
      return <TenantManagementPanel />;
    case 'clientConfiguration':
      return <ClientConfigurationPanel />;
  }
}

export function HomeTabPanel({ tab }: { tab: TabKey }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <PanelContent tab={tab} />
    </Suspense>
  );
}
