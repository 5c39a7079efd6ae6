import { z } from 'zod';
import { objectId } from './common.js';
import { application } from './applications.js';

/** Dashboards a user arranges; `home` is the Home tab's grid of application widgets. */
export const DASHBOARD_FEATURES = ['home'] as const;
export type DashboardFeature = (typeof DASHBOARD_FEATURES)[number];

/** Events on the events socket (DESIGN §5). */
export const DASHBOARD_EVENTS = { layoutSaved: 'dashboard.layout.saved' } as const;

/** One card of a layout (platform.md §3); `i` is the application's id. Grid checks happen in the service. */
export const layoutItem = z.object({
  i: objectId,
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  minW: z.number(),
  minH: z.number(),
});
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
export const userAppsReply = z.object({
  tenantId: objectId,
  featureId: z.string(),
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  layout: z.array(layoutItem),
  applications: z.array(application),
});
export type UserAppsReply = z.infer<typeof userAppsReply>;

/** GET api/tenant/v1/feature/tenant/{tenantId}/hasWidgetAccess?feature&widget (widget: application id or key). */
export const hasWidgetAccessQuery = z.object({ feature: z.string().min(1).max(64), widget: z.string().min(1).max(64) });
export const hasWidgetAccessReply = z.object({ feature: z.string(), widget: z.string(), hasAccess: z.boolean() });

/** GET …/widget/{widgetId}/user/active: is this widget on the user's dashboard, and may they use it. */
export const widgetActiveReply = z.object({
  featureId: z.string(),
  widgetId: objectId,
  hasAccess: z.boolean(),
  active: z.boolean(),
  item: layoutItem.nullable(),
});

/** GET /api/tenant/v1/feature/tenant/access/{tenantId}/{feature}: may the caller open this feature (an application key, or `home`). */
export const featureAccessParams = z.object({ tenantId: objectId, feature: z.string().min(1).max(64) });
export const featureAccessReply = z.object({
  tenantId: objectId,
  feature: z.string(),
  hasAccess: z.boolean(),
  /** The application behind the feature, when it is one. */
  applicationId: objectId.nullable(),
});
