import { z } from 'zod';
import { objectId } from './common.js';
import { application } from './applications.js';

/** Dashboards a user arranges; `home` is the Home tab's grid of application widgets. */
export const DASHBOARD_FEATURES = ['home'] as const;
export type DashboardFeature = (typeof DASHBOARD_FEATURES)[number];

/** Events on the events socket (DESIGN §5). */
export const DASHBOARD_EVENTS = { layoutSaved: 'dashboard.layout.saved' } as const;

/** One card of a layout (platform.md §3); `i` is the application's id. Grid checks happen in the service. */
export const layoutItem = z
  .object({
    i: objectId.describe("the application's id (`_id`)"),
    x: z.number().describe('column, 0–2'),
    y: z.number().describe('row, in half-row steps, 0–10000'),
    w: z.number().describe('width in columns, 1–3'),
    h: z.number().describe('height in rows (half rows allowed); one size unit is 7 rows'),
    minW: z.number().describe("the application's minimum width"),
    minH: z.number().describe("the application's minimum height"),
  })
  .describe('One card of a dashboard layout (platform.md §3)');
export type LayoutItemBody = z.infer<typeof layoutItem>;

export const featureParams = z.object({ tenantId: objectId, featureId: z.string().min(1).max(64) });
export const widgetParams = featureParams.extend({ widgetId: objectId });

/** POST …/widget/save: the whole layout; `expectedUpdatedAt`, when sent, refuses to overwrite a newer save (409). */
export const saveLayoutBody = z.object({
  layout: z.array(layoutItem).max(100),
  expectedUpdatedAt: z.string().datetime({ offset: true }).nullable().optional(),
});

/**
 * GET …/widget/userApps and the reply of …/widget/save: the user's layout for the feature (the
 * default layout while `saved` is false) and every application the user may use, `selected` when on it.
 */
export const userAppsReply = z
  .object({
    tenantId: objectId,
    featureId: z.string().describe('the dashboard: `home` is the Home tab'),
    saved: z.boolean().describe('false while the user has never saved: `layout` is then the default layout'),
    updatedAt: z
      .string()
      .nullable()
      .describe('when the layout was last saved (send it back as `expectedUpdatedAt`); null before the first save'),
    layout: z.array(layoutItem).describe('the cards on the dashboard; applications the user lost access to are left out'),
    applications: z.array(application).describe('every application the user may put on this dashboard, `selected` when it is on it'),
  })
  .describe("The user's dashboard layout for this tenant and feature, and the applications they may use");
export type UserAppsReply = z.infer<typeof userAppsReply>;

/** GET api/tenant/v1/feature/tenant/{tenantId}/hasWidgetAccess?feature&widget (widget: application id or key). */
export const hasWidgetAccessQuery = z.object({ feature: z.string().min(1).max(64), widget: z.string().min(1).max(64) });
export const hasWidgetAccessReply = z
  .object({
    feature: z.string(),
    widget: z.string().describe('as asked: an application id or key'),
    hasAccess: z.boolean().describe('enabled in the tenant, available (licence), on the role list and not withdrawn from the user'),
  })
  .describe('Whether the caller may use this widget on this feature');

/** GET …/widget/{widgetId}/user/active: is this widget on the user's dashboard, and may they use it. */
export const widgetActiveReply = z
  .object({
    featureId: z.string(),
    widgetId: objectId,
    hasAccess: z.boolean().describe('the caller may use this application'),
    active: z.boolean().describe("the widget is on the caller's dashboard (the default layout counts before the first save)"),
    item: layoutItem.nullable().describe('its card when active, else null'),
  })
  .describe("Whether a widget is on the caller's dashboard, and where");

/** GET /api/tenant/v1/feature/tenant/access/{tenantId}/{feature}: may the caller open this feature (an application key, or `home`). */
export const featureAccessParams = z.object({ tenantId: objectId, feature: z.string().min(1).max(64) });
export const featureAccessReply = z
  .object({
    tenantId: objectId,
    feature: z.string(),
    hasAccess: z.boolean(),
    /** The application behind the feature, when it is one. */
    applicationId: objectId.nullable().describe('the application behind the feature, null for `home` or an unknown key'),
  })
  .describe('Whether the caller may open a feature of the tenant: `home`, or an application key');
