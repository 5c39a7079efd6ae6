#!/usr/bin/env node
// Bulk user upload benchmark (issue 6): generates 100,000-row .csv and .xlsx files in the upload
// format of the demo group, uploads them to the built server (preview), commits them, and compares
// the preview with a bare parse of the same file (csv-parse / exceljs streaming reader, no checks,
// no database). Also: the report download and a 200 MiB zip bomb's refusal.
// Targets: 100k CSV preview < 5 s, xlsx < 15 s, server peak RSS < 600 MB, preview / bare parse < 3.
// BENCH_DB=pglite or BENCH_DB=postgres runs on that database only (`npm run bench` runs both); without it,
// on the embedded database, and also on PostgreSQL when BENCH_DATABASE_URL is set (a server URL whose role
// may CREATE DATABASE). Needs `npm run build` first.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { request } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, SERVER_MAIN, benchDatabase, mb, measure, result, signIn, startServer } from './_server.mjs';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);
/** BENCH_UPLOAD_KINDS=csv (or xlsx) runs one file kind only. */
const KINDS = (process.env.BENCH_UPLOAD_KINDS ?? 'csv,xlsx').split(',');
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
void DEMO_PASSWORD;

if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const FIRST = ['Avery', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Quinn', 'Harper', 'Rowan', 'Zoë', 'José'];
const LAST = ['Rivera', 'Okafor', 'Novak', 'Laurent', 'Nguyen', 'Schmidt', 'Rossi', 'Silva', 'Andersson', "O'Brien", 'Muñoz-García'];
const ROLES = ['hero', 'hero', 'hero', 'mentor', 'guardian'];

/** The upload headers and each application's allowed roles, from the group's New_users_template. */
async function templateOf(base, token) {
  const r = await fetch(`${base}/api/tenant/v1/exports/New_users_template.xlsx`, { headers: { 'x-auth-token': token } });
  if (!r.ok) throw new Error(`template: ${r.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await r.arrayBuffer());
  const headers = workbook.getWorksheet('Users').getRow(1).values.slice(1).map(String);
  const roles = new Map();
  workbook.getWorksheet('Read me').eachRow((row) => {
    const text = String(row.getCell(3).value ?? '');
    const m = /only for: (.*)\.$/.exec(text);
    if (m) roles.set(String(row.getCell(1).value), m[1].split(', '));
  });
  return { headers, appRoles: headers.map((h) => roles.get(h) ?? null) };
}

/** Row i of the file: realistic, varied, 1 % invalid (a broken e-mail), 10 % inactive. */
function rowOf(i, tag, template) {
  const role = ROLES[i % ROLES.length];
  const fixed = [
    FIRST[i % FIRST.length],
    i % 7 === 0 ? 'Lee' : '',
    LAST[(i * 7) % LAST.length],
    i % 100 === 99 ? `bench.${tag}.${i}@example` : `bench.${tag}.${i}@example.com`,
    role,
    'Morgan Lee',
    'morgan.lee@example.com',
    'Team Lead',
    `Care ${i % 40}`,
    'Grace Okafor',
    'grace.okafor@example.com',
    'Chris Novak',
    'chris.novak@example.com',
    i % 10 === 0 ? 'Inactive' : 'Active',
  ];
  const apps = template.appRoles.slice(fixed.length).map((roles, k) => (roles?.includes(role) && (i + k) % 2 === 0 ? 'enable' : 'disable'));
  return [...fixed, ...apps];
}

async function writeCsv(file, template, tag) {
  const out = createWriteStream(file);
  const quote = (v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  out.write(`\uFEFF${template.headers.map(quote).join(',')}\r\n`);
  for (let i = 0; i < ROWS; i++) {
    if (!out.write(`${rowOf(i, tag, template).map(quote).join(',')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file, template, tag) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(template.headers).commit();
  for (let i = 0; i < ROWS; i++) sheet.addRow(rowOf(i, tag, template)).commit();
  sheet.commit();
  await workbook.commit();
}

async function bareParse(file, kind) {
  let rows = 0;
  if (kind === 'csv') {
    for await (const record of createReadStream(file).pipe(parse({ bom: true, relax_column_count: true })))
      rows += record.length > 0 ? 1 : 0;
  } else {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) rows += row.values.length > 0 ? 1 : 0;
      break;
    }
  }
  return rows;
}

