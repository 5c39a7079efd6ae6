import {
  application,
  appWidgetListReply,
  deletedReply,
  featureAccessReply,
  myAppsReply,
  tenantApplicationListReply,
  tenantApplicationRow,
  userApplicationAccessReply,
  userApplicationAccessRow,
  userAppsReply,
  type Application,
  type ApplicationInput,
  type LayoutItemBody,
  type TenantApplicationInput,
  type TenantApplicationRow,
  type UserApplicationAccessRow,
  type UserAppsReply,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { http } from './http-client';
import { parseReply } from './parse-reply';

export type AppWidgetList = z.infer<typeof appWidgetListReply>['data'];
export type FeatureAccess = z.infer<typeof featureAccessReply>;

export interface AppWidgetListParams {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
}

/** The dashboard feature of the Home tab. */
export const HOME_FEATURE = 'home';

export const applicationsApi = {
  /** The catalogue as the store shows it (page 1, 30 by default). */
  catalogue: async (params: AppWidgetListParams, signal?: AbortSignal): Promise<AppWidgetList> =>
    parseReply(appWidgetListReply, await http.get('/api/tenant/v1/app-widgets/getAllapp', { query: { ...params }, signal })).data,

  myApps: async (tenantId: string, signal?: AbortSignal): Promise<Application[]> =>
    parseReply(myAppsReply, await http.get(`/api/tenant/v1/app-widgets/myapps/${tenantId}`, { signal })).applications,

  one: async (id: string, signal?: AbortSignal): Promise<Application> =>
    parseReply(application, await http.get(`/v1/tenant/app/${id}`, { signal })),

  userApps: async (tenantId: string, signal?: AbortSignal): Promise<UserAppsReply> =>
    parseReply(userAppsReply, await http.get(`/api/tenant/v1/${tenantId}/feature/${HOME_FEATURE}/widget/userApps`, { signal })),

  saveLayout: async (tenantId: string, layout: LayoutItemBody[], expectedUpdatedAt: string | null): Promise<UserAppsReply> =>
    parseReply(
      userAppsReply,
      await http.post(`/api/tenant/v1/${tenantId}/feature/${HOME_FEATURE}/widget/save`, { layout, expectedUpdatedAt }),
    ),

  featureAccess: async (tenantId: string, feature: string, signal?: AbortSignal): Promise<FeatureAccess> =>
    parseReply(featureAccessReply, await http.get(`/api/tenant/v1/feature/tenant/access/${tenantId}/${feature}`, { signal })),

  // Application Settings (commander, architect)
  tenantSettings: async (tenantId: string, signal?: AbortSignal): Promise<TenantApplicationRow[]> =>
    parseReply(tenantApplicationListReply, await http.get(`/api/tenant/v1/${tenantId}/applications`, { signal })).data,

  setTenantSettings: async (tenantId: string, applicationId: string, input: TenantApplicationInput): Promise<TenantApplicationRow> =>
    parseReply(tenantApplicationRow, await http.put(`/api/tenant/v1/${tenantId}/applications/${applicationId}`, input)),

  // One member's own access (Client Configuration, guardian and above)
  userAccess: async (tenantId: string, userId: string, signal?: AbortSignal): Promise<UserApplicationAccessRow[]> =>
    parseReply(userApplicationAccessReply, await http.get(`/api/tenant/v1/${tenantId}/users/${userId}/applications`, { signal })).data,

  setUserAccess: async (
    tenantId: string,
    userId: string,
    applicationId: string,
    access: boolean | null,
  ): Promise<UserApplicationAccessRow> =>
    parseReply(
      userApplicationAccessRow,
      await http.put(`/api/tenant/v1/${tenantId}/users/${userId}/applications/${applicationId}`, { access }),
    ),

  create: async (input: ApplicationInput): Promise<Application> =>
    parseReply(application, await http.post('/api/tenant/v1/app-widgets', input)),

  update: async (id: string, input: ApplicationInput): Promise<Application> =>
    parseReply(application, await http.put(`/api/tenant/v1/app-widgets/${id}`, input)),

  remove: async (id: string) => parseReply(deletedReply, await http.delete(`/api/tenant/v1/app-widgets/${id}`)),
};

/** The export's address (a plain link: the session cookie authorises the download). */
export const APPLICATIONS_EXPORT_URL = '/api/tenant/v1/exports/Applications.xlsx';
