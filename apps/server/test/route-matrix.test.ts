import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAtLeast, type Role } from '@switchboard/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteTableEntry } from '../src/platform/policy/fastify-augment.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { BY_ROUTE, pathParams, sourceOf, type IdSource } from './route-matrix/route-ids.js';
import { buildMatrixWorld, type Caller, type MatrixWorld } from './route-matrix/world.js';

/**
 * The route × role × tenant matrix, generated from the app's route table: every signed-in route with a path
 * parameter is tried by every role from the group that owns the object, from another group of the same
 * organisation and from another organisation (pointing at the owner's group, and from the caller's own group
 * with the owner's object ids); every list and export read by the other groups is searched for the owner's
 * rows; and the owner's data is compared before and after all the foreign calls. A route added later is in
 * the matrix by being in the route table; if its parameters are not declared (route-matrix/route-ids.ts),
 * the coverage test fails with its name.
 */
const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS']);
const minRole = (entry: RouteTableEntry): Role | null => (entry.policy.access === 'role' ? entry.policy.minRole : null);
const below = (caller: Caller, entry: RouteTableEntry) => {
  const min = minRole(entry);
  return min !== null && !roleAtLeast(caller.role, min);
};
/** Architects act in every group, commanders in every group of their organisation. */
const mayActIn = (caller: Caller, world: MatrixWorld, tenantId: string) =>
  caller.tenant.id === tenantId ||
  caller.role === 'architect' ||
  (caller.role === 'commander' && caller.tenant.id !== world.otherOrg.id && tenantId !== world.otherOrg.id);

const isProbed = (entry: RouteTableEntry) => entry.policy.access !== 'public' && !SKIPPED_METHODS.has(entry.method);
const idParams = (entry: RouteTableEntry) => pathParams(entry.url);
const sources = (entry: RouteTableEntry) => idParams(entry).map((p) => [p, sourceOf(entry.method, entry.url, p)] as const);
const ownsObjects = (entry: RouteTableEntry) =>
  sources(entry).some(([, s]) => s === 'member' || (s !== null && typeof s === 'object' && 'table' in s));
/** The group is named in the path (the policy's tenantParam, or a route reading it itself). */
const groupInPath = (entry: RouteTableEntry) => sources(entry).some(([, s]) => s === 'tenant');
const tenantOnly = (entry: RouteTableEntry) =>
  sources(entry).every(([, s]) => s === 'tenant' || (s !== null && typeof s === 'object' && 'literal' in s));

/** The text of a reply, unzipping workbooks (exports are .xlsx: their cells are deflated XML). */
function replyText(response: LightMyRequestResponse): string {
  const bytes = response.rawPayload;
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') return response.body;
  const parts: string[] = [];
  for (let at = 0; at + 30 <= bytes.length;) {
    if (bytes.readUInt32LE(at) !== 0x04034b50) break;
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + size);
    // Streamed entries (size known only after the data) cannot be walked this way: the whole rest is searched raw.
    if (bytes.readUInt16LE(at + 6) & 0x08) {
      parts.push(bytes.subarray(start).toString('latin1'));
      break;
    }
    parts.push(method === 8 ? inflateRawSync(data).toString('utf8') : data.toString('utf8'));
    at = start + size;
  }
  return parts.join('\n');
}

