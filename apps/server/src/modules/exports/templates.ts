import ExcelJS from 'exceljs';
import {
  APP_ACCESS_VALUES,
  GROUP_UPLOAD_COLUMNS,
  UPLOADABLE_ROLES,
  UPLOAD_LIMITS,
  USER_STATUS_VALUES,
  USER_TEMPLATE_COLUMNS,
  USER_UPLOAD_OPTIONAL_COLUMNS,
  appColumnHeader,
} from '@switchboard/contracts';
import type { UploadApp } from '../uploads/user-rows.js';
import { addSheet, escapeFormula } from '../../platform/files/xlsx.js';

type Sheet = ReturnType<typeof addSheet>;

/** Worksheet data validations (exceljs has them, its typings do not). */
function dropdown(sheet: Sheet, column: number, values: readonly string[], title: string): void {
  const letter = columnLetter(column);
  const validations = (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } })
    .dataValidations;
  validations.add(`${letter}2:${letter}${UPLOAD_LIMITS.maxUserRows + 1}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`"${values.join(',')}"`],
    showErrorMessage: true,
    errorTitle: title,
    error: `Choose one of: ${values.join(', ')}.`,
  });
}

export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The user upload columns for this tenant: the fixed ones, then one `name_(id)` per offered application. */
export const userTemplateHeaders = (apps: readonly UploadApp[]) => [
  ...USER_TEMPLATE_COLUMNS,
  ...apps.map((a) => appColumnHeader(a.name, a.id)),
];

/** Dropdowns for Role, Status and every application column (platform.md §9, issue 6 §7). */
export function addUserDropdowns(sheet: Sheet, apps: readonly UploadApp[]): void {
  dropdown(sheet, USER_TEMPLATE_COLUMNS.indexOf('Role'), UPLOADABLE_ROLES, 'Role');
  dropdown(sheet, USER_TEMPLATE_COLUMNS.indexOf('Status'), USER_STATUS_VALUES, 'Status');
  apps.forEach((app, i) => dropdown(sheet, USER_TEMPLATE_COLUMNS.length + i, APP_ACCESS_VALUES, app.name));
}

const OPTIONAL: readonly string[] = Object.values(USER_UPLOAD_OPTIONAL_COLUMNS);

/** A second sheet explaining the columns; uploads read only the first sheet. */
export function addUserReadMe(workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, apps: readonly UploadApp[]): void {
  const sheet = addSheet(workbook, 'Read me', ['Column', 'Required', 'What to enter'], [34, 10, 90]);
  const rows: string[][] = USER_TEMPLATE_COLUMNS.map((column) => {
    const required = OPTIONAL.includes(column) ? 'No' : 'Yes';
    if (column === 'Role') return [column, required, 'hero, mentor or guardian (bulk upload cannot assign other roles).'];
    if (column === 'Status') return [column, required, 'Active or Inactive: the user’s access to this group.'];
    if (column.endsWith('Email'))
      return [
        column,
        required,
        'A valid e-mail address. User e-mails must be unique in the file; an existing user is updated, not duplicated.',
      ];
    if (column.endsWith('Name')) return [column, required, 'Text only: letters, spaces, apostrophes, hyphens and dots.'];
    return [column, required, 'Free text.'];
  });
  for (const app of apps) {
    rows.push([
      appColumnHeader(app.name, app.id),
      'Yes',
      `enable or disable. enable is allowed only for: ${app.roles.join(', ') || 'no role'}.`,
    ]);
  }
  rows.push(['(every cell)', '', 'Never enter social-security or payment-card numbers: such rows are refused.']);
  for (const row of rows) sheet.addRow(row.map(escapeFormula)).commit();
}

/** New_users_template: the headers with dropdowns, no data. */
export async function newUsersTemplate(apps: readonly UploadApp[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Switchboard';
  const sheet = addSheet(workbook, 'Users', userTemplateHeaders(apps));
  addUserDropdowns(sheet, apps);
  addUserReadMe(workbook, apps);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Tenants_template: the group upload headers. */
export async function tenantsTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Switchboard';
  addSheet(workbook, 'Groups', GROUP_UPLOAD_COLUMNS, [28, 28, 22, 22, 24, 18]);
  const readMe = addSheet(workbook, 'Read me', ['Column', 'What to enter'], [14, 90]);
  const notes: [string, string][] = [
    ['COMPANY', 'The organisation (your own, unless you are an architect).'],
    ['CLIENT', 'The client served.'],
    ['COUNTRY', 'Country of the site.'],
    ['SITE', 'Site or location.'],
    ['LOB', 'Line of business.'],
    ['CHANNEL', 'Channel (sub-LOB), e.g. Voice, Chat, Email.'],
    ['', 'All six are required. A group that already exists is left unchanged. A GUARDIAN EMAIL ID column is ignored.'],
  ];
  for (const row of notes) readMe.addRow(row).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
