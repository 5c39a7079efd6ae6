import { vi } from 'vitest';
import type { SessionUser } from '@switchboard/contracts';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** Replaces fetch with routes keyed "METHOD /path"; unknown calls fail the test loudly with a 599. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const handler = routes[key];
    return handler ? handler(url, init) : json(599, { error: 'unexpected', message: `No stub for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const GROUP_A = 'a0a0a0a0a0a0a0a0a0a0a0a0';
export const GROUP_B = 'b0b0b0b0b0b0b0b0b0b0b0b0';

export function demoUser(role: SessionUser['role'] = 'architect'): SessionUser {
  return {
    userId: 'c0c0c0c0c0c0c0c0c0c0c0c0',
    email: `${role}@demo.switchboard.test`,
    firstName: 'Ada',
    lastName: 'Laurent',
    role,
    roleId: 10,
    lastTenantId: GROUP_A,
    tenants: [
      {
        tenantId: GROUP_A,
        name: 'Acme · US · Care',
        org: 'Northwind',
        client: 'Acme',
        country: 'US',
        location: 'Dallas',
        lob: 'Care',
        subLob: 'Voice',
      },
      {
        tenantId: GROUP_B,
        name: 'Globex · ES · Sales',
        org: 'Northwind',
        client: 'Globex',
        country: 'ES',
        location: 'Madrid',
        lob: 'Sales',
        subLob: 'Chat',
      },
    ],
  };
}

/** Routes for a successful handshake into `group` (configured unless told otherwise). */
export function handshakeRoutes(user: SessionUser, { configured = true }: { configured?: boolean } = {}): Record<string, Handler> {
  let group = user.lastTenantId ?? GROUP_A;
  const name = () => user.tenants.find((t) => t.tenantId === group)?.name ?? 'Group';
  const config = () => (configured && group === GROUP_A ? [{ property: 'enable_masking', value: 'OFF' }] : configured ? [] : null);
  return {
    'GET /apigateway/upsrvc/platformHandShake': () => json(200, { ixAuthToken: 'tok', product: 'platform', user }),
    'POST /apigateway/upsrvc/switchGroup': (_url, init) => {
      group = (JSON.parse(String(init.body)) as { groupId: string }).groupId;
      return text(200, 'Account Switched!');
    },
    'GET /apigateway/upsrvc/users': () =>
      json(200, {
        emailId: user.email,
        userId: user.userId,
        instanceId: group,
        instanceName: name(),
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        roleId: user.roleId,
        accountConfigProperties: config(),
        trainings: [],
      }),
    'GET /apigateway/upsrvc/getAccountsDetails': () =>
      json(200, {
        loginId: user.email,
        instanceId: group,
        instanceName: name(),
        accountConfigProperties: config(),
        verticalId: ['telecom'],
      }),
  };
}
