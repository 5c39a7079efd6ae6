import { Collapse, MultiSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementGroupTarget } from '@switchboard/contracts';
import { tenantsApi, type TenantRow } from '../../shared/api/tenants-api';
import { MAX_LIST_LIMIT } from '../../shared/api/list-limits';

export const EMPTY_TARGET: AnnouncementGroupTarget = { clients: [], countries: [], locations: [], lobs: [], subLobs: [] };

const FIELDS = [
  { key: 'clients', column: 'client', labelKey: 'announcements.groups.clients' },
  { key: 'countries', column: 'country', labelKey: 'announcements.groups.countries' },
  { key: 'locations', column: 'location', labelKey: 'announcements.groups.locations' },
  { key: 'lobs', column: 'lob', labelKey: 'announcements.groups.lobs' },
  { key: 'subLobs', column: 'subLob', labelKey: 'announcements.groups.subLobs' },
] as const;

/** Other groups matching every chosen attribute (what the server will publish copies into). */
export function matchingGroups(groups: readonly TenantRow[], target: AnnouncementGroupTarget, homeId: string): TenantRow[] {
  if (FIELDS.every((f) => target[f.key].length === 0)) return [];
  return groups.filter(
    (g) => g.tenantId !== homeId && FIELDS.every((f) => target[f.key].length === 0 || target[f.key].includes(g[f.column])),
  );
}

interface GroupTargetFieldsProps {
  homeId: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  value: AnnouncementGroupTarget;
  onChange: (value: AnnouncementGroupTarget) => void;
}

/** "Also publish to other groups" by client, country, location, LOB and sub-LOB. */
export function GroupTargetFields({ homeId, enabled, onEnabledChange, value, onChange }: GroupTargetFieldsProps) {
  const { t } = useTranslation();
  const groups = useQuery({
    queryKey: ['announcements', 'target-groups'],
    queryFn: ({ signal }) => tenantsApi.list({ page: 1, limit: MAX_LIST_LIMIT }, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  const rows = groups.data?.data ?? [];
  const options = (column: (typeof FIELDS)[number]['column']) => [...new Set(rows.map((g) => g[column]))].sort();
  const matches = matchingGroups(rows, value, homeId);

  return (
    <Stack gap="xs">
      <Switch
        label={t('announcements.groups.toggle')}
        description={t('announcements.groups.help')}
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
        data-testid="target-groups"
      />
      <Collapse in={enabled}>
        <Stack gap="xs" pt="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {FIELDS.map((field) => (
              <MultiSelect
                key={field.key}
                label={t(field.labelKey)}
                placeholder={value[field.key].length ? undefined : t('announcements.filters.any')}
                data={options(field.column)}
                value={value[field.key]}
                onChange={(selected) => onChange({ ...value, [field.key]: selected })}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
          <div aria-live="polite">
            <Text size="sm" fw={500}>
              {t('announcements.groups.matching', { count: matches.length })}
            </Text>
            {matches.length > 0 && (
              <Text size="sm" c="dimmed">
                {matches.map((g) => g.name).join(', ')}
              </Text>
            )}
          </div>
        </Stack>
      </Collapse>
    </Stack>
  );
}
