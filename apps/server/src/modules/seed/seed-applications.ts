import type { Database } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import { applications, tenantApplications } from '../applications/tables.js';
import { APPLICATION_CATALOGUE } from './application-catalogue.js';

/**
 * Seeds the application catalogue (entries already there, by key, are left alone) and enables
 * every application in the given tenants, each write in that tenant's RLS context.
 */
export async function seedApplications(db: Database, tenantIds: string[]): Promise<void> {
  const rows = await db.run({ tenantId: null, userId: null }, async (tx) => {
    await tx
      .insert(applications)
      .values(
        APPLICATION_CATALOGUE.map((app) => ({
          id: newId(),
          applicationId: app.applicationId,
          name: app.name,
          appName: app.appName,
          categoryName: app.category.name,
          categoryDescription: app.category.description,
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
        })),
      )
      .onConflictDoNothing({ target: applications.applicationId });
    return tx.select({ id: applications.id }).from(applications);
  });
  for (const tenantId of tenantIds) {
    await db.run({ tenantId, userId: null }, (tx) =>
      tx
        .insert(tenantApplications)
        .values(rows.map((row) => ({ tenantId, applicationId: row.id, enabled: true })))
        .onConflictDoNothing(),
    );
  }
}
