import type { TenantRow } from '../../../shared/api/tenants-api';

/** The six tenant filters of platform.md §3, in the spec's order. */
export const TENANT_FILTER_FIELDS = ['org', 'client', 'country', 'subLob', 'location', 'lob'] as const;
export type TenantFilterField = (typeof TENANT_FILTER_FIELDS)[number];
export type TenantFilters = Partial<Record<TenantFilterField, string[]>>;
export type TenantFacets = Record<TenantFilterField, string[]>;

/** The distinct values of each filter field, sorted, from the tenants the user can see. */
export function tenantFacets(rows: readonly Pick<TenantRow, TenantFilterField>[], locale: string): TenantFacets {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const facets = {} as TenantFacets;
  for (const field of TENANT_FILTER_FIELDS) {
    facets[field] = [...new Set(rows.map((row) => row[field]).filter((value) => value.trim() !== ''))].sort(collator.compare);
  }
  return facets;
}

export const hasActiveFilters = (filters: TenantFilters): boolean =>
  TENANT_FILTER_FIELDS.some((field) => (filters[field]?.length ?? 0) > 0);
