import { SCIM } from './scim-protocol.js';

/** What this service provider supports (RFC 7643 §5): PATCH, filters (eq only), ETags; no bulk, sort or password change. */
export function serviceProviderConfig(base: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token created in Client Configuration for one group.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: SCIM.user,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: SCIM.group,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(base: string) {
  return [
    {
      id: SCIM.user,
      name: 'User',
      description: 'A person in the group. Roles: hero, mentor or guardian.',
      attributes: [
        attribute('userName', { required: true, uniqueness: 'server' }),
        attribute('name', { type: 'complex', subAttributes: [attribute('givenName'), attribute('familyName')] }),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        attribute('active', { type: 'boolean' }),
        attribute('roles', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value', { canonicalValues: ['hero', 'mentor', 'guardian'] })],
        }),
        attribute('externalId', { caseExact: true }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM.user}` },
    },
    {
      id: SCIM.group,
      name: 'Group',
      description: 'The group this token belongs to; its members are the group’s active memberships.',
      attributes: [
        attribute('displayName', { mutability: 'readOnly' }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value'), attribute('display', { mutability: 'readOnly' })],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM.group}` },
    },
  ];
}
