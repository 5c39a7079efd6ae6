import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { batchRoutes } from './batches/routes.js';
import { assessmentRoutes } from './practice/routes.js';
import { authoringRoutes } from './usecases/authoring-routes.js';
import { practiceListRoutes } from './usecases/routes.js';
import { voiceRoutes } from './voices/routes.js';
import { crmRoutes } from './crm/routes.js';
import { sessionRoutes } from './practice/session-routes.js';
import { unscriptedRoutes } from './practice/unscripted-routes.js';
import { scoringRoutes } from './scoring/routes.js';
import { historyRoutes } from './history/routes.js';
import { syncRoutes } from './sync/routes.js';
import { neverSayRoutes } from './never-say/routes.js';

/**
 * Roleplay: use cases, batches, authoring, languages and voices, starting practice; practice sessions,
 * scoring and CRM; interaction history, review and analytics; user sync.
 */
export function roleplayRoutes(app: FastifyInstance, deps: AppDeps): void {
  practiceListRoutes(app, deps);
  authoringRoutes(app, deps);
  batchRoutes(app, deps);
  voiceRoutes(app, deps);
  assessmentRoutes(app, deps);
  sessionRoutes(app, deps);
  unscriptedRoutes(app, deps);
  scoringRoutes(app, deps);
  crmRoutes(app, deps);
  historyRoutes(app, deps);
  syncRoutes(app, deps);
  neverSayRoutes(app, deps);
}
