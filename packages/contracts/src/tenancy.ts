import { z } from 'zod';
import { ROLES, roleName } from './roles.js';
import { ACCOUNT_STATES } from './account-access.js';
import { csvList, objectId, platformPageQuery } from './common.js';

export const tenantSummary = z.object({
  tenantId: objectId,
  name: z.string(),
  org: z.string(),
  client: z.string(),
  country: z.string(),
  location: z.string(),
  lob: z.string(),
  subLob: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

export const tenantListQuery = platformPageQuery.extend({
  org: csvList(z.string()),
  client: csvList(z.string()),
  country: csvList(z.string()),
  subLob: csvList(z.string()),
  location: csvList(z.string()),
  lob: csvList(z.string()),
});
export const tenantListReply = z.object({
  data: z.array(tenantSummary.extend({ createdAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const tenantParams = z.object({ tenantId: objectId });
export const tenantUserParams = z.object({ tenantId: objectId, userId: objectId });

export const memberRow = z.object({
  userId: objectId,
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  accountState: z.enum(ACCOUNT_STATES),
  supervisorNameL1: z.string().nullable(),
  supervisorNameL2: z.string().nullable(),
  supervisorNameL3: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberListQuery = platformPageQuery.extend({
  userName: z.string().trim().max(200).optional(),
  roles: csvList(roleName),
  l1Names: csvList(z.string()),
  l2Names: csvList(z.string()),
  l3Names: csvList(z.string()),
  status: csvList(z.enum(['active', 'inactive'])),
  accountState: csvList(z.enum(ACCOUNT_STATES)),
});
export const memberListReply = z.object({
  data: z.array(memberRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const memberStatusBody = z.object({ active: z.boolean() });
