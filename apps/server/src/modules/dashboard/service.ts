import { and, eq } from 'drizzle-orm';
import {
  DASHBOARD_EVENTS,
  DASHBOARD_FEATURES,
  OBJECT_ID_PATTERN,
  type DashboardFeature,
  type LayoutItemBody,
  type UserAppsReply,
} from '@switchboard/contracts';
import { GRID_COLUMNS, compactLayout, validateLayout, type LayoutItem } from '@switchboard/widget-layout';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import {
  defaultLayout,
  hasAccess,
  loadCatalogue,
  loadCatalogueAndLayout,
  presentApplication,
  type CatalogueEntry,
} from '../applications/access.js';
import { applications } from '../applications/tables.js';
import { dashboardLayouts } from './tables.js';

const isFeature = (featureId: string): featureId is DashboardFeature => (DASHBOARD_FEATURES as readonly string[]).includes(featureId);

function ensureFeature(featureId: string): DashboardFeature {
  if (!isFeature(featureId)) throw new AppError('not_found', `Feature '${featureId}' not found.`);
  return featureId;
}

interface DashboardState {
  usable: CatalogueEntry[];
  saved: boolean;
  updatedAt: Date | null;
  layout: LayoutItem[];
}

/**
 * The user's layout as it should show now: the saved one without applications they lost access to
 * (with the catalogue's current minimum sizes), or, before their first save, the default layout of
 * the applications marked for new dashboards.
 */
async function loadState(tx: Tx, scope: TenantScope, featureId: DashboardFeature): Promise<DashboardState> {
  const { entries, layout: row } = await loadCatalogueAndLayout(tx, scope, featureId);
  const usable = entries.filter((entry) => hasAccess(entry, scope.role));
  const byId = new Map(usable.map((entry) => [entry.app.id, entry]));
  if (!row) return { usable, saved: false, updatedAt: null, layout: defaultLayout(usable) };
  let changed = false;
  const items: LayoutItem[] = [];
  for (const item of row.items) {
    const entry = byId.get(item.i);
    if (!entry) {
      changed = true;
      continue;
    }
    const next = { ...item, minW: entry.app.minW, minH: entry.app.minH };
    next.w = Math.max(next.w, next.minW);
    next.h = Math.max(next.h, next.minH);
    if (next.w !== item.w || next.h !== item.h || next.x + next.w > GRID_COLUMNS) changed = true;
    next.x = Math.min(next.x, GRID_COLUMNS - next.w);
    items.push(next);
  }
  return { usable, saved: true, updatedAt: row.updatedAt, layout: changed ? compactLayout(items) : items };
}

function reply(scope: TenantScope, featureId: string, state: DashboardState): UserAppsReply {
  const selected = new Set(state.layout.map((item) => item.i));
  return {
    tenantId: scope.tenantId,
    featureId,
    saved: state.saved,
    updatedAt: state.updatedAt?.toISOString() ?? null,
    layout: state.layout,
    applications: state.usable.map((entry) => presentApplication(entry, scope.role, selected)),
  };
}

/** GET …/feature/{featureId}/widget/userApps */
export function getUserApps(db: Database, scope: TenantScope, featureId: string): Promise<UserAppsReply> {
  const feature = ensureFeature(featureId);
  // One statement (every dashboard visit asks): one round trip on PostgreSQL.
  return db.read(scope, async (tx) => reply(scope, feature, await loadState(tx, scope, feature)));
}

function layoutError(problems: { message: string }[], details: unknown): AppError {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return new AppError('bad_request', `The layout cannot be saved: ${problems[0]!.message}${more}`, details);
}

/**
 * POST …/feature/{featureId}/widget/save: replaces the user's layout after checking it. Every card
 * must be an application the user may use; the catalogue's minimum sizes apply whatever the body
 * says; no overlaps, nothing outside the 3 columns and 10000 rows. A stale `expectedUpdatedAt`
 * (another browser saved since) is refused with 409 so nothing is silently overwritten.
 */
