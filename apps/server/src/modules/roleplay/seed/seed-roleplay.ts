import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_IDLE_OPTION, type Role } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import { newId } from '../../../platform/ids.js';
import { users } from '../../accounts/tables.js';
import { memberships, tenants } from '../../tenants/tables.js';
import { DEMO_HERO_EMAILS, DEMO_ORG, demoEmail } from '../../seed/demo-data.js';
import { batches, trainings } from '../batches/tables.js';
import { ensureRoleplayInstalled } from '../install.js';
import { usecaseAssignments, usecases } from '../usecases/tables.js';

/** The demo batches: one chat batch released all at once, one voice batch released one call at a time. */
export const DEMO_BATCHES = [
  {
    batchName: 'Chat Foundations — Cohort 12',
    type: 1 as const,
    numOfAssessment: 3,
    guided: true,
    trainingTarget: 75,
    isDelayRequired: false,
    intervalInSeconds: 1,
    usecases: ['billing-dispute:en-US', 'password-reset:en-US', 'address-change:en-US', 'refund-request:en-US'],
  },
  {
    batchName: 'Voice Readiness — Cohort 12',
    type: 2 as const,
    numOfAssessment: 2,
    guided: false,
    trainingTarget: 70,
    isDelayRequired: true,
    intervalInSeconds: 20,
    usecases: ['cancellation-retention:en-US', 'plan-upgrade:en-US'],
  },
];

/**
 * Roleplay demo data (DESIGN §9): every configured group of the demo organisation gets its library
 * and voices; where the demo hero works, the two batches with their roleplays, and the demo heroes of
 * that group as trainees of both with the demo mentor as trainer.
 */
export async function seedRoleplayDemo(db: Database): Promise<void> {
  const people = await db.run({ tenantId: null, userId: null }, (tx) =>
    tx
      .select({ id: users.id, role: users.role, email: users.email })
      .from(users)
      .where(inArray(users.email, [...DEMO_HERO_EMAILS, demoEmail('mentor'), demoEmail('guardian')])),
  );
  const idOf = (role: Role) => people.find((p) => p.role === role)?.id ?? null;
  const hero = people.find((p) => p.email === demoEmail('hero'))?.id ?? null;
  const heroes = people.filter((p) => p.role === 'hero').map((p) => p.id);
  const mentor = idOf('mentor');
  const groups = await db.run({ tenantId: null, userId: null }, (tx) =>
    tx
      .select({ id: tenants.id, verticalIds: tenants.verticalIds })
      .from(tenants)
      .where(and(eq(tenants.org, DEMO_ORG), isNotNull(tenants.config))),
  );
  for (const group of groups) {
    const scope = { tenantId: group.id, userId: idOf('guardian') };
    await db.run(scope, async (tx) => {
      await ensureRoleplayInstalled(tx, { tenantId: group.id });
      const members = new Set(
        (await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.tenantId, group.id))).map((m) => m.userId),
      );
      if (!hero || !members.has(hero)) return;
      const vertical = group.verticalIds[0];
      for (const demo of DEMO_BATCHES) {
        const batchId = newId();
        const { usecases: keys, ...fields } = demo;
        await tx
          .insert(batches)
          .values({ ...fields, idleTimeOption1: DEFAULT_IDLE_OPTION, tenantId: group.id, id: batchId, createdBy: scope.userId });
        await tx.insert(trainings).values(
          heroes
            .filter((id) => members.has(id))
            .map((userId) => ({
              tenantId: group.id,
              id: newId(),
              batchId,
              userId,
              trainerId: mentor && members.has(mentor) ? mentor : null,
              createdBy: scope.userId,
            })),
        );
        const chosen = await tx
          .select({ id: usecases.id })
          .from(usecases)
          .where(
            and(
              eq(usecases.tenantId, group.id),
              inArray(
                usecases.libraryKey,
                keys.map((k) => `${vertical}/${k}`),
              ),
            ),
          );
        if (chosen.length === 0) continue;
        await tx.insert(usecaseAssignments).values(
          chosen.map((u) => ({
            tenantId: group.id,
            id: newId(),
            kind: 'assigned' as const,
            usecaseId: u.id,
            batchId,
            createdBy: scope.userId,
          })),
        );
      }
    });
  }
}
