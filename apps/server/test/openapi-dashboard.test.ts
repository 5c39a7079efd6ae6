import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The spec shows few of the dashboard and store replies; DESIGN §5 says ours are documented in the
 * OpenAPI at /api/docs. Each call of the dashboard issue must say what its reply holds: a described
 * success reply with its fields, and the error replies it can give.
 */
const CALLS: { method: 'get' | 'post' | 'put' | 'delete'; path: string; status: string; errors: string[] }[] = [
  { method: 'get', path: '/api/tenant/v1/app-widgets/getAllapp', status: '200', errors: ['401'] },
  { method: 'get', path: '/api/tenant/v1/app-widgets/myapps/{tenantId}', status: '200', errors: ['401', '404'] },
  { method: 'get', path: '/api/tenant/v1/{tenantId}/feature/{featureId}/widget/userApps', status: '200', errors: ['401', '404'] },
  {
    method: 'post',
    path: '/api/tenant/v1/{tenantId}/feature/{featureId}/widget/save',
    status: '200',
    errors: ['400', '401', '404', '409'],
  },
  { method: 'get', path: '/api/tenant/v1/feature/tenant/{tenantId}/hasWidgetAccess', status: '200', errors: ['401', '404'] },
  {
    method: 'get',
    path: '/api/tenant/v1/{tenantId}/feature/{featureId}/widget/{widgetId}/user/active',
    status: '200',
    errors: ['401', '404'],
  },
  { method: 'get', path: '/api/tenant/v1/feature/tenant/access/{tenantId}/{feature}', status: '200', errors: ['401', '404'] },
  { method: 'get', path: '/v1/tenant/app/{id}', status: '200', errors: ['401', '404'] },
  { method: 'post', path: '/v1/tenant/app/{id}', status: '200', errors: ['400', '401', '403'] },
  { method: 'post', path: '/api/kbot/sync', status: '202', errors: ['400', '401', '403', '404'] },
  { method: 'get', path: '/api/kbot/sync', status: '200', errors: ['401'] },
  { method: 'post', path: '/api/tenant/v1/app-widgets', status: '201', errors: ['400', '401', '403', '409'] },
  { method: 'put', path: '/api/tenant/v1/app-widgets/{id}', status: '200', errors: ['400', '401', '403', '404', '409'] },
  { method: 'delete', path: '/api/tenant/v1/app-widgets/{id}', status: '200', errors: ['401', '403', '404'] },
  { method: 'get', path: '/api/tenant/v1/{tenantId}/applications', status: '200', errors: ['401', '403', '404'] },
  { method: 'put', path: '/api/tenant/v1/{tenantId}/applications/{applicationId}', status: '200', errors: ['400', '401', '403', '404'] },
];

interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

describe('OpenAPI of the dashboard and store calls', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    paths = response.json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => t.close());

  it.each(CALLS)('$method $path describes its reply and its errors', ({ method, path, status, errors }) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path} is in the OpenAPI`).toBeDefined();
    const success = operation!.responses[status];
    expect(success, `${status} reply`).toBeDefined();
    expect(success!.description).not.toBe('Default Response');
    const schema = success!.content?.['application/json']?.schema;
    expect(schema?.type).toBe('object');
    expect(Object.keys(schema?.properties ?? {}).length).toBeGreaterThan(0);
    for (const code of errors) {
      const error = operation!.responses[code];
      expect(error, `${code} reply`).toBeDefined();
      expect(Object.keys(error!.content?.['application/json']?.schema.properties ?? {})).toEqual(['error', 'message', 'details']);
    }
  });

  it('explains the fields a client cannot guess', () => {
    const userApps = paths['/api/tenant/v1/{tenantId}/feature/{featureId}/widget/userApps']!.get!.responses['200']!;
    const fields = userApps.content!['application/json']!.schema.properties!;
    expect(fields.saved?.description).toMatch(/default layout/);
    expect(fields.updatedAt?.description).toMatch(/expectedUpdatedAt/);
    const sync = paths['/api/kbot/sync']!.post!.responses['202']!.content!['application/json']!.schema.properties!;
    expect(sync.alreadyQueued?.description).toBeTruthy();
    expect(sync.status?.description).toMatch(/kbot\.sync\.requested/);
  });
});
