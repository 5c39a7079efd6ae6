import { z } from 'zod';
import { objectId } from './common.js';

export const scimTokenParams = z.object({ tenantId: objectId, tokenId: objectId });
export const scimTokenBody = z.object({ name: z.string().trim().min(1).max(100) });
export const scimTokenRow = z.object({
  id: objectId,
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ScimTokenRow = z.infer<typeof scimTokenRow>;
/** The token itself appears only here, once: the server keeps its hash. */
export const scimTokenCreated = scimTokenRow.extend({ token: z.string() });
export const scimTokenListReply = z.object({ data: z.array(scimTokenRow) });
