import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MEDIA, KNOWLEDGE_LIMITS, UPLOAD_LIMITS } from '@switchboard/contracts';
import { BODY_LIMITS } from '../src/platform/http/body-limits.js';
import type { RouteTableEntry } from '../src/platform/policy/fastify-augment.js';
import { announcementWorld, type AnnouncementWorld } from './support/announcements.js';
import { streamUntilAnswered } from './support/stream-body.js';

const BODYLESS = new Set(['GET', 'HEAD']);
const MiB = 1024 * 1024;

/**
 * Limits everywhere (issue 11): every route that reads a body carries an explicit limit — the small
 * platform default unless it is one of the few listed here — and every multipart route streams
 * under the intake's file, count and field limits. Over a limit is 413 in the error catalogue's shape.
 */
describe('request body limits', () => {
  let w: AnnouncementWorld;
  let routes: readonly RouteTableEntry[];

  beforeAll(async () => {
    w = await announcementWorld();
    routes = w.t.app.routeTable;
  });
  afterAll(() => w.close());

  const name = (r: RouteTableEntry) => `${r.method} ${r.url}`;

  it('gives every body-accepting route an explicit limit, the small default unless listed here', () => {
    const bodyRoutes = routes.filter((r) => !BODYLESS.has(r.method));
    expect(bodyRoutes.length).toBeGreaterThan(40);
    for (const route of bodyRoutes) {
      expect(Number.isInteger(route.bodyLimit) && route.bodyLimit > 0, name(route)).toBe(true);
      expect(route.bodyLimit, name(route)).toBeLessThanOrEqual(BODY_LIMITS.script);
    }
    const larger = bodyRoutes
      .filter((r) => r.bodyLimit > BODY_LIMITS.default)
      .map((r) => `${name(r)} ${r.bodyLimit / 1024} KiB`)
      .sort();
    expect(larger).toEqual(
      [
        `PATCH /api/announcement/v1/:tenantId/announcements/:id ${BODY_LIMITS.text / 1024} KiB`,
        `POST /api/announcement/v1/:tenantId/announcements ${BODY_LIMITS.text / 1024} KiB`,
        `POST /api/knowledge/v1/:tenantId/articles ${BODY_LIMITS.text / 1024} KiB`,
        `PATCH /api/knowledge/v1/:tenantId/articles/:articleId ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/prompt ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/voice/prompt ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/unscripted/prompt ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/crmform ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/crmformdata/:userSessionId ${BODY_LIMITS.text / 1024} KiB`,
        `POST /apigateway/tbsrvc/usecases ${BODY_LIMITS.script / 1024} KiB`,
        `PATCH /apigateway/tbsrvc/usecases/:id ${BODY_LIMITS.script / 1024} KiB`,
      ].sort(),
    );
    expect(w.t.app.initialConfig.bodyLimit).toBe(BODY_LIMITS.default);
    // Single sign-on settings and the e-mail the sign-in page asks for are short forms.
    for (const key of ['PUT /api/tenant/v1/:tenantId/sso', 'POST /auth/sso/discover']) {
      expect(bodyRoutes.find((r) => name(r) === key)?.bodyLimit, key).toBe(BODY_LIMITS.default);
    }
  });

  it('takes multipart bodies only in the upload, announcement and knowledge-import routes, one small-fielded file at a time', () => {
    const multipart = routes.filter((r) => r.multipart && !BODYLESS.has(r.method));
    expect(
      multipart.every(
        (r) => r.url.startsWith('/api/announcement/v1/') || r.url.includes('/upload') || r.url.startsWith('/api/knowledge/v1/'),
      ),
    ).toBe(true);
    for (const route of multipart) {
      expect(route.multipart, name(route)).toMatchObject({ files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 });
      expect(route.multipart!.fileSize, name(route)).toBeLessThanOrEqual(UPLOAD_LIMITS.userFileMaxBytes);
    }
    const fileSize = (url: string) => routes.find((r) => r.method === 'POST' && r.url === url)?.multipart?.fileSize;
    expect(fileSize('/api/announcement/v1/:tenantId/announcements/:id/media')).toBe(ANNOUNCEMENT_MEDIA.maxVideoBytes);
    expect(fileSize('/api/tenant/v1/:tenantId/users/upload')).toBe(UPLOAD_LIMITS.userFileMaxBytes);
    expect(fileSize('/api/tenant/v1/tenants/upload')).toBe(UPLOAD_LIMITS.userFileMaxBytes);
    expect(fileSize('/api/knowledge/v1/:tenantId/articles/import')).toBe(KNOWLEDGE_LIMITS.importMaxBytes);
    // Everything else has no multipart parser at all: such a body is refused as an unsupported type.
    expect(routes.filter((r) => r.url.startsWith('/apigateway/') && r.multipart)).toEqual([]);
  });

  it('answers an oversized JSON body with 413 in the catalogue shape, naming the limit', async () => {
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'someone@example.test', password: 'x'.repeat(BODY_LIMITS.default) },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request is too large. The most this request may send is 64 KiB.',
      details: { limit: BODY_LIMITS.default },
    });

    const draft = await w.create(w.guardian, { title: 'Limits' });
    const patch = (body: string) =>
      w.t.as(w.guardian.token, { method: 'PATCH', url: `${w.base()}/announcements/${draft._id}`, payload: { body } });
    const over = await patch(`<p>${'x'.repeat(BODY_LIMITS.text)}</p>`);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: 'payload_too_large', details: { limit: BODY_LIMITS.text } });
    expect(over.json().message).toMatch(/1 MiB/);
    // The longest body the schema accepts, in three-byte characters, fits the route's limit.
    const longest = await patch(`<p>${'€'.repeat(ANNOUNCEMENT_LIMITS.bodyMaxLength - 7)}</p>`);
    expect(longest.statusCode, longest.body.slice(0, 200)).toBe(200);
    // A default-limit route refuses what the announcement route takes.
    const read = await w.t.as(w.guardian.token, {
      method: 'POST',
      url: `${w.base()}/announcements/${draft._id}/read`,
      payload: { filler: 'x'.repeat(100 * 1024) },
    });
    expect(read.statusCode).toBe(413);
  });

  it('refuses a chunked body (no Content-Length) at the first bytes past the limit', async () => {
    const total = 8 * MiB;
    const outcome = await streamUntilAnswered(w.t.app, {
      path: '/auth/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      head: '{"email":"a@b.test","password":"',
      total,
      tail: '"}',
      chunkBytes: 16 * 1024,
      fill: 0x61,
    });
    expect(outcome.statusCode).toBe(413);
    expect(outcome.json()).toMatchObject({ error: 'payload_too_large', details: { limit: BODY_LIMITS.default } });
    expect(outcome.sent).toBeLessThan(total / 2);
  });
});
