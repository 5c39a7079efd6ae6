import ExcelJS from 'exceljs';
import { escapeFormula } from '../../platform/files/xlsx.js';
import type { Database } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { isAvailable, loadCatalogue, tenantRolesOf } from './access.js';

/** The export's file name (platform.md §9). */
export const APPLICATIONS_EXPORT = 'Applications';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS = [
  { header: 'Name', key: 'name', width: 26 },
  { header: 'Application ID', key: 'applicationId', width: 22 },
  { header: 'Id', key: 'id', width: 27 },
  { header: 'App name', key: 'appName', width: 18 },
  { header: 'Category', key: 'category', width: 20 },
  { header: 'Category description', key: 'categoryDescription', width: 40 },
  { header: 'Widget', key: 'widget', width: 16 },
  { header: 'Embedded URL', key: 'embedUrl', width: 40 },
  { header: 'Admin licence', key: 'isAdminLicense', width: 14 },
  { header: 'Guardian enabled', key: 'isGuardianEnabled', width: 16 },
  { header: 'Available', key: 'available', width: 11 },
  { header: 'Catalogue roles', key: 'roles', width: 40 },
  { header: 'Enabled in group', key: 'enabled', width: 16 },
  { header: 'Group roles', key: 'tenantRoles', width: 40 },
  { header: 'Min width', key: 'minW', width: 10 },
  { header: 'Min height', key: 'minH', width: 10 },
  { header: 'Default size', key: 'defaultSize', width: 13 },
  { header: 'Updated', key: 'updatedAt', width: 20 },
];

/** The 'Applications' workbook: the catalogue with the settings of the caller's active group. */
export async function exportApplications(db: Database, scope: TenantScope): Promise<Buffer> {
  const entries = await db.run(scope, (tx) => loadCatalogue(tx, scope));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Switchboard';
  const sheet = workbook.addWorksheet(APPLICATIONS_EXPORT, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const { app, tenant } of entries) {
    // Text from the catalogue may start like a formula (DESIGN §4): escaped by the shared helper.
    const text = escapeFormula;
    sheet.addRow({
      name: text(app.name),
      applicationId: text(app.applicationId),
      id: app.id,
      appName: text(app.appName),
      category: text(app.categoryName),
      categoryDescription: text(app.categoryDescription),
      widget: app.widgetKind === 'builtin' ? `Built-in (${app.builtinWidget})` : 'Embedded',
      embedUrl: text(app.embedUrl ?? ''),
      isAdminLicense: yesNo(app.isAdminLicense),
      isGuardianEnabled: yesNo(app.isGuardianEnabled),
      available: yesNo(isAvailable(app)),
      roles: app.roles.join(', '),
      enabled: yesNo(tenant?.enabled === true),
      tenantRoles: tenantRolesOf({ app, tenant, userAccess: null }).join(', '),
      minW: app.minW,
      minH: app.minH,
      defaultSize: app.defaultSize,
      updatedAt: app.updatedAt,
    });
  }
  sheet.getColumn('updatedAt').numFmt = 'dd/mm/yyyy - hh:mm';
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
