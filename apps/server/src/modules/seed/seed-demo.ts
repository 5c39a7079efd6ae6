import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { ROLE_RANK, type Role } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Logger } from 'pino';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { users } from '../accounts/tables.js';
import { memberships, tenants } from '../tenants/tables.js';
import { DEMO_ORG, DEMO_TENANTS, DEMO_USERS, demoUserEmail } from './demo-data.js';
import { seedApplications } from './seed-applications.js';
import { seedRoleplayDemo } from '../roleplay/seed/seed-roleplay.js';
import { seedDemoPracticeHistory } from '../roleplay/seed/demo-history/seed-demo-history.js';
import { seedDemoAnnouncements } from '../announcements/demo-seed.js';
import { seedDemoKnowledge } from '../knowledge/demo/seed-knowledge.js';

export interface SeededCredential {
  role: Role;
  email: string;
  password: string;
}

const NO_CONTEXT = { tenantId: null, userId: null };

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.run(NO_CONTEXT, (tx) => tx.select({ value: count() }).from(users));
  return (row?.value ?? 0) === 0;
}

/**
 * Seeds the demo organisation unless its users already exist. Writes go through the query role
 * with each tenant's RLS context, exactly like the application's own writes. `practiceHistory: false`
 * leaves out the practice history, the slow part, for the server to add once it listens.
 */
export async function seedDemo(
  db: Database,
  demoPassword: string | undefined,
  { practiceHistory = true }: { practiceHistory?: boolean } = {},
): Promise<SeededCredential[]> {
  const emails = DEMO_USERS.map(demoUserEmail);
  const existing = await db.run(NO_CONTEXT, (tx) => tx.select({ email: users.email }).from(users).where(inArray(users.email, emails)));
  if (existing.length > 0) return [];

  const tenantIds = new Map(DEMO_TENANTS.map((t) => [t.key, newId()]));
  // One chosen password is hashed once: argon2 is slow on purpose, and the first start should not be.
  const chosenHash = demoPassword === undefined ? null : hashPassword(demoPassword);
  const credentials = await Promise.all(
    DEMO_USERS.map(async (u) => {
      const password = demoPassword ?? `sb-${randomBytes(9).toString('base64url')}`;
      return { user: u, id: newId(), email: demoUserEmail(u), password, hash: await (chosenHash ?? hashPassword(password)) };
    }),
  );
  const architect = credentials.find((c) => c.user.role === 'architect');
  // The first member of each role heads the supervision ladder.
  const byRole = new Map([...credentials].reverse().map((c) => [c.user.role, c]));

  await db.run(NO_CONTEXT, async (tx) => {
    await tx.insert(tenants).values(
      DEMO_TENANTS.map((t) => ({
        id: tenantIds.get(t.key)!,
        name: `${t.client} · ${t.country} · ${t.lob}`,
        org: DEMO_ORG,
        client: t.client,
        country: t.country,
        location: t.location,
        lob: t.lob,
        subLob: t.subLob,
        config: t.config,
        verticalIds: t.verticalIds,
        createdBy: architect?.id ?? null,
      })),
    );
    await tx.insert(users).values(
      credentials.map((c) => ({
        id: c.id,
        email: c.email,
        firstName: c.user.firstName,
        lastName: c.user.lastName,
        role: c.user.role,
        passwordHash: c.hash,
        lastTenantId: tenantIds.get(c.user.tenants[0]!)!,
      })),
    );
  });

  // Each member reports up the chain above their own role: hero → mentor → guardian → commander.
  const ladder = (['mentor', 'guardian', 'commander'] as const).map((role) => {
    const c = byRole.get(role)!;
    return { role, name: `${c.user.firstName} ${c.user.lastName}`, email: c.email };
  });
  const supervisorsOf = (role: Role) => {
    const above = ladder.filter((s) => ROLE_RANK[s.role] > ROLE_RANK[role]);
    return {
      supervisorNameL1: above[0]?.name ?? null,
      supervisorEmailL1: above[0]?.email ?? null,
      supervisorNameL2: above[1]?.name ?? null,
      supervisorEmailL2: above[1]?.email ?? null,
      supervisorNameL3: above[2]?.name ?? null,
      supervisorEmailL3: above[2]?.email ?? null,
    };
  };
  for (const tenant of DEMO_TENANTS) {
    const tenantId = tenantIds.get(tenant.key)!;
    const members = credentials.filter((c) => c.user.tenants.includes(tenant.key));
    if (members.length === 0) continue;
    await db.run({ tenantId, userId: null }, (tx) =>
      tx.insert(memberships).values(members.map((c) => ({ tenantId, userId: c.id, ...supervisorsOf(c.user.role) }))),
    );
  }
  await seedApplications(db, [...tenantIds.values()]);
  await seedRoleplayDemo(db);
  if (practiceHistory) await seedDemoPracticeHistory(db);
  await seedDemoAnnouncements(db);
  await seedDemoKnowledge(db);
  return credentials.map((c) => ({ role: c.user.role, email: c.email, password: c.password }));
}

/**
 * The practice history of a demo seeded without it, added while the server already answers: it costs
 * about two dozen played practices, which would otherwise hold the first start back. A failure is logged
 * and leaves the rest of the demo as it is.
 */
export async function addDemoPracticeHistory(db: Database, log: Logger): Promise<void> {
  const started = performance.now();
  try {
    await seedDemoPracticeHistory(db);
    process.stdout.write(historyAddedLine((performance.now() - started) / 1000) + '\n');
  } catch (error) {
    log.error({ err: error }, 'the demo practice history could not be added');
    process.stderr.write(`Demo practice history could not be added: ${String((error as Error)?.message ?? error)}\n`);
  }
}

/** The start banner's last line while the practice history is still being added, and the line once it is. */
export const HISTORY_PENDING_LINE =
  'The practice history of the demo group is being added now: Reports and history fill in within a minute or so.';
export const historyAddedLine = (seconds: number) => `Demo practice history added (${seconds.toFixed(1)} s).`;

/**
 * The start banner. With DEMO_PASSWORD set the password is the one chosen, so the banner does not claim
 * it is shown only once; a generated one is. `historyPending` says the practice history is still coming.
 */
export function formatCredentials(credentials: SeededCredential[], url: string, chosenPassword = false, historyPending = false): string {
  const width = Math.max(...credentials.map((c) => c.email.length));
  const lines = credentials.map((c) => `  ${c.role.padEnd(10)} ${c.email.padEnd(width)}  ${c.password}`);
  return [
    '',
    `Demo organisation seeded. Sign in at ${url} with one of these accounts`,
    chosenPassword
      ? '(with the password set in DEMO_PASSWORD):'
      : '(the passwords are shown only this once; set DEMO_PASSWORD to choose your own):',
    '',
    ...lines,
    '',
    ...(historyPending ? [HISTORY_PENDING_LINE, ''] : []),
  ].join('\n');
}
