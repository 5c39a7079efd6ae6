import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { USER_TEMPLATE_COLUMNS, UPLOAD_LIMITS, type AnnouncementMedia, type UploadJob } from '@switchboard/contracts';
import { users } from '../src/modules/accounts/tables.js';
import { announcementMedia } from '../src/modules/announcements/tables.js';
import { memberships } from '../src/modules/tenants/tables.js';
import { uploadJobRows, uploadJobs } from '../src/modules/uploads/tables.js';
import { SVG_LIMITS } from '../src/platform/files/svg-sanitizer.js';
import { XLSX_MIME } from '../src/platform/files/xlsx.js';
import { zipBomb } from '../src/test-support/zip-builder.js';
import { announcementWorld, type AnnouncementWorld } from './support/announcements.js';
import { SAMPLE } from './support/multipart.js';
import { multipart } from './support/upload-multipart.js';
import { streamedFilePart, streamUntilAnswered } from './support/stream-body.js';

const MiB = 1024 * 1024;
type Row = Record<string, string>;

/**
 * Issue 11 "Limits": a hostile upload set against the user bulk upload and announcement media. Each
 * refusal has its status and a message a person can act on, leaves nothing behind (no job or rows,
 * no stored file, no temporary copy) and costs bounded memory; what is accepted is made harmless.
 */
