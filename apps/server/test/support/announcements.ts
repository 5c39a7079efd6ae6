import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AnnouncementCreateBody, AnnouncementDetail, Role } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './test-app.js';
import { makeTenant, makeUser, type UserRow } from './factories.js';
import { multipartBody, type MultipartFile } from './multipart.js';

export interface Member {
  user: UserRow;
  token: string;
}

export interface AnnouncementWorld {
  t: TestApp;
  dataDir: string;
  a: string;
  b: string;
  guardian: Member;
  commander: Member;
  hero: Member;
  mentor: Member;
  /** A guardian of tenant B only. */
  outsider: Member;
  member(role: Role, tenantId?: string): Promise<Member>;
  base(tenantId?: string): string;
  create(as: Member, body?: Partial<AnnouncementCreateBody>, tenantId?: string): Promise<AnnouncementDetail>;
  upload(as: Member, id: string, file: MultipartFile, tenantId?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The app on a fresh database with files in a temporary folder, two tenants and a member per role. */
export async function announcementWorld(options: { now?: () => Date } = {}): Promise<AnnouncementWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sb-announcements-'));
  // Many sign-ins from one address: the login limiter is not what these tests are about.
  const t = await startTestApp({
    ...options,
    env: { DATA_DIR: dataDir },
    loginLimits: { perIp: { max: 100_000, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
  });
  const a = (await makeTenant(t.db)).id;
  const b = (await makeTenant(t.db)).id;
  const member = async (role: Role, tenantId = a): Promise<Member> => {
    const user = await makeUser(t.db, { role, tenants: [tenantId] });
    return { user, token: await t.signIn(user.email) };
  };
  const base = (tenantId = a) => `/api/announcement/v1/${tenantId}`;
  const world: AnnouncementWorld = {
    t,
    dataDir,
    a,
    b,
    guardian: await member('guardian'),
    commander: await member('commander'),
    hero: await member('hero'),
    mentor: await member('mentor'),
    outsider: await member('guardian', b),
    member,
    base,
    create: async (as, body = {}, tenantId = a) => {
      const response = await t.as(as.token, {
        method: 'POST',
        url: `${base(tenantId)}/announcements`,
        payload: { category: 'Product Update', title: 'Title', body: '<p>Body text</p>', ...body },
      });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json<AnnouncementDetail>();
    },
    upload: (as, id, file, tenantId = a) => {
      const { body, contentType } = multipartBody([file]);
      return t.as(as.token, {
        method: 'POST',
        url: `${base(tenantId)}/announcements/${id}/media`,
        payload: body,
        headers: { 'content-type': contentType },
      });
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}
