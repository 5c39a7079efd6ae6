import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { Scope, TenantScope } from './route-policy.js';

/** The policy layer sets request.scope on every signed-in route; reaching here without one is a wiring bug. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new AppError('unauthorized');
  return request.scope;
}

export function tenantScopeOf(request: FastifyRequest): TenantScope {
  const scope = scopeOf(request);
  if (scope.tenantId === null) throw new AppError('not_found', 'No active group.');
  return scope as TenantScope;
}
