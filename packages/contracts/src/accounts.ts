import { z } from 'zod';
import { ROLES } from './roles.js';
import { objectId } from './common.js';
import { tenantSummary } from './tenancy.js';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  password: z.string().min(1).max(1024),
});

export const sessionUser = z.object({
  userId: objectId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  roleId: z.number().int(),
  lastTenantId: objectId.nullable(),
  tenants: z.array(tenantSummary),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginReply = z.object({ ixAuthToken: z.string(), user: sessionUser });
export const handshakeParams = z.object({ product: z.string().regex(/^[A-Za-z]{1,40}$/) });
export const handshakeReply = z.object({ ixAuthToken: z.string(), product: z.string(), user: sessionUser });

export const switchGroupBody = z.object({ loginId: z.string().min(1).max(254), groupId: objectId });

export const accountConfigProperty = z.object({ property: z.string(), value: z.string() });
export type AccountConfigProperty = z.infer<typeof accountConfigProperty>;

export const accountDetailsQuery = z.object({ loginId: z.string().min(1).max(254) });
export const accountDetailsReply = z.object({
  loginId: z.string(),
  instanceId: objectId,
  instanceName: z.string(),
  /** null when the group has no configuration yet: the SPA shows 'Group not configured'. */
  accountConfigProperties: z.array(accountConfigProperty).nullable(),
  verticalId: z.array(z.string()),
});

export const profileQuery = z.object({ content: z.literal('FULL'), type: z.literal('ALL') });
export const training = z.object({ batchId: objectId, trainerId: objectId.nullable(), trainerName: z.string().nullable() });
export const profileReply = z.object({
  emailId: z.string(),
  userId: objectId,
  instanceId: objectId,
  instanceName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  roleId: z.number().int(),
  accountConfigProperties: z.array(accountConfigProperty).nullable(),
  trainings: z.array(training),
});

export const lastAccessedTenantReply = z.object({ data: z.object({ data: objectId.nullable() }) });
export const okReply = z.object({ ok: z.literal(true) });
