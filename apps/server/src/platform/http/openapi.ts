import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_TOKEN_HEADER, SESSION_COOKIE } from '@switchboard/contracts';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Switchboard API',
        description: 'Workplace platform and Roleplay practice for contact-centre staff. Errors reply `{error, message, details?}`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: AUTH_TOKEN_HEADER },
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ authToken: [] }, { bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
