import { z } from 'zod';
import { ROLES, roleName } from './roles.js';
import { objectId, platformPageQuery } from './common.js';
import { APP_LIST_PAGE_SIZE } from './constants.js';

/** How a widget renders: one of our own components, or an external application in a sandboxed frame. */
export const WIDGET_KINDS = ['builtin', 'embed'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Built-in widget components the web app has. */
export const BUILTIN_WIDGETS = ['announcements', 'roleplay', 'kbot', 'knowledge'] as const;
export type BuiltinWidget = (typeof BUILTIN_WIDGETS)[number];

/** Default card size classes (platform.md §9): knowledge-like 1×7, summarize 2×10.5, compact (harmony, clarity) 1×3.5. */
export const CARD_SIZE_CLASS = ['knowledge', 'summarize', 'compact'] as const;

/** Icons the web app draws for applications (inline SVG). */
export const APP_ICONS = [
  'assist',
  'knowledge',
  'summary',
  'announcement',
  'insights',
  'roleplay',
  'harmony',
  'clarity',
  'crm',
  'genie',
  'workforce',
  'bot',
  'apps',
] as const;
export type AppIcon = (typeof APP_ICONS)[number];

/** Application ids double as feature keys and store addresses: lower-case words joined by hyphens. */
export const applicationKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens, starting with a letter')
  .max(40);

const halfStep = (n: number) => Number.isInteger(n * 2);

/** A URL an architect may embed: https (or http on this machine, for development), no credentials in it. */
const EMBED_URL = /^(?:https:\/\/[A-Za-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]))(?::\d{1,5})?(?:[/?#]\S*)?$/;
export const embedUrl = z.string().trim().max(2000).regex(EMBED_URL, 'must be an https:// address without credentials');

export const applicationCategory = z.object({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300),
});

export const applicationAbout = z.object({
  tagline: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(4000),
  audience: z.string().trim().min(1).max(1000),
  highlights: z.array(z.string().trim().min(1).max(200)).max(8),
});
export type ApplicationAbout = z.infer<typeof applicationAbout>;

const roleList = z
  .array(roleName)
  .min(1, 'choose at least one role')
  .refine((roles) => new Set(roles).size === roles.length, 'a role appears twice');

/** What an architect writes for a catalogue entry. */
export const applicationInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    applicationId: applicationKey,
    appName: z.string().trim().min(1).max(40),
    category: applicationCategory,
    isAdminLicense: z.boolean(),
    isGuardianEnabled: z.boolean(),
    roles: roleList,
    minW: z.number().int().min(1).max(3),
    minH: z.number().min(0.5).max(14).refine(halfStep, 'must be a whole or half row'),
    defaultSize: z.enum(CARD_SIZE_CLASS),
    widgetKind: z.enum(WIDGET_KINDS),
    builtinWidget: z.enum(BUILTIN_WIDGETS).nullable(),
    embedUrl: embedUrl.nullable(),
    icon: z.enum(APP_ICONS),
    accent: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #1c7ed6'),
    defaultOnDashboard: z.boolean(),
    about: applicationAbout,
  })
  .superRefine((app, ctx) => {
    if (app.widgetKind === 'builtin' && !app.builtinWidget) {
      ctx.addIssue({ code: 'custom', path: ['builtinWidget'], message: 'a built-in widget needs its component' });
    }
    if (app.widgetKind === 'builtin' && app.embedUrl) {
      ctx.addIssue({ code: 'custom', path: ['embedUrl'], message: 'a built-in widget has no embedded URL' });
    }
    if (app.widgetKind === 'embed' && app.builtinWidget) {
      ctx.addIssue({ code: 'custom', path: ['builtinWidget'], message: 'an embedded application has no built-in component' });
    }
  });
export type ApplicationInput = z.infer<typeof applicationInput>;

/**
 * An application as the caller sees it (platform.md §3), with the caller's status in the
 * tenant asked about: `enabled` (the tenant offers it), `hasAccess` (this user may use it),
 * `selected` (it is on the user's home dashboard). `available` is false for an admin-licence
 * application whose guardian has not enabled it: it sorts last and cannot be added.
 */
