import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { DashboardHome } from '../../features/dashboard/dashboard-home';
import { lazyArea } from '../router/lazy-area';
import type { TabKey } from './tab-definitions';

// Administration screens load on first use: most users never open them.
const ApplicationSettingsPanel = lazyArea(() => import('../../features/admin/application-settings-panel').then((m) => m.default));
const TenantManagementPanel = lazyArea(() => import('../../features/admin/tenants/tenant-management-panel').then((m) => m.default));
const ClientConfigurationPanel = lazyArea(() => import('../../features/admin/members/client-configuration-panel').then((m) => m.default));

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
