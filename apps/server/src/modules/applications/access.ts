import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Application, Role } from '@switchboard/contracts';
import { DEFAULT_CARD_SIZES, buildLayout, type CardSpec, type LayoutItem } from '@switchboard/widget-layout';
import type { Tx } from '../../platform/db/database.js';
import { dashboardLayouts } from '../dashboard/tables.js';
import { memberships } from '../tenants/tables.js';
import { applications, tenantApplications } from './tables.js';

/** Whose view of the catalogue: a user with a role, in a tenant (null: no active group). */
export interface Viewer {
  tenantId: string | null;
  userId: string;
  role: Role;
}

export type ApplicationRecord = typeof applications.$inferSelect;

/** A catalogue entry with the tenant's settings and the user's own setting (withdrawn, granted), when they exist. */
export interface CatalogueEntry {
  app: ApplicationRecord;
  tenant: { enabled: boolean; roles: Role[] | null; updatedAt: Date } | null;
  userAccess: boolean | null;
}

/** An admin-licence application is usable only once its guardian has enabled it (platform.md §6). */
export const isAvailable = (app: Pick<ApplicationRecord, 'isAdminLicense' | 'isGuardianEnabled'>) =>
  !(app.isAdminLicense && !app.isGuardianEnabled);

/**
 * An embedded application shows someone else's page: until its address is set it has nothing to show,
 * so nobody is offered it and no default dashboard places it. Built-in widgets are always connected.
 */
export const isConnected = (app: Pick<ApplicationRecord, 'widgetKind' | 'embedUrl'>) => app.widgetKind === 'builtin' || !!app.embedUrl;

/** The same rule as a condition on the catalogue. */
export const connectedCondition = sql`(${applications.widgetKind} = 'builtin' or coalesce(${applications.embedUrl}, '') <> '')`;

/** The roles a tenant allows: its own list, never wider than the catalogue's. */
export function tenantRolesOf(entry: CatalogueEntry): Role[] {
  const own = entry.tenant?.roles;
  return own ? own.filter((role) => entry.app.roles.includes(role)) : entry.app.roles;
}

/**
 * May the viewer use the application? The tenant offers it, it is available and connected, the viewer's role is on
 * the tenant's list, and the member has not had it withdrawn (no setting of their own: the role decides).
 */
export function hasAccess(entry: CatalogueEntry, role: Role): boolean {
  return (
    isAvailable(entry.app) &&
    isConnected(entry.app) &&
    entry.tenant?.enabled === true &&
    tenantRolesOf(entry).includes(role) &&
    entry.userAccess !== false
  );
}

/** Unavailable applications sort after the others (platform.md §6), then by name. */
export const catalogueOrder = [
  asc(sql`(${applications.isAdminLicense} and not ${applications.isGuardianEnabled})`),
  asc(sql`lower(${applications.name})`),
  asc(applications.id),
];

/** A saved layout as stored: its cards and when it was saved. */
export interface SavedLayout {
  items: LayoutItem[];
  updatedAt: Date;
}

/** The viewer's saved layout of a dashboard as one JSON column (null before a first save). */
const layoutColumn = (viewer: Viewer, featureId: string) =>
  sql<{
    items: LayoutItem[];
    updatedAt: string;
  } | null>`(select json_build_object('items', ${dashboardLayouts.items}, 'updatedAt', ${dashboardLayouts.updatedAt})
    from ${dashboardLayouts} where ${dashboardLayouts.tenantId} = ${viewer.tenantId ?? ''} and ${dashboardLayouts.userId} = ${viewer.userId}
    and ${dashboardLayouts.featureId} = ${featureId})`;

function catalogueRows(tx: Tx, viewer: Viewer, options: { where?: SQL; limit?: number; offset?: number; layoutOf?: string }) {
  const tenantId = viewer.tenantId ?? '';
  const query = tx
    .select({
      app: applications,
      tenantEnabled: tenantApplications.enabled,
      tenantRoles: tenantApplications.roles,
      tenantUpdatedAt: tenantApplications.updatedAt,
      userAccess: sql<boolean | null>`case when ${applications.id} = any(${memberships.withdrawnApplications}) then false
        when ${applications.id} = any(${memberships.grantedApplications}) then true end`,
      layout: options.layoutOf && viewer.tenantId ? layoutColumn(viewer, options.layoutOf) : sql<null>`null`,
    })
    .from(applications)
    .leftJoin(tenantApplications, and(eq(tenantApplications.tenantId, tenantId), eq(tenantApplications.applicationId, applications.id)))
    .leftJoin(memberships, and(eq(memberships.tenantId, tenantId), eq(memberships.userId, viewer.userId)))
    .where(options.where)
    .orderBy(...catalogueOrder)
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return query;
}

