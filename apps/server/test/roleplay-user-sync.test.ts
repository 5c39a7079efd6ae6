import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLEPLAY_SYNC_EVENTS, USER_SYNC_STARTED, type SyncEventPayload, type SyncJob } from '@switchboard/contracts';
import type { BusEvent } from '../src/platform/events/event-bus.js';
import { newId } from '../src/platform/ids.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { batches, trainings } from '../src/modules/roleplay/batches/tables.js';
import { roleplaySyncJobs } from '../src/modules/roleplay/sync/tables.js';
import { memberships } from '../src/modules/tenants/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, setUserActive, type TenantRow, type UserRow } from './support/factories.js';
import { makeApplication } from './support/application-factories.js';
import { addTrainee, makeBatch } from './support/roleplay-factories.js';
import { makeMembers, setSupervisors } from './support/history-factories.js';

const URL = '/api/tenant/v1/rolePlay/syncRolePlay';
const fullName = (u: UserRow) => {
  const n = u.email.match(/\d+/)![0];
  return `First${n} Last${n}`;
};

/** POST rolePlay/syncRolePlay: provisions the group's users into Roleplay in the background, reporting on the events bus. */
describe('Roleplay user sync', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let guardian: UserRow, mentor: UserRow, trainer: UserRow, guardianB: UserRow;
  let hero1: UserRow, hero2: UserRow, hero3: UserRow, hero4: UserRow, leaver: UserRow, deactivated: UserRow;
  const token: Record<string, string> = {};
  let roleplayAppId: string, kbotAppId: string;
  let existingDefault: string;
  const events: BusEvent[] = [];

  const start = (who: string, payload: Record<string, unknown>) => t.as(token[who]!, { method: 'POST', url: URL, payload });
  /** Starts a sync and waits for its finished (or failed) event. */
  async function runToEnd(): Promise<SyncEventPayload> {
    const response = await start('guardian', { groupId: a.id, roleplayAppId });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json<SyncJob>();
    for (let i = 0; i < 300; i += 1) {
      const end = events.find(
        (e) =>
          (e.type === ROLEPLAY_SYNC_EVENTS.finished || e.type === ROLEPLAY_SYNC_EVENTS.failed) && (e.payload as SyncJob).jobId === jobId,
      );
      if (end) return end.payload as SyncEventPayload;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the sync did not finish');
  }
  const trainingsOf = (userId: string) =>
    t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .select({ batchId: trainings.batchId, trainerId: trainings.trainerId, isDefault: batches.isDefault, type: batches.type })
        .from(trainings)
        .innerJoin(batches, and(eq(batches.tenantId, trainings.tenantId), eq(batches.id, trainings.batchId)))
        .where(and(eq(trainings.tenantId, a.id), eq(trainings.userId, userId)))
        .orderBy(batches.type),
    );

  beforeAll(async () => {
    t = await startTestApp();
    t.bus.subscribe((event) => events.push(event));
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    [guardian, mentor, trainer, hero1, hero2, hero3, hero4, leaver, deactivated] = await makeMembers(t.db, a.id, [
      'guardian',
      'mentor',
      'mentor',
      'hero',
      'hero',
      'hero',
      'hero',
      'hero',
      'hero',
    ]);
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    for (const [name, user] of Object.entries({ guardian, mentor, guardianB })) token[name] = await t.signIn(user.email);
    roleplayAppId = (await makeApplication(t.db, { applicationId: 'roleplay', name: 'Roleplay' })).id;
    kbotAppId = (await makeApplication(t.db, { applicationId: 'kbot', name: 'KBot' })).id;
    // hero1: L1 by e-mail; hero2: L1 is not a member, L2 a mentor's full name only (no trainer: a name proves nothing);
    // hero3: supervised by another hero (no trainer); hero4: none.
    await setSupervisors(t.db, a.id, hero1.id, { supervisorEmailL1: trainer.email.toUpperCase() });
    await setSupervisors(t.db, a.id, hero2.id, { supervisorEmailL1: 'gone@example.test', supervisorNameL2: fullName(mentor) });
    await setSupervisors(t.db, a.id, hero3.id, { supervisorEmailL1: hero4.email });
    await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .update(memberships)
        .set({ active: false })
        .where(and(eq(memberships.tenantId, a.id), eq(memberships.userId, leaver.id))),
    );
    await setUserActive(t.db, deactivated.id, false);
    // A batch already named like the default one (not the default): the sync picks another name.
    existingDefault = await makeBatch(t.db, a.id, { batchName: 'Default chat batch', type: 1 });
    await addTrainee(t.db, a.id, existingDefault, hero1.id, null);
  });
  afterAll(() => t.close());

  it('is for guardians and above, for the active group and the Roleplay application only', async () => {
    expect((await start('mentor', { groupId: a.id, roleplayAppId })).statusCode).toBe(403);
    expect((await start('guardianB', { groupId: a.id, roleplayAppId })).statusCode).toBe(404);
    expect((await start('guardian', { groupId: b.id, roleplayAppId })).statusCode).toBe(404);
    expect((await start('guardian', { groupId: a.id, roleplayAppId: kbotAppId })).statusCode).toBe(404);
    expect((await start('guardian', { groupId: a.id, roleplayAppId: newId() })).statusCode).toBe(404);
    expect((await start('guardian', { groupId: 'not-an-id', roleplayAppId })).statusCode).toBe(400);
    expect(events).toEqual([]);
  });

  it('gives every active hero a training in the default chat and voice batches, trainers from the supervision chain', async () => {
    const response = await start('guardian', { groupId: a.id, roleplayAppId: 'roleplay' });
    expect(response.statusCode).toBe(202);
    const job = response.json<SyncJob & { message: string; alreadyRunning: boolean }>();
    expect(job).toMatchObject({
      message: USER_SYNC_STARTED,
      status: 'running',
      groupId: a.id,
      startedBy: guardian.id,
      alreadyRunning: false,
    });
    let end: SyncEventPayload | undefined;
    for (let i = 0; i < 300 && !end; i += 1) {
      end = events.find((e) => e.type === ROLEPLAY_SYNC_EVENTS.finished)?.payload as SyncEventPayload | undefined;
      if (!end) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(end).toMatchObject({
      jobId: job.jobId,
      status: 'finished',
      percent: 100,
      totalUsers: 7,
      processedUsers: 7,
      heroes: 4,
      batchesCreated: 2,
      trainingsCreated: 8,
      // hero1 in both batches.
      trainersAssigned: 2,
      withoutTrainer: 3,
    });
    // Started, progress, finished: to the user who started it, within the group.
    const mine = events.filter((e) => (e.payload as SyncJob).jobId === job.jobId);
    expect(mine.map((e) => e.type)).toEqual([
      ROLEPLAY_SYNC_EVENTS.started,
      ROLEPLAY_SYNC_EVENTS.progress,
      ROLEPLAY_SYNC_EVENTS.progress,
      ROLEPLAY_SYNC_EVENTS.finished,
    ]);
    expect(mine.every((e) => e.tenantId === a.id && e.userId === guardian.id)).toBe(true);

    const defaults = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .select()
        .from(batches)
        .where(and(eq(batches.tenantId, a.id), eq(batches.isDefault, true)))
        .orderBy(batches.type),
    );
    expect(defaults.map((d) => [d.type, d.batchName])).toEqual([
      [1, 'Default chat batch (2)'],
      [2, 'Default voice batch'],
    ]);
    const inDefaults = async (user: UserRow) => (await trainingsOf(user.id)).filter((r) => r.isDefault).map((r) => r.trainerId);
    expect(await inDefaults(hero1)).toEqual([trainer.id, trainer.id]);
    expect(await inDefaults(hero2)).toEqual([null, null]);
    expect(await inDefaults(hero3)).toEqual([null, null]);
    expect(await inDefaults(hero4)).toEqual([null, null]);
    expect(await trainingsOf(leaver.id)).toEqual([]);
    expect(await trainingsOf(deactivated.id)).toEqual([]);
    expect(await trainingsOf(mentor.id)).toEqual([]);
    // The batch that only shared the name is untouched, with its own training.
    expect((await trainingsOf(hero1.id)).find((r) => r.batchId === existingDefault)).toMatchObject({ trainerId: null, isDefault: false });

    const read = await t.as(token.guardian!, { method: 'GET', url: `${URL}/${job.jobId}` });
    expect(read.json<SyncJob>()).toMatchObject({ status: 'finished', trainingsCreated: 8, finishedDateTime: expect.any(String) });
    expect((await t.as(token.guardianB!, { method: 'GET', url: `${URL}/${job.jobId}` })).statusCode).toBe(404);
    expect((await t.as(token.mentor!, { method: 'GET', url: `${URL}/${job.jobId}` })).statusCode).toBe(403);
    const audits = await t.db.run({ tenantId: a.id, userId: null }, (tx) => tx.select().from(auditLog).where(eq(auditLog.tenantId, a.id)));
    expect(audits.filter((x) => x.action === 'batch.create')).toHaveLength(2);
    expect(audits.find((x) => x.action === 'roleplay.sync')).toMatchObject({ actorId: guardian.id, targetId: job.jobId });
  });

  it('changes nothing when run again, and follows a changed supervision chain', async () => {
    expect(await runToEnd()).toMatchObject({ status: 'finished', batchesCreated: 0, trainingsCreated: 0, trainersAssigned: 0, heroes: 4 });
    await setSupervisors(t.db, a.id, hero3.id, { supervisorEmailL1: null, supervisorEmailL3: trainer.email });
    expect(await runToEnd()).toMatchObject({ trainingsCreated: 0, trainersAssigned: 2, withoutTrainer: 2 });
    expect((await trainingsOf(hero3.id)).map((r) => r.trainerId)).toEqual([trainer.id, trainer.id]);
  });

  it('answers the running sync instead of starting another, and gives up on one left running by a dead process', async () => {
    const running = newId();
    await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx.insert(roleplaySyncJobs).values({ tenantId: a.id, id: running, status: 'running', startedBy: mentor.id }),
    );
    const again = await start('guardian', { groupId: a.id, roleplayAppId });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ jobId: running, alreadyRunning: true, status: 'running' });
    await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx
        .update(roleplaySyncJobs)
        .set({ startedAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(roleplaySyncJobs.id, running)),
    );
    expect(await runToEnd()).toMatchObject({ status: 'finished' });
    const stale = await t.as(token.guardian!, { method: 'GET', url: `${URL}/${running}` });
    expect(stale.json<SyncJob>()).toMatchObject({ status: 'failed', finishedDateTime: expect.any(String) });
  });
});
