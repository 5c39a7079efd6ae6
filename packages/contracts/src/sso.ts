import { z } from 'zod';
import { objectId } from './common.js';

/** How many e-mail domains one organisation's single sign-on may serve. */
export const MAX_SSO_DOMAINS = 50;

/**
 * Why a single sign-on attempt ended on the sign-in page instead of in a session; the sign-in page
 * reads it from `?sso_error=` and explains it in the user's language.
 */
export const SSO_ERRORS = ['unknown_user', 'provider_error', 'invalid_state', 'wrong_audience', 'not_configured', 'rate_limited'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain such as example.com');

/**
 * An organisation's OpenID Connect settings. The client secret may be left out when changing a
 * configuration that has one: the stored secret is kept.
 */
export const ssoConfigBody = z
  .object({
    issuer: z.url({ protocol: /^https?$/ }).max(500),
    clientId: z.string().trim().min(1).max(255),
    clientSecret: z.string().min(1).max(1000).optional(),
    domains: z
      .array(domain)
      .min(1)
      .max(MAX_SSO_DOMAINS)
      .refine((list) => new Set(list).size === list.length, 'each domain only once'),
    /** Unknown users: created on first sign-in as heroes of `provisioningGroupId`, or refused. */
    provisionUsers: z.boolean(),
    provisioningGroupId: objectId.nullable(),
  })
  .refine((b) => !b.provisionUsers || b.provisioningGroupId !== null, {
    message: 'choose the group new users join',
    path: ['provisioningGroupId'],
  });
export type SsoConfigBody = z.infer<typeof ssoConfigBody>;

/** The settings as the API shows them: never the secret, only whether one is stored. */
export const ssoConfigView = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  provisionUsers: z.boolean(),
  provisioningGroupId: objectId.nullable(),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export type SsoConfigView = z.infer<typeof ssoConfigView>;

export const ssoConfigReply = z.object({
  /** The organisation this configuration belongs to (the group's organisation). */
  org: z.string(),
  /** false when the server has no SSO_SECRET_KEY: nothing can be saved and nobody is sent to a provider. */
  available: z.boolean(),
  config: ssoConfigView.nullable(),
});
export type SsoConfigReply = z.infer<typeof ssoConfigReply>;

export const ssoDiscoverBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(254)) });
export const ssoDiscoverReply = z.object({
  /** `sso`: send the browser to `redirectUrl`; `password`: ask for the password. */
  method: z.enum(['sso', 'password']),
  redirectUrl: z.string().optional(),
});

export const ssoStartQuery = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(254)) });
/** What a provider sends back to the callback: a code and our state, or an error (RFC 6749 §4.1.2). */
export const ssoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
});