type CatalogueRow = Awaited<ReturnType<typeof catalogueRows>>[number];

const toEntry = (row: CatalogueRow): CatalogueEntry => ({
  app: row.app,
  tenant: row.tenantEnabled === null ? null : { enabled: row.tenantEnabled, roles: row.tenantRoles, updatedAt: row.tenantUpdatedAt! },
  userAccess: row.userAccess,
});

/** Catalogue entries joined with the viewer's tenant settings and their membership's own settings, in one query. */
export async function loadCatalogue(
  tx: Tx,
  viewer: Viewer,
  options: { where?: SQL; limit?: number; offset?: number } = {},
): Promise<CatalogueEntry[]> {
  return (await catalogueRows(tx, viewer, options)).map(toEntry);
}

/**
 * The catalogue and the viewer's saved layout of a dashboard in one statement (the dashboard loads both on
 * every visit). The layout rides on every catalogue row; an empty catalogue has no row to carry it, so then
 * it is read on its own.
 */
export async function loadCatalogueAndLayout(
  tx: Tx,
  viewer: Viewer,
  featureId: string,
): Promise<{ entries: CatalogueEntry[]; layout: SavedLayout | undefined }> {
  const rows = await catalogueRows(tx, viewer, { layoutOf: featureId });
  if (rows.length === 0) return { entries: [], layout: await savedLayout(tx, viewer, featureId) };
  const stored = rows[0]!.layout;
  return { entries: rows.map(toEntry), layout: stored ? { items: stored.items, updatedAt: new Date(stored.updatedAt) } : undefined };
}

/** A card for an application at its default size (platform.md §9). */
export const cardOf = (entry: CatalogueEntry): CardSpec => ({
  i: entry.app.id,
  ...DEFAULT_CARD_SIZES[entry.app.defaultSize],
  minW: entry.app.minW,
  minH: entry.app.minH,
});

/** The layout a user starts with: the usable applications marked for new dashboards, at their default sizes. */
export const defaultLayout = (usable: readonly CatalogueEntry[]): LayoutItem[] =>
  buildLayout(usable.filter((entry) => entry.app.defaultOnDashboard).map(cardOf)).layout;

/** The viewer's saved layout of that feature, if they saved one. */
export async function savedLayout(tx: Tx, viewer: Viewer, featureId: string) {
  if (!viewer.tenantId) return undefined;
  const [row] = await tx
    .select({ items: dashboardLayouts.items, updatedAt: dashboardLayouts.updatedAt })
    .from(dashboardLayouts)
    .where(
      and(
        eq(dashboardLayouts.tenantId, viewer.tenantId),
        eq(dashboardLayouts.userId, viewer.userId),
        eq(dashboardLayouts.featureId, featureId),
      ),
    );
  return row;
}

/** The applications on the viewer's home dashboard: the saved layout's, or the default layout's before a first save. */
export async function selectedIds(tx: Tx, viewer: Viewer, featureId = 'home'): Promise<Set<string>> {
  if (!viewer.tenantId) return new Set();
  const saved = await savedLayout(tx, viewer, featureId);
  if (saved) return new Set(saved.items.map((item) => item.i));
  const usable = (await loadCatalogue(tx, viewer)).filter((entry) => hasAccess(entry, viewer.role));
  return new Set(defaultLayout(usable).map((item) => item.i));
}

/** The reply shape of an application for this viewer (platform.md §3 plus our status fields). */
export function presentApplication(entry: CatalogueEntry, role: Role, selected: ReadonlySet<string>): Application {
  const { app } = entry;
  const access = hasAccess(entry, role);
  return {
    _id: app.id,
    id: app.id,
    name: app.name,
    applicationId: app.applicationId,
    appName: app.appName,
    category: { name: app.categoryName, description: app.categoryDescription },
    isAdminLicense: app.isAdminLicense,
    isGuardianEnabled: app.isGuardianEnabled,
    roles: app.roles,
    minW: app.minW,
    minH: app.minH,
    defaultSize: app.defaultSize,
    widgetKind: app.widgetKind,
    builtinWidget: app.builtinWidget,
    embedUrl: app.embedUrl,
    icon: app.icon,
    accent: app.accent,
    defaultOnDashboard: app.defaultOnDashboard,
    about: app.about,
    available: isAvailable(app),
    connected: isConnected(app),
    enabled: entry.tenant?.enabled === true,
    tenantRoles: tenantRolesOf(entry),
    hasAccess: access,
    selected: access && selected.has(app.id),
    updatedAt: app.updatedAt.toISOString(),
  };
}
