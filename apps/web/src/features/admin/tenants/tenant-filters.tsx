import { Button, Group, MultiSelect, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENANT_FILTER_FIELDS, hasActiveFilters, type TenantFacets, type TenantFilters } from './tenant-facets';

interface TenantFiltersBarProps {
  facets: TenantFacets | undefined;
  value: TenantFilters;
  onChange: (filters: TenantFilters) => void;
}

/** Org, Client, Country, subLob, location and LOB, each offering the values found in the data. */
export function TenantFiltersBar({ facets, value, onChange }: TenantFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm" style={{ flex: 1 }}>
        {TENANT_FILTER_FIELDS.map((field) => (
          <MultiSelect
            key={field}
            label={t(`tenants.filters.${field}`)}
            placeholder={value[field]?.length ? undefined : t('tenants.filters.any')}
            data={facets?.[field] ?? []}
            value={value[field] ?? []}
            onChange={(selected) => onChange({ ...value, [field]: selected })}
            searchable
            clearable
            size="sm"
            nothingFoundMessage={t('tenants.filters.noValues')}
            comboboxProps={{ withinPortal: true }}
            data-testid={`tenant-filter-${field}`}
          />
        ))}
      </SimpleGrid>
      {hasActiveFilters(value) && (
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange({})}>
          {t('tenants.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
