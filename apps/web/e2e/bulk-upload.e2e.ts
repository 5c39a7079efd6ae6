import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { Download, Page } from 'playwright-core';
import { expectAccessible, newPage, openAdminTab, sharedBrowser, signIn } from './support/harness';

sharedBrowser();

/** A download's bytes (the browser runs elsewhere: no local path). */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer);
  return book;
}

/**
 * The upload headers of the active group, read from its New_users_template (one column per
 * application). Read with SheetJS: ExcelJS's loader expands the template's dropdowns (150,001 rows
 * per column) into one entry per cell, seconds of work for a header row.
 */
async function templateHeaders(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-template').click()]);
  expect(download.suggestedFilename()).toBe('New_users_template.xlsx');
  const book = XLSX.read(await bytesOf(download), { type: 'buffer' });
  const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Users']!, { header: 1, raw: false });
  return header!.map(String);
}

function csv(headers: string[], rows: Record<string, string>[]): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [headers, ...rows.map((row) => headers.map((h) => row[h] ?? (h.includes('_(') ? 'disable' : '')))]
    .map((r) => r.map(quote).join(','))
    .join('\r\n');
}

describe('bulk user upload', () => {
  it('guardian uploads a spreadsheet: preview with remarks → commit → result → report', async () => {
    const run = Date.now().toString(36);
    const page = await newPage();
    await signIn(page, 'guardian');
    await openAdminTab(page, 'Client Configuration');
    await page.getByTestId('upload-users').click();
    const dialog = page.getByRole('dialog', { name: 'Upload users' });
    await dialog.waitFor();
    const headers = await templateHeaders(page);

    const person = (n: number, changes: Record<string, string> = {}) => ({
      'User First Name': 'Riley',
      'User Last Name': `Journey${String.fromCharCode(97 + n)}`,
      'User Email': `riley.${run}.${n}@northwind.example`,
      Role: n % 2 ? 'hero' : 'Mentor',
      'L1 Supervisor Name': 'Morgan Lee',
      'L1 Supervisor Email': 'mentor@demo.switchboard.test',
      'L1 Supervisor Department': n === 2 ? '=HYPERLINK("http://x.test","go")' : 'Care',
      'L2 Supervisor Name': 'Grace Okafor',
      'L2 Supervisor Email': 'guardian@demo.switchboard.test',
      'L3 Supervisor Name': 'Chris Novak',
      'L3 Supervisor Email': 'commander@demo.switchboard.test',
      Status: 'Active',
      ...changes,
    });
    const rows = [
      person(1),
      person(2),
      person(3),
      person(4, { 'L1 Supervisor Department': 'card 4111 1111 1111 1111' }),
      person(5, { Role: 'architect' }),
    ];
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'journey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(headers, rows)) });
    await page.getByTestId('upload-submit').click();

    // Preview: counts, and the invalid rows with their remarks.
    await page.getByTestId('upload-valid').waitFor();
    expect(await page.getByTestId('upload-total').textContent()).toBe('5');
    expect(await page.getByTestId('upload-valid').textContent()).toBe('3');
    expect(await page.getByTestId('upload-invalid').textContent()).toBe('2');
    const invalid = dialog.getByRole('table', { name: 'Rows that will not be imported' });
    await expect.poll(() => invalid.textContent()).toContain('Contains personal and sensitive information.');
    expect(await invalid.textContent()).toContain('Bulk upload can assign only the hero, mentor or guardian role.');
    expect(await invalid.textContent()).not.toContain('4111');
    await expectAccessible(page, 'upload preview');

    // Commit, from the keyboard.
    await page.getByTestId('upload-commit').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('result-created').waitFor();
    expect(await page.getByTestId('result-created').textContent()).toBe('3');
    expect(await page.getByTestId('result-failed').textContent()).toBe('0');
    await page.getByRole('alert').filter({ hasText: 'Upload committed: 3 created' }).first().waitFor();
    await expectAccessible(page, 'upload result');

    // The report: every row, its result and remarks; formula-leading text escaped.
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-report').click()]);
    expect(report.suggestedFilename()).toBe('journey-report.xlsx');
    const sheet = (await workbookOf(report)).worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const column = (name: string) => header.indexOf(name) + 1;
    const cell = (row: number, name: string) => String(sheet.getRow(row).getCell(column(name)).value ?? '');
    expect(sheet.rowCount).toBe(6);
    expect([2, 3, 4, 5, 6].map((r) => cell(r, 'Result'))).toEqual([
      'Created',
      'Created',
      'Created',
      'Invalid (not imported)',
      'Invalid (not imported)',
    ]);
    expect(cell(5, 'Remarks')).toBe('L1 Supervisor Department: Contains personal and sensitive information.');
    expect(cell(3, 'L1 Supervisor Department')).toBe(`'=HYPERLINK("http://x.test","go")`);

    // The new users are in the list.
    await page.getByTestId('upload-done').click();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(`riley.${run}`);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).press('Enter');
    await page
      .getByRole('row')
      .filter({ hasText: `riley.${run}.3@northwind.example` })
      .waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: `riley.${run}.` })
        .count(),
    ).toBe(3);
    // Judge the list at rest (a hovered row tints its buttons).
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'client configuration');
  });

  it('reads the job titles in the Role column as roles: Trainer and Manager become mentors, Trainee and Advisor heroes', async () => {
    const run = Date.now().toString(36);
    const page = await newPage();
    await signIn(page, 'guardian');
    await openAdminTab(page, 'Client Configuration');
    await page.getByTestId('upload-users').click();
    const dialog = page.getByRole('dialog', { name: 'Upload users' });
    await dialog.waitFor();
    const headers = await templateHeaders(page);
    const titles = ['Trainer', 'Trainee', 'manager', 'ADVISOR'];
    const book = new ExcelJS.Workbook();
    const users = book.addWorksheet('Users');
    users.addRow(headers);
    titles.forEach((title, n) => {
      const row: Record<string, string> = {
        'User First Name': 'Quinn',
        'User Last Name': `Title${String.fromCharCode(97 + n)}`,
        'User Email': `quinn.${run}.${n}@northwind.example`,
        Role: title,
        'L1 Supervisor Name': 'Morgan Lee',
        'L1 Supervisor Email': 'mentor@demo.switchboard.test',
        'L1 Supervisor Department': 'Care',
        'L2 Supervisor Name': 'Grace Okafor',
        'L2 Supervisor Email': 'guardian@demo.switchboard.test',
        'L3 Supervisor Name': 'Chris Novak',
        'L3 Supervisor Email': 'commander@demo.switchboard.test',
        Status: 'Active',
      };
      users.addRow(headers.map((h) => row[h] ?? (h.includes('_(') ? 'disable' : '')));
    });
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'titles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-valid').waitFor();
    expect(await page.getByTestId('upload-valid').textContent()).toBe('4');
    expect(await page.getByTestId('upload-invalid').textContent()).toBe('0');
    await page.getByTestId('upload-commit').click();
    await page.getByTestId('result-created').waitFor();
    expect(await page.getByTestId('result-created').textContent()).toBe('4');

    // The members list shows each new user with the role their title stands for.
    await page.getByTestId('upload-done').click();
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    await search.fill(`quinn.${run}`);
    await search.press('Enter');
    const rowOf = (n: number) => page.getByRole('row').filter({ hasText: `quinn.${run}.${n}@northwind.example` });
    await rowOf(3).waitFor();
    const roles = await Promise.all(titles.map(async (_, n) => (await rowOf(n).getByTestId('member-role').textContent())?.trim()));
    expect(roles).toEqual(['Mentor', 'Hero', 'Mentor', 'Hero']);
  });

  it("refuses a file without the upload's headers, saying which are missing", async () => {
    const page = await newPage();
    await signIn(page, 'guardian');
    await openAdminTab(page, 'Client Configuration');
    await page.getByTestId('upload-users').click();
    const dialog = page.getByRole('dialog', { name: 'Upload users' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Email\r\nA,a@b.test\r\n') });
    await page.getByTestId('upload-submit').click();
    const refusal = page.getByTestId('upload-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /Missing headers: User First Name, User Last Name, User Email, Role,.*No records were read\./,
    );
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'people.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    expect(await refusal.textContent()).toContain('Invalid file type');
    await expectAccessible(page, 'upload refused');
  });
});
