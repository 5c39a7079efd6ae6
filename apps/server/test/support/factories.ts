import { eq } from 'drizzle-orm';
import type { Role } from '@switchboard/contracts';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { users } from '../../src/modules/accounts/tables.js';
import { memberships, tenants } from '../../src/modules/tenants/tables.js';

export const PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

let sequence = 0;
const next = () => ++sequence;

export interface TenantRow {
  id: string;
  org: string;
  client: string;
}

export async function makeTenant(db: Database, overrides: Partial<typeof tenants.$inferInsert> = {}): Promise<TenantRow> {
  const n = next();
  const row = {
    id: newId(),
    name: `Tenant ${n}`,
    org: 'Org One',
    client: `Client ${n}`,
    country: 'United States',
    location: 'Dallas',
    lob: 'Care',
    subLob: 'Voice',
    config: [{ property: 'is_CRM_required', value: 'true' }],
    verticalIds: ['telecom'],
    ...overrides,
  };
  await db.run({ tenantId: null, userId: null }, (tx) => tx.insert(tenants).values(row));
  return { id: row.id, org: row.org, client: row.client };
}

export interface UserRow {
  id: string;
  email: string;
  role: Role;
}

/** A user with a membership in each given tenant (memberships written inside that tenant's RLS context). */
export async function makeUser(
  db: Database,
  options: {
    role: Role;
    tenants: string[];
    active?: boolean;
    membershipActive?: boolean;
    lastTenantId?: string;
    supervisorNameL1?: string;
    /** A user as an upload creates them: no password until they accept an invitation. */
    withoutPassword?: boolean;
  },
): Promise<UserRow> {
  passwordHash ??= hashPassword(PASSWORD);
  const n = next();
  const user = {
    id: newId(),
    email: `${options.role}${n}@example.test`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    role: options.role,
    passwordHash: options.withoutPassword ? null : await passwordHash,
    active: options.active ?? true,
    lastTenantId: options.lastTenantId ?? options.tenants[0] ?? null,
  };
  await db.run({ tenantId: null, userId: null }, (tx) => tx.insert(users).values(user));
  for (const tenantId of options.tenants) {
    await db.run({ tenantId, userId: null }, (tx) =>
      tx.insert(memberships).values({
        tenantId,
        userId: user.id,
        active: options.membershipActive ?? true,
        supervisorNameL1: options.supervisorNameL1 ?? null,
      }),
    );
  }
  return { id: user.id, email: user.email, role: user.role };
}

export async function setUserActive(db: Database, userId: string, active: boolean): Promise<void> {
  await db.run({ tenantId: null, userId: null }, (tx) => tx.update(users).set({ active }).where(eq(users.id, userId)));
}
