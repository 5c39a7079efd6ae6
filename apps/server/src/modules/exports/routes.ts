import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_NAMES, errorReply, exportParams, roleAtLeast, type ExportName } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { exportApplications } from '../applications/applications-export.js';
import { offeredApps } from '../uploads/offered-apps.js';
import { XLSX_MIME, sendXlsx } from '../../platform/files/xlsx.js';
import { existingUsersExport, groupsExport, userGroupDataExport } from './data-exports.js';
import { newUsersTemplate, tenantsTemplate } from './templates.js';

const tags = ['exports'];

/** Tenants_template and Applications are for group upload and application settings: commander and above. */
const COMMANDER_EXPORTS: ReadonlySet<ExportName> = new Set(['Tenants_template', 'Applications']);

/**
 * GET /api/tenant/v1/exports/{name}.xlsx (DESIGN §5): Tenants_template, New_users_template, Groups,
 * Existing_users_template, User Group Data and Applications (the catalogue, built by the applications
 * module). Tenant-specific exports use the active group.
 */
export function exportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/tenant/v1/exports/:file', {
    config: { policy: policy.role('guardian', { rate: 'heavy' }) },
    schema: {
      tags,
      summary: `An Excel export or template: ${EXPORT_NAMES.map((n) => `${n}.xlsx`).join(', ')}`,
      params: exportParams,
      produces: [XLSX_MIME],
      response: { 200: z.any().describe('xlsx workbook'), 401: errorReply, 403: errorReply, 404: errorReply },
    },
    handler: async (request, reply) => {
      const file = request.params.file;
      const name = EXPORT_NAMES.find((n) => `${n}.xlsx` === file);
      if (!name) throw new AppError('not_found', `No export named ${file}.`);
      const scope = tenantScopeOf(request);
      if (COMMANDER_EXPORTS.has(name) && !roleAtLeast(scope.role, 'commander')) throw new AppError('forbidden');
      const body =
        name === 'Tenants_template'
          ? await tenantsTemplate()
          : name === 'New_users_template'
            ? await newUsersTemplate(await deps.db.run(scope, (tx) => offeredApps(tx, scope)))
            : name === 'Groups'
              ? groupsExport(deps.db, scope)
              : name === 'Existing_users_template'
                ? await existingUsersExport(deps.db, scope)
                : name === 'User Group Data'
                  ? userGroupDataExport(deps.db, scope)
                  : await exportApplications(deps.db, scope);
      return sendXlsx(reply, file, body);
    },
  });
}