export const application = z
  .object({
    _id: objectId,
    /** The widget id on dashboards (layout item `i`); equal to `_id`. */
    id: objectId,
    name: z.string(),
    applicationId: z.string(),
    appName: z.string(),
    category: z.object({ name: z.string(), description: z.string() }),
    isAdminLicense: z.boolean(),
    isGuardianEnabled: z.boolean(),
    roles: z.array(z.enum(ROLES)),
    minW: z.number(),
    minH: z.number(),
    defaultSize: z.enum(CARD_SIZE_CLASS),
    widgetKind: z.enum(WIDGET_KINDS),
    builtinWidget: z.enum(BUILTIN_WIDGETS).nullable(),
    embedUrl: z.string().nullable(),
    icon: z.enum(APP_ICONS),
    accent: z.string(),
    defaultOnDashboard: z.boolean(),
    about: applicationAbout,
    available: z.boolean(),
    /** False for an embedded application whose address is not set yet: nobody can use it until it is. */
    connected: z.boolean(),
    enabled: z.boolean(),
    /** Roles allowed in this tenant (the tenant's own list, or the catalogue's). */
    tenantRoles: z.array(z.enum(ROLES)),
    hasAccess: z.boolean(),
    selected: z.boolean(),
    updatedAt: z.string(),
  })
  .describe(
    'An application as the caller sees it: the catalogue entry (platform.md §3) with its about page, and the caller’s status in the ' +
      'tenant asked about — `available` (false: admin licence without guardian enabled), `enabled` (the tenant offers it), ' +
      '`tenantRoles`, `hasAccess` (this user may use it), `selected` (on their home dashboard)',
  );
export type Application = z.infer<typeof application>;

/** GET /api/tenant/v1/app-widgets/getAllapp: the whole catalogue, searchable (page 1 and limit 30 by default). */
export const appWidgetListQuery = platformPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(APP_LIST_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
});
export const appWidgetListReply = z
  .object({
    data: z.object({
      appWidgets: z.array(application).describe('this page of the catalogue; unavailable applications sort after the others'),
      total: z.number().int().describe('applications matching search and category'),
      page: z.number().int(),
      limit: z.number().int(),
      /** Every category of the catalogue with its application count, for the store's filter. */
      categories: z
        .array(z.object({ name: z.string(), description: z.string(), count: z.number().int() }))
        .describe("every category of the catalogue with its number of applications, for the store's filter"),
    }),
  })
  .describe('The application catalogue (the store), one page');

/** GET /api/tenant/v1/app-widgets/myapps/{tenantId}: the applications the caller may use in that tenant. */
export const myAppsReply = z
  .object({ tenantId: objectId, applications: z.array(application) })
  .describe('The applications the caller may use in the tenant: enabled, available, on their role list, not withdrawn');

export const applicationParams = z.object({ id: objectId });
export const tenantApplicationParams = z.object({ tenantId: objectId, applicationId: objectId });

/** A tenant's settings for one application (Application Settings tab, commander within their org). */
export const tenantApplicationInput = z.object({
  enabled: z.boolean(),
  /** Roles allowed in this tenant; a subset of the catalogue's list. null goes back to the catalogue's list. */
  roles: roleList.nullable(),
});
export type TenantApplicationInput = z.infer<typeof tenantApplicationInput>;

export const tenantApplicationRow = z
  .object({
    applicationId: objectId,
    name: z.string(),
    key: z.string(),
    category: z.string(),
    available: z.boolean(),
    /** The catalogue's role list: the most a tenant may allow. */
    catalogueRoles: z.array(z.enum(ROLES)),
    enabled: z.boolean(),
    /** The tenant's own list, or null when it follows the catalogue. */
    roles: z.array(z.enum(ROLES)).nullable(),
    updatedAt: z.string().nullable(),
  })
  .describe("A tenant's settings for one application");
export type TenantApplicationRow = z.infer<typeof tenantApplicationRow>;
export const tenantApplicationListReply = z
  .object({ tenantId: objectId, data: z.array(tenantApplicationRow) })
  .describe("Every catalogue application with the tenant's enablement and role list");

export const deletedReply = z.object({ deleted: z.literal(true), id: objectId }).describe('The application was removed');

/** One user's access to the applications of a tenant (guardian and above). */
export const userApplicationParams = z.object({ tenantId: objectId, userId: objectId, applicationId: objectId });
export const userApplicationsParams = z.object({ tenantId: objectId, userId: objectId });
/** true grants, false withdraws, null goes back to what the user's role allows. */
export const userApplicationAccessInput = z.object({ access: z.boolean().nullable() });
export const userApplicationAccessRow = z
  .object({
    applicationId: objectId,
    name: z.string(),
    key: z.string(),
    /** The group offers it (enabled, available) to the user's role. */
    offered: z.boolean(),
    /** The user's own setting, or null when their role decides. */
    access: z.boolean().nullable(),
    hasAccess: z.boolean(),
  })
  .describe("A member's access to one application");
export type UserApplicationAccessRow = z.infer<typeof userApplicationAccessRow>;
export const userApplicationAccessReply = z
  .object({ tenantId: objectId, userId: objectId, data: z.array(userApplicationAccessRow) })
  .describe("A member's access to each application of the tenant");
