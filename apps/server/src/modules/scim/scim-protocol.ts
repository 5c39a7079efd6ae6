import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.js';

export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** A SCIM error (RFC 7644 §3.12): the status and, for 400s, the scimType that says why. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: 'invalidFilter' | 'invalidSyntax' | 'invalidValue' | 'invalidPath' | 'uniqueness' | 'mutability' | 'noTarget',
  ) {
    super(detail);
  }
}

export function scimErrorBody(error: unknown): { status: number; body: Record<string, unknown> } {
  const e =
    error instanceof ScimError
      ? error
      : error instanceof AppError
        ? new ScimError(error.status, error.message)
        : new ScimError(500, 'Internal Server Error');
  return {
    status: e.status,
    body: { schemas: [SCIM.error], status: String(e.status), ...(e.scimType ? { scimType: e.scimType } : {}), detail: e.detail },
  };
}

/** Entra sends booleans as "True"/"False" strings in PATCH values. */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((v) => v.toLowerCase() === 'true'),
]);
const name = z.object({
  givenName: z.string().max(200).optional(),
  familyName: z.string().max(200).optional(),
  formatted: z.string().optional(),
});

/** The User attributes we keep; any other attribute a provider sends is accepted and ignored. */
export const scimUserInput = z.looseObject({
  userName: z.string().min(1).max(254),
  externalId: z.string().max(255).nullish(),
  name: name.optional(),
  displayName: z.string().max(400).optional(),
  emails: z.array(z.looseObject({ value: z.string(), primary: scimBoolean.optional(), type: z.string().optional() })).optional(),
  active: scimBoolean.optional(),
  roles: z.array(z.looseObject({ value: z.string() })).optional(),
});
export type ScimUserInput = z.infer<typeof scimUserInput>;

export const scimPatch = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({ op: z.string().regex(/^(add|replace|remove)$/i), path: z.string().max(300).optional(), value: z.unknown().optional() }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchOp = z.infer<typeof scimPatch>['Operations'][number];

export function parseScim<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScimError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, 'invalidSyntax');
  }
  return parsed.data;
}

export { scimBoolean };

/** `attr eq "value"` — the one filter form Okta and Entra send while provisioning. */
export function parseEqFilter(filter: string | undefined, allowed: readonly string[]): { attribute: string; value: string } | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = /^\s*([A-Za-z.]+)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = allowed.find((a) => a.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || !attribute)
    throw new ScimError(400, `Unsupported filter; use ${allowed.map((a) => `${a} eq "…"`).join(' or ')}.`, 'invalidFilter');
  return { attribute, value: match[2]!.replace(/\\(.)/g, '$1') };
}

export function paging(query: { startIndex?: string; count?: string }): { startIndex: number; count: number } {
  const startIndex = Math.max(1, Number.parseInt(query.startIndex ?? '1', 10) || 1);
  const count = Math.min(200, Math.max(0, Number.parseInt(query.count ?? '100', 10) || 0));
  return { startIndex, count: query.count === undefined ? 100 : count };
}

export const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [SCIM.list],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** A weak ETag from the row's last change. */
export const versionOf = (lastModified: Date) => `W/"${lastModified.getTime().toString(36)}"`;
