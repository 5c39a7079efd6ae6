import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { batchRoutes } from './batches/routes.js';
import { assessmentRoutes } from './practice/routes.js';
import { authoringRoutes } from './usecases/authoring-routes.js';
import { practiceListRoutes } from './usecases/routes.js';
import { voiceRoutes } from './voices/routes.js';

/** Roleplay I: use cases, batches, authoring, languages and voices, and starting practice. */
export function roleplayRoutes(app: FastifyInstance, deps: AppDeps): void {
  practiceListRoutes(app, deps);
  authoringRoutes(app, deps);
  batchRoutes(app, deps);
  voiceRoutes(app, deps);
  assessmentRoutes(app, deps);
}