/** A POST without client-side time limits (fetch gives up on replies slower than 300 s), streaming `body`. */
function post(url, headers, write) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    write(req).then(() => req.end(), reject);
  });
}

async function uploadFile(base, token, tenantId, file, name, type) {
  const boundary = `----bench${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = (await stat(file)).size;
  const r = await post(
    `${base}/api/tenant/v1/${tenantId}/users/upload`,
    {
      'x-auth-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + size + tail.length,
    },
    async (req) => {
      req.write(head);
      await pipeline(createReadStream(file), req, { end: false });
      req.write(tail);
    },
  );
  if (r.status !== 201) throw new Error(`preview ${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
}

async function zipBomb(mib) {
  const deflate = createDeflateRaw({ level: 9 });
  const parts = [];
  deflate.on('data', (b) => parts.push(b));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < mib; i++) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  const entries = [
    ['[Content_Types].xml', deflateRawSync('<Types/>'), 8],
    ['xl/worksheets/sheet1.xml', Buffer.concat(parts), mib * 1024 * 1024],
  ];
  const locals = [];
  const central = [];
  let offset = 0;
  for (const [name, data, size] of entries) {
    const n = Buffer.from(name);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(8, 8);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(n.length, 26);
    locals.push(h, n, data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const seconds = (s) => Number(s.toFixed(2));

async function suite(databaseUrl) {
  const server = await startServer({ databaseUrl });
  const label = server.kind;
  const dir = await mkdtemp(path.join(tmpdir(), 'sb-bench-upload-'));
  try {
    const { ixAuthToken: token, user } = await signIn(server.base, 'guardian@demo.switchboard.test');
    const tenantId = user.tenants[0].tenantId;
    const template = await templateOf(server.base, token);
    console.log(
      `[${label}] group ${user.tenants[0].name}: ${template.headers.length} columns (${template.headers.length - 14} applications), ${ROWS.toLocaleString('en-US')} rows per file`,
    );
    const idle = await measure(server.pid, async () => undefined);
    let peak = idle.peak;

    for (const kind of KINDS) {
      const file = path.join(dir, `users-${kind}.${kind}`);
      const started = performance.now();
      if (kind === 'csv') await writeCsv(file, template, `${label}-csv`.toLowerCase());
      else await writeXlsx(file, template, `${label}-xlsx`.toLowerCase());
      const size = (await stat(file)).size;
      console.log(`[${label}] generated ${path.basename(file)}: ${mb(size)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);

      const bare = await measure(process.pid, () => bareParse(file, kind));
      const preview = await measure(server.pid, () =>
        uploadFile(server.base, token, tenantId, file, path.basename(file), kind === 'csv' ? 'text/csv' : XLSX_MIME),
      );
      const job = preview.value;
      const commit = await measure(server.pid, async () => {
        const r = await post(
          `${server.base}/api/tenant/v1/${tenantId}/users/upload/${job.jobId}/commit`,
          { 'x-auth-token': token, 'idempotency-key': randomUUID() },
          async () => undefined,
        );
        if (r.status !== 200) throw new Error(`commit: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
        return r.body;
      });
      const report = await measure(server.pid, async () => {
        const r = await fetch(`${server.base}/api/tenant/v1/${tenantId}/users/upload/${job.jobId}/report.xlsx`, {
          headers: { 'x-auth-token': token },
        });
        return (await r.arrayBuffer()).byteLength;
      });
      peak = Math.max(peak, preview.peak, commit.peak, report.peak);
      const both = (m) => `${m.seconds.toFixed(2)} s (CPU ${m.cpu.toFixed(2)} s)`;
      console.log(
        `[${label}] ${kind}: bare parse ${bare.value} rows ${both(bare)} | preview ${job.totalRows} rows (${job.validRows} valid, ${job.invalidRows} invalid) ${both(preview)}, RSS peak ${mb(preview.peak)} MB | commit ${JSON.stringify(commit.value.result)} ${both(commit)}, RSS peak ${mb(commit.peak)} MB | report ${mb(report.value)} MB ${both(report)}, RSS peak ${mb(report.peak)} MB`,
      );
      const target = kind === 'csv' ? 5 : 15;
      result(`[${label}] ${kind} 100k preview`, seconds(preview.seconds), {
        target: `< ${target} s`,
        unit: 's',
        ratio: preview.seconds / target,
        ok: preview.seconds < target,
      });
      result(`[${label}] ${kind} preview / bare parse`, Number((preview.seconds / bare.seconds).toFixed(2)), {
        target: '< 3',
        ratio: preview.seconds / bare.seconds / 3,
        ok: preview.seconds / bare.seconds < 3,
      });
      result(`[${label}] ${kind} preview / bare parse, CPU time`, Number((preview.cpu / bare.cpu).toFixed(2)), {
        target: '< 3',
        ratio: preview.cpu / bare.cpu / 3,
        ok: preview.cpu / bare.cpu < 3,
      });
      result(`[${label}] ${kind} bare parse (reference)`, seconds(bare.seconds), { unit: 's' });
      result(`[${label}] ${kind} 100k commit`, seconds(commit.seconds), { unit: 's' });
      result(`[${label}] ${kind} commit / preview`, Number((commit.seconds / preview.seconds).toFixed(2)), {
        target: '≤ 3',
        ratio: commit.seconds / preview.seconds / 3,
        ok: commit.seconds / preview.seconds <= 3,
      });
      result(`[${label}] ${kind} report download`, seconds(report.seconds), { unit: 's' });
    }

    const bomb = await zipBomb(200);
    const refused = await measure(server.pid, async () => {
      const form = new FormData();
      form.append('file', new Blob([bomb], { type: XLSX_MIME }), 'bomb.xlsx');
      const r = await fetch(`${server.base}/api/tenant/v1/${tenantId}/users/upload`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      return { status: r.status, body: await r.json() };
    });
    console.log(
      `[${label}] 200 MiB zip bomb (${Math.round(bomb.length / 1024)} KiB file): ${refused.value.status} ${refused.value.body.message} in ${refused.seconds.toFixed(3)} s`,
    );
    result(`[${label}] 200 MiB zip bomb refused`, seconds(refused.seconds), {
      target: '< 1 s',
      unit: 's',
      ratio: refused.seconds,
      ok: refused.value.status === 400 && refused.seconds < 1,
    });
    result(`[${label}] zip bomb RSS growth`, mb(Math.max(0, refused.peak - refused.baseline)), {
      target: '< 50 MB',
      unit: 'MB',
      ratio: (refused.peak - refused.baseline) / (50 * 1048576),
      ok: refused.peak - refused.baseline < 50 * 1048576,
    });

    result(`[${label}] server peak RSS (whole process)`, mb(peak), {
      target: '< 600 MB',
      unit: 'MB',
      ratio: peak / (600 * 1048576),
      ok: peak < 600 * 1048576,
    });
    result(`[${label}] server RSS above idle (${mb(idle.peak)} MB)`, mb(peak - idle.peak), { unit: 'MB' });
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_DB) await suite(benchDatabase().databaseUrl);
else {
  await suite(undefined);
  if (process.env.BENCH_DATABASE_URL) await suite(process.env.BENCH_DATABASE_URL);
  else console.log('BENCH_DATABASE_URL is not set: the PostgreSQL run is skipped.');
}
