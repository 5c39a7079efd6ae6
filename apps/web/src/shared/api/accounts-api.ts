import {
  accountDetailsReply,
  forgotPasswordReply,
  handshakeReply,
  loginReply,
  profileReply,
  sessionUser,
  type Locale,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { http } from './http-client';
import { parseReply } from './parse-reply';

export type LoginReply = z.infer<typeof loginReply>;
export type HandshakeReply = z.infer<typeof handshakeReply>;
export type Profile = z.infer<typeof profileReply>;
export type AccountDetails = z.infer<typeof accountDetailsReply>;

/** The product name the platform shell hands to `/apigateway/upsrvc/{product}HandShake`. */
export const PLATFORM_PRODUCT = 'platform';
const SWITCHED = 'Account Switched!';

export const accountsApi = {
  login: async (email: string, password: string): Promise<LoginReply> =>
    parseReply(loginReply, await http.post('/auth/login', { email, password }, { handlesUnauthorized: true })),

  /** Sets a first password with an invitation link's token; signs in like login. */
  acceptInvitation: async (token: string, password: string, locale: Locale): Promise<LoginReply> =>
    parseReply(loginReply, await http.post('/auth/invitation/accept', { token, password, locale }, { handlesUnauthorized: true })),

  forgotPassword: async (email: string, locale: Locale) =>
    parseReply(forgotPasswordReply, await http.post('/auth/password/forgot', { email, locale }, { handlesUnauthorized: true })),

  /** Sets a new password with a reset link's token; ends every other session and signs in. */
  resetPassword: async (token: string, password: string): Promise<LoginReply> =>
    parseReply(loginReply, await http.post('/auth/password/reset', { token, password }, { handlesUnauthorized: true })),

  logout: (): Promise<unknown> => http.post('/auth/logout', undefined, { handlesUnauthorized: true }),

  me: async () => parseReply(sessionUser, await http.get('/auth/me')),

  handshake: async (product: string = PLATFORM_PRODUCT): Promise<HandshakeReply> =>
    parseReply(handshakeReply, await http.get(`/apigateway/upsrvc/${product}HandShake`)),

  /** true when the server answered 'Account Switched!'; 'Account Not Switched!' (or its 404) is false. */
  switchGroup: async (loginId: string, groupId: string): Promise<boolean> => {
    try {
      const text = await http.post<string>('/apigateway/upsrvc/switchGroup', { loginId, groupId }, { responseType: 'text' });
      return text.trim() === SWITCHED;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      throw error;
    }
  },

  profile: async (): Promise<Profile> =>
    parseReply(profileReply, await http.get('/apigateway/upsrvc/users', { query: { content: 'FULL', type: 'ALL' } })),

  accountDetails: async (loginId: string): Promise<AccountDetails> =>
    parseReply(accountDetailsReply, await http.get('/apigateway/upsrvc/getAccountsDetails', { query: { loginId } })),
};

export type AccountsApi = typeof accountsApi;
