import {
  bulkInvitationReply,
  invitationReply,
  okReply,
  scimTokenCreated,
  scimTokenListReply,
  memberListReply,
  memberRow,
  tenantListReply,
  type AccountState,
  type Locale,
  type MemberRow,
  type Role,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { http } from './http-client';
import { parseReply } from './parse-reply';

export type TenantList = z.infer<typeof tenantListReply>;
export type TenantRow = TenantList['data'][number];
export type MemberList = z.infer<typeof memberListReply>;

export interface TenantListParams {
  page: number;
  limit: number;
  org?: string[];
  client?: string[];
  country?: string[];
  subLob?: string[];
  location?: string[];
  lob?: string[];
}

export type MemberStatusFilter = 'active' | 'inactive';

export interface MemberListParams {
  page: number;
  limit: number;
  userName?: string;
  roles?: Role[];
  l1Names?: string[];
  l2Names?: string[];
  l3Names?: string[];
  status?: MemberStatusFilter[];
  accountState?: AccountState[];
}

export type Invitation = z.infer<typeof invitationReply>;
export type BulkInvitation = z.infer<typeof bulkInvitationReply>;

export const tenantsApi = {
  list: async (params: TenantListParams, signal?: AbortSignal): Promise<TenantList> =>
    parseReply(tenantListReply, await http.get('/api/tenant/v1/tenants', { query: { ...params }, signal })),

  members: async (tenantId: string, params: MemberListParams, signal?: AbortSignal): Promise<MemberList> =>
    parseReply(memberListReply, await http.get(`/api/tenant/v1/${tenantId}/users`, { query: { ...params }, signal })),

  invite: async (tenantId: string, userId: string, locale: Locale): Promise<Invitation> =>
    parseReply(invitationReply, await http.post(`/api/tenant/v1/${tenantId}/users/${userId}/invitation`, { locale })),

  /** Invites every member of the group who was never invited (those within the caller's reach). */
  inviteNeverInvited: async (tenantId: string, locale: Locale): Promise<BulkInvitation> =>
    parseReply(bulkInvitationReply, await http.post(`/api/tenant/v1/${tenantId}/invitations`, { accountState: 'never_invited', locale })),

  scimTokens: async (tenantId: string, signal?: AbortSignal) =>
    parseReply(scimTokenListReply, await http.get(`/api/tenant/v1/${tenantId}/scim/tokens`, { signal })),

  createScimToken: async (tenantId: string, name: string) =>
    parseReply(scimTokenCreated, await http.post(`/api/tenant/v1/${tenantId}/scim/tokens`, { name })),

  revokeScimToken: async (tenantId: string, tokenId: string) =>
    parseReply(okReply, await http.delete(`/api/tenant/v1/${tenantId}/scim/tokens/${tokenId}`)),

  setMemberActive: async (tenantId: string, userId: string, active: boolean): Promise<MemberRow> =>
    parseReply(memberRow, await http.patch(`/api/tenant/v1/${tenantId}/users/${userId}/status`, { active })),
};