export async function saveLayout(
  db: Database,
  bus: EventBus,
  scope: TenantScope,
  featureId: string,
  body: { layout: LayoutItemBody[]; expectedUpdatedAt?: string | null },
  now = new Date(),
): Promise<UserAppsReply> {
  const feature = ensureFeature(featureId);
  const result = await db.run(scope, async (tx) => {
    const usable = new Map(
      (await loadCatalogue(tx, scope)).filter((entry) => hasAccess(entry, scope.role)).map((entry) => [entry.app.id, entry]),
    );
    const unknown = body.layout.filter((item) => !usable.has(item.i)).map((item) => item.i);
    if (unknown.length > 0) {
      throw new AppError('bad_request', `The layout cannot be saved: application ${unknown[0]} is not available to you in this group.`, {
        unavailable: unknown,
      });
    }
    const items = body.layout.map((item) => {
      const app = usable.get(item.i)!.app;
      return { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h, minW: app.minW, minH: app.minH };
    });
    const problems = validateLayout(items);
    if (problems.length > 0) throw layoutError(problems, { problems });

    // Lock the row (when there is one) so two saves of the same layout queue up behind each other.
    const [current] = await tx
      .select({ updatedAt: dashboardLayouts.updatedAt })
      .from(dashboardLayouts)
      .where(
        and(
          eq(dashboardLayouts.tenantId, scope.tenantId),
          eq(dashboardLayouts.userId, scope.userId),
          eq(dashboardLayouts.featureId, feature),
        ),
      )
      .for('update');
    if (body.expectedUpdatedAt !== undefined) {
      const stored = current?.updatedAt.toISOString() ?? null;
      const expected = body.expectedUpdatedAt === null ? null : new Date(body.expectedUpdatedAt).toISOString();
      if (stored !== expected) {
        throw new AppError('conflict', 'Your dashboard was changed in another window. Reload it to see the latest arrangement.', {
          updatedAt: stored,
        });
      }
    }
    await tx
      .insert(dashboardLayouts)
      .values({ tenantId: scope.tenantId, userId: scope.userId, featureId: feature, items, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [dashboardLayouts.tenantId, dashboardLayouts.userId, dashboardLayouts.featureId],
        set: { items, updatedAt: now },
      });
    return reply(scope, feature, { usable: [...usable.values()], saved: true, updatedAt: now, layout: items });
  });
  // The user's other tabs and browsers pick the new arrangement up.
  await bus.publish({
    type: DASHBOARD_EVENTS.layoutSaved,
    tenantId: scope.tenantId,
    userId: scope.userId,
    payload: { featureId: feature, updatedAt: result.updatedAt },
  });
  return result;
}

async function entryByWidget(tx: Tx, scope: TenantScope, widget: string): Promise<CatalogueEntry | undefined> {
  const where = OBJECT_ID_PATTERN.test(widget) ? eq(applications.id, widget) : eq(applications.applicationId, widget);
  const [entry] = await loadCatalogue(tx, scope, { where });
  return entry;
}

/** hasWidgetAccess?feature&widget: the widget (application id or key) is usable on that feature by the caller. */
export function hasWidgetAccess(db: Database, scope: TenantScope, feature: string, widget: string) {
  return db.run(scope, async (tx) => {
    const entry = isFeature(feature) ? await entryByWidget(tx, scope, widget) : undefined;
    return { feature, widget, hasAccess: entry !== undefined && hasAccess(entry, scope.role) };
  });
}

/** …/widget/{widgetId}/user/active: is the widget on the caller's dashboard now. */
export function widgetActive(db: Database, scope: TenantScope, featureId: string, widgetId: string) {
  const feature = ensureFeature(featureId);
  return db.run(scope, async (tx) => {
    const entry = await entryByWidget(tx, scope, widgetId);
    if (!entry) throw new AppError('not_found', 'Application not found.');
    const state = await loadState(tx, scope, feature);
    const item = state.layout.find((it) => it.i === widgetId) ?? null;
    return { featureId: feature, widgetId, hasAccess: hasAccess(entry, scope.role), active: item !== null, item };
  });
}

/** feature/tenant/access/{tenantId}/{feature}: the home dashboard, or the application with that key. */
export function featureAccess(db: Database, scope: TenantScope, feature: string) {
  return db.run(scope, async (tx) => {
    if (isFeature(feature)) return { tenantId: scope.tenantId, feature, hasAccess: true, applicationId: null };
    const [entry] = await loadCatalogue(tx, scope, { where: eq(applications.applicationId, feature) });
    return {
      tenantId: scope.tenantId,
      feature,
      hasAccess: entry !== undefined && hasAccess(entry, scope.role),
      applicationId: entry?.app.id ?? null,
    };
  });
}
