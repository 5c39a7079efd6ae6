import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RoleplayScript } from '@switchboard/contracts';
import type { Database } from '../../../../platform/db/database.js';
import type { TenantScope } from '../../../../platform/policy/route-policy.js';
import { users } from '../../../accounts/tables.js';
import { tenants } from '../../../tenants/tables.js';
import { DEMO_HERO_EMAILS, DEMO_ORG, demoEmail } from '../../../seed/demo-data.js';
import { batches } from '../../batches/tables.js';
import { editScore, saveComment } from '../../history/review-service.js';
import { createAssessments } from '../../practice/assessments-service.js';
import { assessments, chatMessages, userSessions } from '../../practice/tables.js';
import { usecases } from '../../usecases/tables.js';
import { voiceSettingsOf } from '../../voices/repo.js';
import { EDIT_NOTES, MENTOR_COMMENTS } from './advisor-lines.js';
import { DAY_MS, HISTORY_SEED, planHistory, PROFILES, SETS, type PlannedSession, type PlannedSet } from './plan.js';
import { playSession, type PlayedSession } from './play-session.js';
import { seededRandom, type Rng } from './random.js';

/** The demo group whose mentor and heroes get the history (where the demo hero works first). */
const HISTORY_GROUP = { client: 'Acme Telecom', lob: 'Customer Care' };

const NO_CONTEXT = { tenantId: null, userId: null };
const GAP_BETWEEN_ROLEPLAYS_MS = 90_000;

interface Group {
  id: string;
  vertical: string;
  mentor: { id: string; scope: TenantScope };
  heroes: { id: string; first: string; scope: TenantScope }[];
}

async function findGroup(db: Database): Promise<Group | null> {
  const [group] = await db.run(NO_CONTEXT, (tx) =>
    tx
      .select({ id: tenants.id, verticalIds: tenants.verticalIds })
      .from(tenants)
      .where(
        and(
          eq(tenants.org, DEMO_ORG),
          eq(tenants.client, HISTORY_GROUP.client),
          eq(tenants.lob, HISTORY_GROUP.lob),
          isNotNull(tenants.config),
        ),
      ),
  );
  if (!group) return null;
  const people = await db.run(NO_CONTEXT, (tx) =>
    tx
      .select({ id: users.id, email: users.email, first: users.firstName })
      .from(users)
      .where(inArray(users.email, [...DEMO_HERO_EMAILS, demoEmail('mentor')])),
  );
  const mentor = people.find((p) => p.email === demoEmail('mentor'));
  if (!mentor) return null;
  const scope = (userId: string, role: 'hero' | 'mentor'): TenantScope => ({ tenantId: group.id, userId, role });
  const heroes = DEMO_HERO_EMAILS.flatMap((email) => {
    const p = people.find((x) => x.email === email);
    return p ? [{ id: p.id, first: p.first, scope: scope(p.id, 'hero') }] : [];
  });
  return {
    id: group.id,
    vertical: group.verticalIds[0] ?? 'telecom',
    mentor: { id: mentor.id, scope: scope(mentor.id, 'mentor') },
    heroes,
  };
}

/** The group's roleplays by library key (its installed en-US or language-free copy) and its batches by name. */
async function catalogueOf(db: Database, group: Group) {
  const keys = Object.values(SETS).flatMap((s) => s.keys.map((k) => `${group.vertical}/${k}`));
  return db.run({ tenantId: group.id, userId: null }, async (tx) => {
    const rows = await tx
      .select({
        id: usecases.id,
        libraryKey: usecases.libraryKey,
        type: usecases.type,
        scripted: usecases.scripted,
        script: usecases.script,
      })
      .from(usecases)
      .where(eq(usecases.tenantId, group.id));
    const byKey = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const base = row.libraryKey?.split(':')[0];
      const language = row.libraryKey?.split(':')[1];
      if (base && keys.includes(base) && (language === 'en-US' || language === 'any')) byKey.set(base.split('/')[1]!, row);
    }
    const batchRows = await tx.select({ id: batches.id, name: batches.batchName }).from(batches).where(eq(batches.tenantId, group.id));
    const voices = await voiceSettingsOf(tx, group.id);
    return {
      byKey,
      batchOf: (name: string | null) => batchRows.find((b) => b.name === name)?.id ?? null,
      englishVoice: voices.get('en-US'),
    };
  });
}

async function alreadySeeded(db: Database, groupId: string): Promise<boolean> {
  const [row] = await db.run({ tenantId: groupId, userId: null }, (tx) =>
    tx.select({ n: count() }).from(userSessions).where(eq(userSessions.tenantId, groupId)),
  );
  return (row?.n ?? 0) > 0;
}

