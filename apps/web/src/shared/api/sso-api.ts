import { okReply, ssoConfigReply, ssoDiscoverReply, type SsoConfigBody, type SsoConfigReply } from '@switchboard/contracts';
import { http } from './http-client';
import { parseReply } from './parse-reply';

export const ssoApi = {
  /** How an address signs in: through its organisation's provider (with the address to go to), or with a password. */
  discover: async (email: string) =>
    parseReply(ssoDiscoverReply, await http.post('/auth/sso/discover', { email }, { handlesUnauthorized: true })),

  settings: async (tenantId: string, signal?: AbortSignal): Promise<SsoConfigReply> =>
    parseReply(ssoConfigReply, await http.get(`/api/tenant/v1/${tenantId}/sso`, { signal })),

  save: async (tenantId: string, body: SsoConfigBody): Promise<SsoConfigReply> =>
    parseReply(ssoConfigReply, await http.put(`/api/tenant/v1/${tenantId}/sso`, body)),

  remove: async (tenantId: string) => parseReply(okReply, await http.delete(`/api/tenant/v1/${tenantId}/sso`)),
};
