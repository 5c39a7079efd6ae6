import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  bulkInvitationBody,
  bulkInvitationReply,
  errorReply,
  invitationBody,
  invitationReply,
  loginReply,
  tenantParams,
  tenantUserParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { inviteMember, inviteMembers, type IssuedInvitation } from './invitations-service.js';
import { acceptInvitation } from './password-links-service.js';
import { issueSessionToken } from './session-cookie.js';

const tags = ['accounts'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

/** Where the SPA lives: the configured public origin, else the origin this request came to. */
export function appOrigin(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}

/** The token rides in the fragment: browsers never send it to a server, so no access log or Referer holds it. */
export const invitationUrl = (origin: string, token: string) => `${origin}/invitation#token=${token}`;

/** Invitations (sent by administrators) and the public pages that spend one-time links. */
export function accountLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const linkOf = (request: FastifyRequest, invitation: IssuedInvitation) => ({
    userId: invitation.userId,
    email: invitation.email,
    userName: invitation.userName,
    inviteUrl: invitationUrl(appOrigin(deps, request), invitation.token),
    expiresAt: invitation.expiresAt.toISOString(),
  });

  r.post('/api/tenant/v1/:tenantId/users/:userId/invitation', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Invite (or invite again) one user of the group: a 7-day link to choose a first password',
      description: 'A newer invitation replaces the older one. The link is returned so it can be passed on when no mail is sent.',
      params: tenantUserParams,
      body: invitationBody,
      response: { 201: invitationReply, 400: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      const invitation = await inviteMember(deps.db, tenantScopeOf(request), request.params.userId, deps.now());
      const link = linkOf(request, invitation);
      return reply.status(201).send({ inviteUrl: link.inviteUrl, expiresAt: link.expiresAt, mailed: false });
    },
  });

  r.post('/api/tenant/v1/:tenantId/invitations', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Invite many users of the group: the named ones, or every member in an account state',
      description: 'Only active members without a password, up to the caller’s own role, are invited; the others are counted as skipped.',
      params: tenantParams,
      body: bulkInvitationBody,
      response: { 200: bulkInvitationReply, 400: errorReply, ...denied },
    },
    handler: async (request) => {
      const { issued, skipped } = await inviteMembers(deps.db, tenantScopeOf(request), request.body, deps.now());
      return { invited: issued.length, skipped, mailed: false, links: issued.map((i) => linkOf(request, i)) };
    },
  });

  r.post('/auth/invitation/accept', {
    config: { policy: policy.public() },
    schema: {
      tags,
      summary: 'Choose a first password with an invitation link, and sign in',
      body: acceptInvitationBody,
      response: { 200: loginReply, 400: errorReply, 403: errorReply },
    },
    handler: async (request, reply) => {
      const result = await acceptInvitation(
        deps,
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'], replacing: request.auth },
        deps.now(),
      );
      issueSessionToken(reply, deps.config, result.token);
      return { ixAuthToken: result.token, user: result.user };
    },
  });
}