describe('hostile uploads', () => {
  let w: AnnouncementWorld;
  let privateTmp: string;
  let previousTmp: string | undefined;

  beforeAll(async () => {
    // Received spreadsheets are copied under os.tmpdir() while they are read: a private one shows what is left.
    w = await announcementWorld();
    privateTmp = await mkdtemp(path.join(tmpdir(), 'sb-hostile-'));
    previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = privateTmp;
  });
  afterAll(async () => {
    await w.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(privateTmp, { recursive: true, force: true });
  });

  const usersUrl = () => `/api/tenant/v1/${w.a}/users/upload`;
  const uploadUsers = (name: string, data: Buffer, mime?: string) => {
    const body = multipart(name, data, mime);
    return w.t.as(w.guardian.token, { method: 'POST', url: usersUrl(), payload: body.payload, headers: body.headers });
  };
  const commit = (jobId: string) =>
    w.t.as(w.guardian.token, {
      method: 'POST',
      url: `${usersUrl()}/${jobId}/commit`,
      headers: { 'idempotency-key': randomUUID() },
    });
  const count = async (table: typeof uploadJobs | typeof uploadJobRows | typeof announcementMedia) => {
    const [row] = await w.t.db.run({ tenantId: w.a, userId: null }, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(table));
    return row!.n;
  };
  const storedFiles = async () => {
    const entries = await readdir(path.join(w.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  };
  const leftovers = async () => ({
    jobs: await count(uploadJobs),
    rows: await count(uploadJobRows),
    media: await count(announcementMedia),
    files: await storedFiles(),
    temporary: await readdir(privateTmp),
  });

  /**
   * Waits for the private temporary folder to empty: an accepted upload removes its copy just after
   * answering, a refused one before. Anything that stays (a leaked temporary file) fails the test.
   */
  const settled = async () => {
    for (let waited = 0; (await readdir(privateTmp)).length > 0; waited += 10) {
      if (waited > 5000) expect(await readdir(privateTmp, { recursive: true }), 'temporary files left behind').toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** Runs hostile work and checks the heap (and resident memory, generously) did not balloon. */
  const bounded = async <T>(work: () => Promise<T>): Promise<T> => {
    const before = process.memoryUsage();
    const result = await work();
    const after = process.memoryUsage();
    expect(after.heapUsed - before.heapUsed, 'heap growth').toBeLessThan(64 * MiB);
    expect(after.rss - before.rss, 'resident growth').toBeLessThan(192 * MiB);
    return result;
  };

  /** Refused: the status, the error code, a message matching `message`, and nothing left behind. */
  const refused = async (
    send: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
    status: number,
    message: RegExp,
    reason?: string,
  ) => {
    await settled();
    const before = await leftovers();
    const response = await bounded(send);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: string; message: string; details?: { reason?: string } };
    expect(body.error).toBe({ 400: 'bad_request', 413: 'payload_too_large', 415: 'unsupported_media_type' }[status]);
    expect(body.message).toMatch(message);
    if (reason) expect(body.details?.reason).toBe(reason);
    expect(await leftovers()).toEqual(before);
    return body;
  };

  const person = (n: number, overrides: Row = {}): Row => ({
    'User First Name': 'Avery',
    'User Middle Name': '',
    'User Last Name': 'Tester',
    'User Email': `hostile${n}@example.com`,
    Role: 'hero',
    'L1 Supervisor Name': 'Morgan Lee',
    'L1 Supervisor Email': 'morgan.lee@example.com',
    'L1 Supervisor Role': 'Team Lead',
    'L1 Supervisor Department': 'Customer Care',
    'L2 Supervisor Name': 'Grace Okafor',
    'L2 Supervisor Email': 'grace.okafor@example.com',
    'L3 Supervisor Name': 'Chris Novak',
    'L3 Supervisor Email': 'chris.novak@example.com',
    Status: 'Active',
    ...overrides,
  });
  const csv = (headers: readonly string[], rows: Row[]) => {
    const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return Buffer.from([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))].map((l) => l.map(quote).join(',')).join('\r\n'));
  };

  /** Streams `total` bytes of a file part over real HTTP and reports how much was sent when the answer came. */
  const streamFile = (url: string, fileName: string, mime: string, head: Buffer, total: number) => {
    const part = streamedFilePart(fileName, mime, head);
    return streamUntilAnswered(w.t.app, { ...part, path: url, headers: { ...part.headers, 'x-auth-token': w.guardian.token }, total });
  };

  describe('user bulk upload', () => {
    it('accepts an ordinary file (the baseline the refusals are measured against)', async () => {
      const response = await uploadUsers('users.csv', csv(USER_TEMPLATE_COLUMNS, [person(1)]));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<UploadJob>()).toMatchObject({ validRows: 1, invalidRows: 0 });
    });

    it('refuses zip bombs (honest and lying directories) before any parser inflates them', async () => {
      for (const lie of [false, true]) {
        const bomb = await zipBomb(200, { lie });
        expect(bomb.length).toBeLessThan(2 * MiB);
        await refused(() => uploadUsers('users.xlsx', bomb), 400, /refused|zip bomb|workbook/i, 'unsafe_archive');
      }
    });

    it('refuses an oversized file with 413: by its Content-Length, and while it streams without one', async () => {
      const declared = Buffer.alloc(UPLOAD_LIMITS.userFileMaxBytes + MiB, 0x41);
      const body = await refused(() => uploadUsers('users.csv', declared), 413, /larger than 50 MiB/, 'too_large');
      expect(body.details).toMatchObject({ limit: UPLOAD_LIMITS.userFileMaxBytes });
      const total = 4 * UPLOAD_LIMITS.userFileMaxBytes;
      let sent = 0;
      await refused(
        async () => {
          const outcome = await streamFile(usersUrl(), 'users.csv', 'text/csv', Buffer.from('User First Name\r\n'), total);
          sent = outcome.sent;
          return outcome;
        },
        413,
        /larger than 50 MiB/,
        'too_large',
      );
      expect(sent).toBeLessThan(total / 2);
    });

    it('refuses mislabelled files with 415: a PNG named .xlsx or .csv, a zip named .xls, a CSV declared as an image', async () => {
      const rows = csv(USER_TEMPLATE_COLUMNS, [person(2)]);
      await refused(() => uploadUsers('users.xlsx', SAMPLE.png), 415, /not a \.xlsx file/, 'type_mismatch');
      await refused(() => uploadUsers('users.csv', SAMPLE.png), 415, /not a \.csv file/, 'type_mismatch');
      const zip = await zipBomb(1);
      await refused(() => uploadUsers('users.xls', zip), 415, /not a \.xls file/, 'type_mismatch');
      await refused(() => uploadUsers('users.csv', rows, 'image/png'), 415, /does not match a \.csv file/, 'type_mismatch');
      await refused(() => uploadUsers('users.exe', rows), 415, /Invalid file type/, 'invalid_file_type');
      await refused(() => uploadUsers('users.html', Buffer.from('<script>alert(1)</script>'), 'text/html'), 415, /Invalid file type/);
    });

    it('keeps formula-leading cells as inert text in stored data and escapes them in every export', async () => {
      const dde = `=cmd|' /C calc'!A0`;
      const rows = [
        person(10, { 'L1 Supervisor Role': dde, 'L1 Supervisor Department': '+SUM(1+1)*cmd|" /C calc"!A0' }),
        person(11, { 'L1 Supervisor Role': '-2+3+cmd|" /C calc"!A0', 'L1 Supervisor Department': '@SUM(1+1)' }),
        person(12, { 'User First Name': '=HYPERLINK("http://evil.test","Click")' }),
      ];
      const preview = await uploadUsers('formulas.csv', csv(USER_TEMPLATE_COLUMNS, rows));
      expect(preview.statusCode, preview.body).toBe(201);
      const job = preview.json<UploadJob>();
      // A formula is not a name: that row is refused with a remark; the free-text cells are kept as typed.
      expect(job).toMatchObject({ validRows: 2, invalidRows: 1 });
      expect(job.issues.data[0]!.remarks.map((r) => r.code)).toEqual(['invalid_name']);
      expect((await commit(job.jobId)).statusCode).toBe(200);

      const stored = await w.t.db.run({ tenantId: w.a, userId: null }, (tx) =>
        tx
          .select({ email: users.email, role: memberships.supervisorRoleL1, department: memberships.supervisorDepartmentL1 })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.tenantId, w.a), sql`${users.email} like 'hostile1_@example.com'`)),
      );
      const byEmail = new Map(stored.map((s) => [s.email, s]));
      expect(byEmail.get('hostile10@example.com')).toMatchObject({ role: dde, department: '+SUM(1+1)*cmd|" /C calc"!A0' });
      expect(byEmail.has('hostile12@example.com')).toBe(false);

      const exported = await w.t.as(w.guardian.token, { method: 'GET', url: '/api/tenant/v1/exports/Existing_users_template.xlsx' });
      expect(exported.statusCode).toBe(200);
      const book = XLSX.read(exported.rawPayload, { type: 'buffer', bookFiles: true });
      const files = (book as unknown as { files: Record<string, { content: Uint8Array }> }).files;
      const sheetXml = Buffer.from(files['xl/worksheets/sheet1.xml']!.content).toString('utf8');
      expect(sheetXml).not.toMatch(/<f[ >]/);
      const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
      const line = (email: string) => table.find((r) => r.includes(email))!;
      expect(line('hostile10@example.com')).toContain(`'${dde}`);
      expect(line('hostile10@example.com')).toContain(`'+SUM(1+1)*cmd|" /C calc"!A0`);
      expect(line('hostile11@example.com')).toContain(`'-2+3+cmd|" /C calc"!A0`);
      expect(line('hostile11@example.com')).toContain(`'@SUM(1+1)`);

      const report = await w.t.as(w.guardian.token, { method: 'GET', url: `${usersUrl()}/${job.jobId}/report.xlsx` });
      const reportBook = XLSX.read(report.rawPayload, { type: 'buffer' });
      const reportRows = XLSX.utils.sheet_to_json<string[]>(reportBook.Sheets[reportBook.SheetNames[0]!]!, { header: 1, raw: false });
      expect(reportRows.flat()).toContain(`'=HYPERLINK("http://evil.test","Click")`);
      expect(reportRows.flat().filter((cell) => typeof cell === 'string' && /^[=+\-@]/.test(cell))).toEqual([]);
    });

    it('reads the cached value of a real formula cell in an .xlsx, never the formula', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Users');
      sheet.addRow([...USER_TEMPLATE_COLUMNS]);
      const row = person(20);
      sheet.addRow(USER_TEMPLATE_COLUMNS.map((h) => row[h] ?? ''));
      sheet.getCell('H2').value = { formula: 'HYPERLINK("http://evil.test","Team Lead")', result: 'Team Lead' };
      sheet.getCell('I2').value = { formula: "cmd|' /C calc'!A0", result: '' } as ExcelJS.CellFormulaValue;
      const response = await uploadUsers('formula-cells.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(response.statusCode, response.body).toBe(201);
      const job = response.json<UploadJob>();
      expect(job.validRows).toBe(1);
      expect((await commit(job.jobId)).statusCode).toBe(200);
      const [member] = await w.t.db.run({ tenantId: w.a, userId: null }, (tx) =>
        tx
          .select({ role: memberships.supervisorRoleL1, department: memberships.supervisorDepartmentL1 })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.tenantId, w.a), eq(users.email, 'hostile20@example.com'))),
      );
      expect(member).toEqual({ role: 'Team Lead', department: null });
      // exceljs copies a worksheet met before the shared strings to a temporary file: none may stay.
      await settled();
    });

    it('treats prototype-pollution headers and cells as plain text, in CSV and .xlsx alike', async () => {
      const headers = [...USER_TEMPLATE_COLUMNS, '__proto__', 'constructor', 'prototype', 'hasOwnProperty'];
      // A computed key: a literal `__proto__:` would set the object's prototype instead of a property.
      const hostile: Row = { ['__proto__']: '{"polluted":true}', constructor: '{"prototype":{"polluted":true}}', prototype: 'polluted' };
      const rows = [person(30, { ...hostile, hasOwnProperty: 'x', 'L1 Supervisor Role': '__proto__' })];
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Users');
      sheet.addRow(headers);
      sheet.addRow(headers.map((h) => (Object.hasOwn(rows[0]!, h) ? rows[0]![h] : '')));
      for (const [name, data] of [
        ['proto.csv', csv(headers, rows)],
        ['proto.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())],
      ] as const) {
        const response = await bounded(() => uploadUsers(name, data));
        expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
        const job = response.json<UploadJob>();
        expect(job.validRows, name).toBe(1);
        expect(job.headers).toEqual(headers);
        expect((await commit(job.jobId)).statusCode).toBe(200);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(typeof {}.hasOwnProperty).toBe('function');
      await settled();
    });
  });

  describe('JSON bodies', () => {
    it('refuses __proto__ and constructor.prototype keys with 400 and leaves Object.prototype alone', async () => {
      const url = `${w.base()}/announcements`;
      const fields = '"category":"Product Update","title":"T","body":"<p>x</p>"';
      for (const payload of [
        `{${fields},"__proto__":{"polluted":true}}`,
        `{${fields},"nested":{"__proto__":{"polluted":true}}}`,
        `{${fields},"constructor":{"prototype":{"polluted":true}}}`,
      ]) {
        const response = await w.t.as(w.guardian.token, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'bad_request',
          message: expect.stringMatching(/not valid JSON, or it holds a key named __proto__ or constructor\.prototype/),
        });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('announcement media', () => {
    const mediaUrl = (id: string) => `${w.base()}/announcements/${id}/media`;

    it('refuses oversized images with 413, by the whole body and while streaming, keeping nothing', async () => {
      const draft = await w.create(w.guardian, { title: 'Oversized' });
      const big = Buffer.concat([SAMPLE.png, Buffer.alloc(4 * MiB, 0x41)]);
      await refused(
        () => w.upload(w.guardian, draft._id, { filename: 'big.png', contentType: 'image/png', content: big }),
        413,
        /at most 4 MB/,
      );
      let sent = 0;
      await refused(
        async () => {
          const outcome = await streamFile(mediaUrl(draft._id), 'huge.png', 'image/png', SAMPLE.png, 64 * MiB);
          sent = outcome.sent;
          return outcome;
        },
        413,
        /at most 4 MB/,
      );
      expect(sent).toBeLessThan(32 * MiB);
    });

    it('refuses mislabelled files with 415: HTML named .png or .svg, a PNG named .jpg or declared as a GIF', async () => {
      const draft = await w.create(w.guardian, { title: 'Mislabelled' });
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      for (const file of [
        { filename: 'page.png', contentType: 'image/png', content: html },
        { filename: 'page.svg', contentType: 'image/svg+xml', content: html },
        { filename: 'photo.jpg', contentType: 'image/jpeg', content: SAMPLE.png },
        { filename: 'chart.png', contentType: 'image/gif', content: SAMPLE.png },
        { filename: 'book.xlsx', contentType: XLSX_MIME, content: await zipBomb(1) },
      ]) {
        await refused(() => w.upload(w.guardian, draft._id, file), 415, /not supported|is not a|not an SVG/);
      }
    });

    it('stores a hostile SVG inert: scripts, handlers, foreignObject, javascript: links, XXE and entity bombs', async () => {
      const draft = await w.create(w.guardian, { title: 'Hostile SVG' });
      const hostile = Buffer.from(`<?xml version="1.0"?>
        <!DOCTYPE svg [
          <!ENTITY xxe SYSTEM "file:///etc/passwd">
          <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
          <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
        ]>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 20 20" onload="alert(1)">
          <script>alert('svg')</script>
          <foreignObject width="20" height="20"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"></iframe></foreignObject>
          <a xlink:href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)"/></a>
          <image href="https://evil.example/track.png" width="1" height="1"/>
          <text x="1" y="15">&xxe;&lol4;</text>
        </svg>`);
      const response = await bounded(() =>
        w.upload(w.guardian, draft._id, { filename: 'hostile.svg', contentType: 'image/svg+xml', content: hostile }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const served = await w.t.as(w.guardian.token, { method: 'GET', url: response.json<AnnouncementMedia>().url });
      expect(served.body).not.toMatch(/<script|\son\w+=|foreignObject|<iframe|javascript:|evil\.example|ENTITY|root:|lollol/i);
      expect(served.body).toContain('<rect');
      expect(served.body.length).toBeLessThan(1000);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });

    // Both once held the server for minutes in jsdom; a linear scan refuses them first.
    it('refuses SVG complexity bombs (deep nesting, too many elements) with 415 before parsing them, keeping nothing', async () => {
      const draft = await w.create(w.guardian, { title: 'SVG bombs' });
      const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`;
      const wide = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(500_000)}</svg>`;
      expect(wide.length).toBeLessThan(4 * MiB);
      await refused(
        () => w.upload(w.guardian, draft._id, { filename: 'deep.svg', contentType: 'image/svg+xml', content: Buffer.from(deep) }),
        415,
        new RegExp(`nested more than ${SVG_LIMITS.maxDepth} levels`),
      );
      await refused(
        () => w.upload(w.guardian, draft._id, { filename: 'wide.svg', contentType: 'image/svg+xml', content: Buffer.from(wide) }),
        415,
        /too complex: it has more than 5,000 elements/,
      );
    });
  });
});
