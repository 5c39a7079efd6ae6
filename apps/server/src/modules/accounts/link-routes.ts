import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  bulkInvitationBody,
  forgotPasswordBody,
  forgotPasswordReply,
  resetPasswordBody,
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
import { acceptInvitation, resetPassword } from './password-links-service.js';
import { invitationUrl, mailInvitations } from './link-delivery.js';
import { requestPasswordReset } from './password-reset-request.js';
import { issueSessionToken } from './session-cookie.js';

const tags = ['accounts'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

/** Where the SPA lives: the configured public origin, else the origin this request came to. */
export function appOrigin(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}

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
      const issued = await inviteMember(deps.db, tenantScopeOf(request), request.params.userId, deps.now());
      const invitation = { ...issued, locale: issued.locale ?? request.body?.locale ?? null };
      const mailed = await mailInvitations(deps, appOrigin(deps, request), [invitation]);
      const link = linkOf(request, invitation);
      return reply.status(201).send({ inviteUrl: link.inviteUrl, expiresAt: link.expiresAt, mailed: mailed.has(invitation.userId) });
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
      const result = await inviteMembers(deps.db, tenantScopeOf(request), request.body, deps.now());
      const issued = result.issued.map((i) => ({ ...i, locale: i.locale ?? request.body.locale ?? null }));
      const mailed = await mailInvitations(deps, appOrigin(deps, request), issued);
      // Links only for the people no message reached: a mailed link stays between the user and their mailbox.
      const links = issued.filter((i) => !mailed.has(i.userId)).map((i) => linkOf(request, i));
      return { invited: issued.length, skipped: result.skipped, mailed: links.length === 0 && issued.length > 0, links };
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

  r.post('/auth/password/forgot', {
    config: { policy: policy.public() },
    schema: {
      tags,
      summary: 'Ask for a password reset link by e-mail',
      description: 'Answers the same whether or not the address has an account. `delivery: administrator` means this server sends no mail.',
      body: forgotPasswordBody,
      response: { 200: forgotPasswordReply, 429: errorReply },
    },
    handler: async (request) => ({
      ok: true as const,
      delivery: await requestPasswordReset(deps, { ...request.body, ip: request.ip }, deps.now()),
    }),
  });

  r.post('/auth/password/reset', {
    config: { policy: policy.public() },
    schema: {
      tags,
      summary: 'Choose a new password with a reset link; ends every other session and signs in',
      body: resetPasswordBody,
      response: { 200: loginReply, 400: errorReply, 403: errorReply },
    },
    handler: async (request, reply) => {
      const result = await resetPassword(
        deps,
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'], replacing: request.auth },
        deps.now(),
      );
      issueSessionToken(reply, deps.config, result.token);
      return { ixAuthToken: result.token, user: result.user };
    },
  });
}
