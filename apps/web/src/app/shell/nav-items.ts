import type { ComponentType } from 'react';
import {
  IconApps,
  IconBook2,
  IconBuildingStore,
  IconChartHistogram,
  IconLayoutDashboard,
  IconMessages,
  IconPencil,
  IconRobot,
  IconSpeakerphone,
  IconTopologyStar3,
  IconUsersGroup,
} from '@tabler/icons-react';
import { roleAtLeast, type Role } from '@switchboard/contracts';
import { tabsForRole, type TabKey } from '../tabs/tab-definitions';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

export type SidebarItem =
  | { kind: 'link'; id: string; labelKey: string; icon: Icon; to: string }
  | { kind: 'tab'; id: string; labelKey: string; icon: Icon; tab: TabKey };

export interface SidebarSection {
  id: string;
  labelKey?: string;
  items: SidebarItem[];
}

const ADMIN_ITEMS: readonly (SidebarItem & { kind: 'tab' })[] = [
  { kind: 'tab', id: 'applicationSettings', labelKey: 'tabs.applicationSettings', icon: IconApps, tab: 'applicationSettings' },
  { kind: 'tab', id: 'tenantManagement', labelKey: 'tabs.tenantManagement', icon: IconTopologyStar3, tab: 'tenantManagement' },
  { kind: 'tab', id: 'clientConfiguration', labelKey: 'tabs.clientConfiguration', icon: IconUsersGroup, tab: 'clientConfiguration' },
];

/** The sidebar for a role: the platform areas, Engage's practice (Home) and history (Reports), and the admin tabs it may open. */
export function sidebarSections(role: Role): SidebarSection[] {
  const allowed = tabsForRole(role);
  const admin = ADMIN_ITEMS.filter((item) => allowed.includes(item.tab));
  const sections: SidebarSection[] = [
    {
      id: 'workspace',
      items: [
        { kind: 'link', id: 'dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard, to: '/dashboard' },
        { kind: 'link', id: 'store', labelKey: 'nav.store', icon: IconBuildingStore, to: '/dashboard/store' },
        { kind: 'link', id: 'announcements', labelKey: 'nav.announcements', icon: IconSpeakerphone, to: '/dashboard/announcements' },
        { kind: 'link', id: 'knowledge', labelKey: 'nav.knowledge', icon: IconBook2, to: '/dashboard/knowledge' },
        { kind: 'link', id: 'kbot', labelKey: 'nav.kbot', icon: IconRobot, to: '/dashboard/kbot' },
      ],
    },
    {
      id: 'engage',
      labelKey: 'nav.engage',
      items: [
        { kind: 'link', id: 'practice', labelKey: 'nav.practice', icon: IconMessages, to: '/dashboard/engage' },
        { kind: 'link', id: 'reports', labelKey: 'nav.reports', icon: IconChartHistogram, to: '/dashboard/engage/reports' },
        ...(roleAtLeast(role, 'guardian')
          ? [
              {
                kind: 'link' as const,
                id: 'roleplayAuthoring',
                labelKey: 'nav.roleplayAuthoring',
                icon: IconPencil,
                to: '/dashboard/engage/authoring',
              },
            ]
          : []),
      ],
    },
  ];
  if (admin.length > 0) sections.push({ id: 'administration', labelKey: 'nav.administration', items: admin });
  return sections;
}
