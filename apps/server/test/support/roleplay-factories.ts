import { and, eq } from 'drizzle-orm';
import { roleplayScript, type RoleplayType } from '@switchboard/contracts';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { batches, trainings } from '../../src/modules/roleplay/batches/tables.js';
import { usecaseAssignments, usecases } from '../../src/modules/roleplay/usecases/tables.js';

export const EN_VOICE = 'en-US,English (United States),1,espeak-ng,pocketsphinx,en-us+f3';

export const SAMPLE_SCRIPT = roleplayScript.parse({
  steps: [
    {
      id: 'welcome',
      kind: 'welcome',
      customerLines: ['Hi, I have a question about my bill.'],
      recommendedAnswers: ['Thank you for contacting us.'],
    },
    { id: 'closing', kind: 'closing', customerLines: ['Thanks, bye.'], recommendedAnswers: ['Have a great day.'] },
  ],
});

let n = 0;

/** A published roleplay written straight into the tenant (its own RLS context). */
export async function makeUsecase(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof usecases.$inferInsert> & { type?: RoleplayType } = {},
): Promise<string> {
  const id = newId();
  n += 1;
  await db.run({ tenantId, userId: null }, (tx) =>
    tx.insert(usecases).values({
      tenantId,
      id,
      name: `Roleplay ${n}`,
      type: 1,
      language: 'en-US',
      selectedVoice: EN_VOICE,
      script: SAMPLE_SCRIPT,
      status: 'published',
      ...overrides,
    }),
  );
  return id;
}

export async function makeBatch(db: Database, tenantId: string, overrides: Partial<typeof batches.$inferInsert> = {}): Promise<string> {
  const id = newId();
  n += 1;
  await db.run({ tenantId, userId: null }, (tx) =>
    tx.insert(batches).values({
      tenantId,
      id,
      batchName: `Batch ${n}`,
      type: 1,
      numOfAssessment: 2,
      idleTimeOption1: { optionOneFrom: 60, optionOneTo: 120 },
      ...overrides,
    }),
  );
  return id;
}

export async function addTrainee(
  db: Database,
  tenantId: string,
  batchId: string,
  userId: string,
  trainerId: string | null = null,
): Promise<void> {
  await db.run({ tenantId, userId: null }, (tx) => tx.insert(trainings).values({ tenantId, id: newId(), batchId, userId, trainerId }));
}

export async function assignToBatch(db: Database, tenantId: string, usecaseId: string, batchId: string): Promise<void> {
  await db.run({ tenantId, userId: null }, (tx) =>
    tx.insert(usecaseAssignments).values({ tenantId, id: newId(), kind: 'assigned', usecaseId, batchId }),
  );
}

/** Moves a roleplay's updated_at (the lists order by it). */
export async function setUpdatedAt(db: Database, tenantId: string, usecaseId: string, at: Date): Promise<void> {
  await db.run({ tenantId, userId: null }, (tx) =>
    tx
      .update(usecases)
      .set({ updatedAt: at })
      .where(and(eq(usecases.tenantId, tenantId), eq(usecases.id, usecaseId))),
  );
}