/**
 * The mentor's review a day or two after the practice: sometimes a reply's score moved (up where the
 * engine was strict about a failed step, down on a curt reply it accepted), then a comment by result.
 */
async function review(
  db: Database,
  group: Group,
  hero: Group['heroes'][number],
  played: PlayedSession,
  plan: PlannedSession,
  now: number,
  rng: Rng,
) {
  const at = Math.min(now - 3_600_000, played.endedAt + rng.int(18, 40) * 3_600_000);
  if (at <= played.endedAt) return;
  let note = '';
  if (plan.review === 'edit-and-comment') {
    const replies = await db.run({ tenantId: group.id, userId: null }, (tx) =>
      tx
        .select({ id: chatMessages.id, score: chatMessages.score })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.tenantId, group.id),
            eq(chatMessages.userSessionId, played.userSessionId),
            eq(chatMessages.isScoreEditable, true),
          ),
        )
        .orderBy(asc(chatMessages.seq)),
    );
    const failed = replies.find((r) => r.score === 0);
    const full = replies.filter((r) => r.score === 5);
    const target = failed ?? (full.length > 0 ? rng.pick(full) : null);
    if (target) {
      await editScore(db, group.mentor.scope, { id: target.id, score: 3 }, new Date(at));
      note = ` ${failed ? EDIT_NOTES.up : EDIT_NOTES.down}`;
    }
  }
  const [session] = await db.run({ tenantId: group.id, userId: null }, (tx) =>
    tx
      .select({ score: userSessions.overallScore })
      .from(userSessions)
      .where(and(eq(userSessions.tenantId, group.id), eq(userSessions.id, played.userSessionId))),
  );
  const score = session?.score ?? 0;
  const band = score >= 80 ? 'high' : score >= 60 ? 'middle' : 'low';
  const comment = rng.pick(MENTOR_COMMENTS[band]).replace('{first}', hero.first) + note;
  await saveComment(db, group.mentor.scope, { id: played.userSessionId, comment, isReviewed: true }, new Date(at + 60_000));
}

async function playSet(
  db: Database,
  group: Group,
  set: PlannedSet,
  catalogue: Awaited<ReturnType<typeof catalogueOf>>,
  now: number,
  rng: Rng,
) {
  const hero = group.heroes[set.advisor]!;
  const rows = set.keys.map((k) => catalogue.byKey.get(k)).filter((r) => r !== undefined);
  if (rows.length !== set.keys.length) return;
  const batchId = catalogue.batchOf(SETS[set.kind].batch);
  const created = await createAssessments(
    db,
    hero.scope,
    rows.map((u) => ({
      actorId: hero.id,
      userId: hero.id,
      useCaseId: u.id,
      batchId,
      isUsecaseLibrary: false,
      ...(u.scripted ? {} : { selectedVoice: catalogue.englishVoice ?? null }),
    })),
  );
  // The set was chosen when its first roleplay started.
  await db.run({ tenantId: group.id, userId: null }, (tx) =>
    tx
      .update(assessments)
      .set({ createdAt: new Date(set.startAt), updatedAt: new Date(set.startAt) })
      .where(and(eq(assessments.tenantId, group.id), eq(assessments.uniqueId, created[0]!.uniqueId), eq(assessments.status, 'pending'))),
  );
  let at = set.startAt;
  for (const [i, plan] of set.sessions.entries()) {
    const row = rows[i]!;
    const played = await playSession(
      db,
      {
        scope: hero.scope,
        assessmentId: created[i]!.id,
        libraryKey: set.keys[i]!,
        type: row.type,
        script: row.scripted ? (row.script as RoleplayScript) : null,
      },
      plan,
      at,
      rng,
    );
    if (played.scored && plan.review !== 'none' && now - played.endedAt > 2 * DAY_MS) await review(db, group, hero, played, plan, now, rng);
    at = played.endedAt + GAP_BETWEEN_ROLEPLAYS_MS + rng.int(0, 60_000);
  }
}

/**
 * Demo only (called from the demo seed): four weeks of practice for the demo group's heroes, chat and
 * voice, scripted and unscripted, some reviewed by the demo mentor, so Reports and History show real
 * content on first start. Does nothing when the group already has practice.
 */
export async function seedDemoPracticeHistory(db: Database, now = Date.now()): Promise<void> {
  const group = await findGroup(db);
  if (!group || group.heroes.length === 0 || (await alreadySeeded(db, group.id))) return;
  const catalogue = await catalogueOf(db, group);
  const rng = seededRandom(HISTORY_SEED);
  const advisors = group.heroes.map((_, i) => PROFILES[i] ?? PROFILES[0]!);
  for (const set of planHistory(advisors, now, rng)) await playSet(db, group, set, catalogue, now, rng);
}