describe('route × role × tenant matrix', () => {
  let t: TestApp;
  let world: MatrixWorld;
  let routes: RouteTableEntry[];
  const calls = { idBearing: 0, lists: 0 };

  // Fifteen sign-ins and a row in every tenant table, then some 1,500 calls: longer than most suites on a busy machine.
  beforeAll(async () => {
    t = await startTestApp({ loginLimits: { perIp: { max: 100_000, windowMs: 60_000 } } });
    world = await buildMatrixWorld(t);
    routes = t.app.routeTable.filter(isProbed);
  }, 180_000);
  afterAll(() => t.close());

  const valueOf = async (source: IdSource, tenantId: string): Promise<string> => {
    if (source === 'tenant') return tenantId;
    if (source === 'member') return world.hero.id;
    if ('literal' in source) return source.literal;
    if ('global' in source) return source.global === 'application' ? world.application : world.groupUploadJob;
    return world.rowOf(source.table, source.column);
  };

  /** The route's URL with every parameter filled: the group in the path, and the target group's objects for ids. */
  const urlFor = async (entry: RouteTableEntry, pathTenant: string) => {
    let url = entry.url;
    for (const [param, source] of sources(entry)) {
      const value = await valueOf(source!, source === 'tenant' ? pathTenant : world.target.id);
      url = url.replace(new RegExp(`:${param}(\\([^)]*\\))?`), encodeURIComponent(value));
    }
    return url;
  };

  const call = async (caller: Caller, entry: RouteTableEntry, url: string) => {
    const body = BY_ROUTE[`${entry.method} ${entry.url}`]?.body?.();
    const write = entry.method !== 'GET' && entry.method !== 'DELETE';
    return t.as(caller.token, {
      method: entry.method as 'GET',
      url,
      headers: body?.headers,
      payload: body ? (body.payload as string) : write ? {} : undefined,
    });
  };

  it('has every id parameter of every signed-in route declared, so no route escapes the matrix', () => {
    const undeclared = routes.flatMap((entry) =>
      sources(entry)
        .filter(([, source]) => source === null)
        .map(([param]) => `${entry.method} ${entry.url} (:${param})`),
    );
    expect(undeclared, 'declare these parameters in apps/server/test/route-matrix/route-ids.ts').toEqual([]);
    const stale = Object.keys(BY_ROUTE).filter((key) => !routes.some((r) => `${r.method} ${r.url}` === key));
    expect(stale, 'declarations of routes that no longer exist').toEqual([]);
  });

  it('answers 404 to every role of another group or organisation, and changes nothing there', async () => {
    const before = await world.snapshot();
    const failures: string[] = [];
    const foreign = [...world.sameOrgCallers, ...world.otherOrgCallers];
    for (const entry of routes.filter((r) => idParams(r).length > 0)) {
      for (const caller of foreign) {
        // Pointing at the target group itself (its id in the path): refused unless the caller may act there.
        if (groupInPath(entry) && !mayActIn(caller, world, world.target.id)) {
          const response = await call(caller, entry, await urlFor(entry, world.target.id));
          calls.idBearing++;
          if (response.statusCode !== 404)
            failures.push(`${caller.label} → ${entry.method} ${entry.url} (target's group): ${response.statusCode}`);
        }
        // From the caller's own group, with the target group's object ids: never found.
        if (ownsObjects(entry)) {
          const response = await call(caller, entry, await urlFor(entry, caller.tenant.id));
          calls.idBearing++;
          const allowed = below(caller, entry) ? [403, 404] : [404];
          if (!allowed.includes(response.statusCode)) {
            failures.push(
              `${caller.label} → ${entry.method} ${entry.url} (target's ids): ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await world.snapshot()).toBe(before);
  }, 120_000);

  it('shows no row of another group in any list or export', async () => {
    const leaks: string[] = [];
    const lists = routes.filter((r) => r.method === 'GET' && tenantOnly(r));
    for (const entry of lists) {
      for (const caller of [...world.sameOrgCallers, ...world.otherOrgCallers]) {
        const response = await call(caller, entry, await urlFor(entry, caller.tenant.id));
        calls.lists++;
        if (response.statusCode >= 500) leaks.push(`${caller.label} → GET ${entry.url}: ${response.statusCode}`);
        if (response.statusCode !== 200) continue;
        const text = replyText(response);
        const found = [...world.markers].filter((marker) => text.includes(marker));
        if (found.length > 0) leaks.push(`${caller.label} → GET ${entry.url}: ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('gives each role of the owning group what its policy says: 403 below the route’s role, never a 500', async () => {
    const failures: string[] = [];
    // Deletes last, children before parents, so the objects are still there for the other routes.
    const rank = (r: RouteTableEntry) => (r.method === 'DELETE' ? 100 - idParams(r).length : 0);
    const ordered = [...routes.filter((r) => idParams(r).length > 0)].sort((a, b) => rank(a) - rank(b));
    const urls = new Map<RouteTableEntry, string>();
    for (const entry of ordered) urls.set(entry, await urlFor(entry, world.target.id));
    const allowedForeign = [...world.sameOrgCallers, ...world.otherOrgCallers].filter((c) => mayActIn(c, world, world.target.id));
    for (const entry of ordered) {
      for (const caller of [...world.own, ...allowedForeign]) {
        // Callers from elsewhere reach the target group only through a group in the path.
        if (caller.tenant.id !== world.target.id && !groupInPath(entry)) continue;
        const response = await call(caller, entry, urls.get(entry)!);
        calls.idBearing++;
        if (below(caller, entry) ? response.statusCode !== 403 : response.statusCode >= 500 || response.statusCode === 401) {
          failures.push(`${caller.label} → ${entry.method} ${entry.url}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.info(
      `route matrix: ${routes.length} signed-in routes, ${routes.filter((r) => idParams(r).length > 0).length} with path parameters, ` +
        `${calls.idBearing} id-bearing calls, ${calls.lists} list and export reads`,
    );
  }, 120_000);
});
