import type { FastifyReply } from 'fastify';
import { AUTH_TOKEN_HEADER, SESSION_COOKIE } from '@switchboard/contracts';
import type { Config } from '../../config.js';

/** Hands a new session token to the browser: in the reply header and as the HttpOnly session cookie. */
export function issueSessionToken(reply: FastifyReply, config: Config, token: string): void {
  void reply.header(AUTH_TOKEN_HEADER, token).setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    path: '/',
    maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
  });
}
