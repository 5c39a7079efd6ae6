import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CATALOGUE } from '@switchboard/contracts';
import { policy } from '../policy/route-policy.js';

/** Paths the SPA never owns: an unknown one is an API 404, not the app shell. */
const API_PREFIXES = ['/api/', '/apigateway/', '/auth/', '/v1/'];

/** Serves the built web app; unknown non-API paths get index.html so client routes deep-link. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get('/*', {
    config: { policy: policy.public() },
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (!hasBuild || API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
        return reply.status(404).send({ error: 'not_found', message: ERROR_CATALOGUE.not_found.message });
      }
      const decoded = decodeURIComponent(url);
      // Source maps stay on the build machine (error reporting), never public: they would hand out the source.
      if (decoded.endsWith('.map')) return reply.status(404).send({ error: 'not_found', message: ERROR_CATALOGUE.not_found.message });
      const file = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
      const candidate = path.join(distDir, file);
      if (file !== '/' && candidate.startsWith(distDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        // Vite fingerprints everything under assets/: cache it for a year; index.html never.
        const immutable = file.startsWith('/assets/');
        return reply.sendFile(file, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  });
}
