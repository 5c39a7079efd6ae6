import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OBJECT_ID_PATTERN,
  errorReply,
  okReply,
  scimTokenBody,
  scimTokenCreated,
  scimTokenListReply,
  scimTokenParams,
  tenantParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { appOrigin } from '../accounts/link-routes.js';
import { schemas, resourceTypes, serviceProviderConfig } from './discovery.js';
import {
  listResponse,
  paging,
  parseEqFilter,
  parseScim,
  SCIM_CONTENT_TYPE,
  ScimError,
  scimErrorBody,
  scimPatch,
  scimUserInput,
} from './scim-protocol.js';
import { getScimGroups, patchScimGroup } from './scim-groups.js';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  type ScimCaller,
  type ScimWrite,
} from './scim-users.js';
import { authenticateScim, createScimToken, listScimTokens, revokeScimToken } from './tokens-service.js';

const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

/** Client Configuration's SCIM tokens: created (shown once), listed, revoked by guardians and above. */
function tokenRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scim'];
  r.post('/api/tenant/v1/:tenantId/scim/tokens', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Create a SCIM provisioning token for the group (the token is in this reply only)',
      params: tenantParams,
      body: scimTokenBody,
      response: { 201: scimTokenCreated, 400: errorReply, ...denied },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createScimToken(deps.db, tenantScopeOf(request), request.body.name, deps.now())),
  });
  r.get('/api/tenant/v1/:tenantId/scim/tokens', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: "The group's live SCIM tokens (never the tokens themselves)",
      params: tenantParams,
      response: { 200: scimTokenListReply, ...denied },
    },
    handler: (request) => listScimTokens(deps.db, tenantScopeOf(request)),
  });
  r.delete('/api/tenant/v1/:tenantId/scim/tokens/:tokenId', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Revoke a SCIM token: the provider stops at its next call',
      params: scimTokenParams,
      response: { 200: okReply, ...denied },
    },
    handler: async (request) => {
      await revokeScimToken(deps.db, tenantScopeOf(request), request.params.tokenId, deps.now());
      return { ok: true as const };
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    scimCaller?: ScimCaller;
  }
}

/**
 * SCIM 2.0 (RFC 7643/7644) for identity providers. These routes take no session: each call carries a
 * group's SCIM bearer token, checked here; the session policy sees them as public.
 */
