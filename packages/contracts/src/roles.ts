import { z } from 'zod';

/** The five roles, lowest to highest. Rank comparisons use this order. */
export const ROLES = ['hero', 'mentor', 'guardian', 'commander', 'architect'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = {
  hero: 0,
  mentor: 1,
  guardian: 2,
  commander: 3,
  architect: 4,
};

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/** Practice-area role ids (roleplay.md §6). Commander and architect share 10. */
export const PRACTICE_ROLE_IDS: Readonly<Record<Role, number>> = {
  hero: 6,
  mentor: 5,
  guardian: 8,
  commander: 10,
  architect: 10,
};

/** Job titles found in imported data that map onto platform roles (platform.md §6). */
export const ROLE_ALIASES: Readonly<Record<string, Role>> = {
  trainer: 'mentor',
  manager: 'mentor',
  trainee: 'hero',
  advisor: 'hero',
};

/** Bulk user upload may assign only these (platform.md §6). */
export const UPLOADABLE_ROLES: readonly Role[] = ['hero', 'mentor', 'guardian'];

export function parseRole(value: string): Role | undefined {
  const lower = value.trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(lower)) return lower as Role;
  return ROLE_ALIASES[lower];
}

/**
 * A role read from outside the app (a query filter, an API body, a provisioning request): any
 * letter case, and the job titles of ROLE_ALIASES count as their role. A codec, not a preprocess, so a
 * reply that carries the same schema serialises the role as it is.
 */
export const roleName = z.codec(z.string(), z.enum(ROLES), {
  // An unknown name passes through to the enum, which refuses it with the list of roles.
  decode: (value) => (parseRole(value) ?? value) as Role,
  encode: (role) => role,
});
