import { ROLES, type Role } from '@switchboard/contracts';

export type TabKey = 'home' | 'applicationSettings' | 'tenantManagement' | 'clientConfiguration';

export interface TabDefinition {
  /** The spec's route key (platform.md §2); 'home' has none there. */
  key: TabKey;
  labelKey: string;
  closable: boolean;
  roles: readonly Role[];
}

export const HOME_TAB: TabKey = 'home';

/** Home-area tabs in the spec's order, with who may use them (platform.md §2, DESIGN §4). */
export const TAB_DEFINITIONS: readonly TabDefinition[] = [
  { key: 'home', labelKey: 'tabs.home', closable: false, roles: ROLES },
  { key: 'applicationSettings', labelKey: 'tabs.applicationSettings', closable: true, roles: ['commander', 'architect'] },
  { key: 'tenantManagement', labelKey: 'tabs.tenantManagement', closable: true, roles: ['guardian', 'commander', 'architect'] },
  { key: 'clientConfiguration', labelKey: 'tabs.clientConfiguration', closable: true, roles: ['guardian', 'commander', 'architect'] },
];

export const TAB_KEYS: readonly TabKey[] = TAB_DEFINITIONS.map((tab) => tab.key);

export const isTabKey = (value: string | null | undefined): value is TabKey => (TAB_KEYS as readonly string[]).includes(value ?? '');

export function tabDefinition(key: TabKey): TabDefinition {
  const definition = TAB_DEFINITIONS.find((tab) => tab.key === key);
  if (!definition) throw new Error(`Unknown tab ${key}`);
  return definition;
}

/** The tabs a role may use, in the spec's order. */
export const tabsForRole = (role: Role): TabKey[] => TAB_DEFINITIONS.filter((tab) => tab.roles.includes(role)).map((tab) => tab.key);