async function scimProtocol(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.setErrorHandler((error: unknown, _request, reply) => {
    // Fastify's own 4xx (unparseable JSON, too large, wrong media type) in SCIM's error shape too.
    const status = (error as { statusCode?: unknown }).statusCode;
    const mapped =
      !(error instanceof ScimError) && typeof status === 'number' && status >= 400 && status < 500
        ? scimErrorBody(new ScimError(status, (error as Error).message, status === 400 ? 'invalidSyntax' : undefined))
        : scimErrorBody(error);
    if (mapped.status >= 500) deps.log.error({ err: error }, 'SCIM request failed');
    return reply.status(mapped.status).type(SCIM_CONTENT_TYPE).send(mapped.body);
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const found = token ? await authenticateScim(deps.db, token, deps.now()) : null;
    if (!found) throw new ScimError(401, 'A valid SCIM bearer token is required.');
    request.scimCaller = { ...found, base: `${appOrigin(deps, request)}/scim/v2` };
  });

  const caller = (request: FastifyRequest) => request.scimCaller!;
  const idOf = (request: FastifyRequest) => {
    const id = (request.params as { id: string }).id;
    if (!OBJECT_ID_PATTERN.test(id)) throw new ScimError(404, `${id} not found.`);
    return id;
  };
  const ifMatch = (request: FastifyRequest) => (typeof request.headers['if-match'] === 'string' ? request.headers['if-match'] : undefined);
  const send = (reply: FastifyReply, status: number, body: unknown, version?: string) => {
    if (version) void reply.header('etag', version);
    return reply.status(status).type(SCIM_CONTENT_TYPE).send(body);
  };
  const settle = async (reply: FastifyReply, status: number, write: ScimWrite) => {
    if (write.deactivated) await deps.sessions.changed({ userIds: [write.deactivated] });
    return send(reply, status, write.user, write.user.meta.version);
  };
  const pub = { config: { policy: policy.public() } };
  const doc = (summary: string) => ({ ...pub, schema: { tags: ['scim'], summary } });

  app.get('/ServiceProviderConfig', doc('SCIM: what this service provider supports'), (request, reply) =>
    send(reply, 200, serviceProviderConfig(caller(request).base)),
  );
  app.get('/ResourceTypes', doc('SCIM: resource types (User, Group)'), (request, reply) => {
    const types = resourceTypes(caller(request).base);
    return send(reply, 200, listResponse(types, types.length, 1));
  });
  app.get('/Schemas', doc('SCIM: the User and Group schemas'), (request, reply) => {
    const all = schemas(caller(request).base);
    return send(reply, 200, listResponse(all, all.length, 1));
  });

  app.get('/Users', doc('SCIM: list users (filter userName eq or externalId eq; startIndex, count)'), async (request, reply) => {
    const query = request.query as { filter?: string; startIndex?: string; count?: string };
    const page = paging(query);
    const result = await listScimUsers(deps.db, caller(request), parseEqFilter(query.filter, ['userName', 'externalId']), page);
    return send(reply, 200, listResponse(result.resources, result.total, page.startIndex));
  });
  app.get('/Users/:id', doc('SCIM: one user'), async (request, reply) => {
    const user = await getScimUser(deps.db, caller(request), idOf(request));
    if (request.headers['if-none-match'] === user.meta.version) return reply.status(304).send();
    return send(reply, 200, user, user.meta.version);
  });
  app.post('/Users', doc('SCIM: provision a user (hero, mentor or guardian)'), async (request, reply) => {
    const write = await createScimUser(deps.db, caller(request), parseScim(scimUserInput, request.body), deps.now());
    void reply.header('location', write.user.meta.location);
    return settle(reply, 201, write);
  });
  app.put('/Users/:id', doc('SCIM: replace a user'), async (request, reply) =>
    settle(
      reply,
      200,
      await replaceScimUser(deps.db, caller(request), idOf(request), parseScim(scimUserInput, request.body), ifMatch(request), deps.now()),
    ),
  );
  app.patch('/Users/:id', doc('SCIM: change a user (active:false deprovisions)'), async (request, reply) =>
    settle(
      reply,
      200,
      await patchScimUser(
        deps.db,
        caller(request),
        idOf(request),
        parseScim(scimPatch, request.body).Operations,
        ifMatch(request),
        deps.now(),
      ),
    ),
  );
  app.delete('/Users/:id', doc('SCIM: deprovision a user (deactivates the membership and ends their sessions)'), async (request, reply) => {
    const write = await deleteScimUser(deps.db, caller(request), idOf(request), ifMatch(request), deps.now());
    if (write.deactivated) await deps.sessions.changed({ userIds: [write.deactivated] });
    return reply.status(204).send();
  });

  app.get('/Groups', doc("SCIM: the token's group"), async (request, reply) => {
    const query = request.query as { filter?: string; excludedAttributes?: string; startIndex?: string; count?: string };
    const filter = parseEqFilter(query.filter, ['displayName']);
    const groups = await getScimGroups(deps.db, caller(request), {
      withMembers: !/members/i.test(query.excludedAttributes ?? ''),
      displayName: filter?.value,
    });
    return send(reply, 200, listResponse(groups, groups.length, paging(query).startIndex));
  });
  app.get('/Groups/:id', doc("SCIM: the token's group and its active members"), async (request, reply) => {
    const query = request.query as { excludedAttributes?: string };
    const [group] = await getScimGroups(deps.db, caller(request), { withMembers: !/members/i.test(query.excludedAttributes ?? '') });
    if (!group || group.id !== idOf(request)) throw new ScimError(404, 'Group not found.');
    return send(reply, 200, group, group.meta.version);
  });
  app.patch('/Groups/:id', doc('SCIM: add (activate) or remove (deactivate) members'), async (request, reply) => {
    const deactivated = await patchScimGroup(
      deps.db,
      caller(request),
      idOf(request),
      parseScim(scimPatch, request.body).Operations,
      deps.now(),
    );
    if (deactivated.length > 0) await deps.sessions.changed({ userIds: deactivated });
    return reply.status(204).send();
  });
}

export async function scimRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  tokenRoutes(app, deps);
  await app.register((scoped) => scimProtocol(scoped, deps), { prefix: '/scim/v2' });
}
