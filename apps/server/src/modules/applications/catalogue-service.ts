import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { roleAtLeast, type Application, type ApplicationInput, type appWidgetListQuery } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Scope, TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { connectedCondition, hasAccess, loadCatalogue, presentApplication, selectedIds, type Viewer } from './access.js';
import { applications } from './tables.js';

type ListQuery = z.infer<typeof appWidgetListQuery>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const viewerOf = (scope: Scope): Viewer => ({ tenantId: scope.tenantId, userId: scope.userId, role: scope.role });

/** getAllapp: the whole catalogue for the store, with the caller's status in their active group. */
export function listAppWidgets(db: Database, scope: Scope, query: ListQuery) {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => {
    const where: SQL[] = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      where.push(
        or(
          ilike(applications.name, pattern),
          ilike(applications.appName, pattern),
          ilike(applications.applicationId, pattern),
          ilike(applications.categoryName, pattern),
          ilike(sql`${applications.about}->>'tagline'`, pattern),
        )!,
      );
    }
    if (query.category) where.push(eq(applications.categoryName, query.category));
    // Administrators see unconnected applications (to connect them); nobody else is offered them.
    if (!roleAtLeast(scope.role, 'guardian')) where.push(connectedCondition);
    const condition = and(...where);
    const [total] = await tx.select({ value: count() }).from(applications).where(condition);
    const entries = await loadCatalogue(tx, viewer, { where: condition, limit: query.limit, offset: (query.page - 1) * query.limit });
    const selected = await selectedIds(tx, viewer);
    const categories = await tx
      .select({
        name: applications.categoryName,
        description: sql<string>`max(${applications.categoryDescription})`,
        count: count(),
      })
      .from(applications)
      .groupBy(applications.categoryName)
      .orderBy(sql`lower(${applications.categoryName})`);
    return {
      data: {
        appWidgets: entries.map((entry) => presentApplication(entry, scope.role, selected)),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
        categories,
      },
    };
  });
}

/** myapps: the applications the caller may use in that tenant. */
export function myApps(db: Database, scope: TenantScope) {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => {
    const entries = (await loadCatalogue(tx, viewer)).filter((entry) => hasAccess(entry, scope.role));
    const selected = await selectedIds(tx, viewer);
    return { tenantId: scope.tenantId, applications: entries.map((entry) => presentApplication(entry, scope.role, selected)) };
  });
}

export async function findApplication(tx: Tx, viewer: Viewer, id: string) {
  const [entry] = await loadCatalogue(tx, viewer, { where: eq(applications.id, id) });
  if (!entry) throw new AppError('not_found', 'Application not found.');
  return entry;
}

/** One application with its about page, as the caller sees it in their active group. */
export function getApplication(db: Database, scope: Scope, id: string): Promise<Application> {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => presentApplication(await findApplication(tx, viewer, id), scope.role, await selectedIds(tx, viewer)));
}

const columnsOf = (input: ApplicationInput) => ({
  applicationId: input.applicationId,
  name: input.name,
  appName: input.appName,
  categoryName: input.category.name,
  categoryDescription: input.category.description,
  isAdminLicense: input.isAdminLicense,
  isGuardianEnabled: input.isGuardianEnabled,
  roles: input.roles,
  minW: input.minW,
  minH: input.minH,
  defaultSize: input.defaultSize,
  widgetKind: input.widgetKind,
  builtinWidget: input.widgetKind === 'builtin' ? input.builtinWidget : null,
  embedUrl: input.widgetKind === 'embed' ? input.embedUrl : null,
  icon: input.icon,
  accent: input.accent.toLowerCase(),
  defaultOnDashboard: input.defaultOnDashboard,
  about: input.about,
});

const keyTaken = (key: string) => new AppError('conflict', `An application with the id '${key}' already exists.`);

async function ensureKeyFree(tx: Tx, key: string, exceptId: string | null): Promise<void> {
  const [clash] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.applicationId, key));
  if (clash && clash.id !== exceptId) throw keyTaken(key);
}

/** Two architects saving the same new key at once: the unique index decides, and the loser hears why. */
async function uniqueKey<T>(key: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') throw keyTaken(key);
    throw error;
  }
}

/** Catalogue writes are global; the audit entry goes to the architect's active group. */
async function auditCatalogue(tx: Tx, scope: Scope, entry: Parameters<typeof audit>[2]) {
  if (scope.tenantId) await audit(tx, scope as TenantScope, entry);
}

export function createApplication(db: Database, scope: Scope, input: ApplicationInput, now = new Date()): Promise<Application> {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => {
    await ensureKeyFree(tx, input.applicationId, null);
    const id = newId();
    await uniqueKey(
      input.applicationId,
      tx.insert(applications).values({ id, ...columnsOf(input), createdBy: scope.userId, createdAt: now, updatedAt: now }),
    );
    await auditCatalogue(tx, scope, { action: 'application.create', targetType: 'application', targetId: id, before: null, after: input });
    return presentApplication(await findApplication(tx, viewer, id), scope.role, new Set());
  });
}

export function updateApplication(db: Database, scope: Scope, id: string, input: ApplicationInput, now = new Date()): Promise<Application> {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => {
    const before = await findApplication(tx, viewer, id);
    await ensureKeyFree(tx, input.applicationId, id);
    await uniqueKey(
      input.applicationId,
      tx
        .update(applications)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(applications.id, id)),
    );
    await auditCatalogue(tx, scope, {
      action: 'application.update',
      targetType: 'application',
      targetId: id,
      before: before.app,
      after: columnsOf(input),
    });
    return presentApplication(await findApplication(tx, viewer, id), scope.role, await selectedIds(tx, viewer));
  });
}

/** Removes an application from the catalogue; every tenant's settings and access rows go with it. */
export function deleteApplication(db: Database, scope: Scope, id: string) {
  const viewer = viewerOf(scope);
  return db.run(scope, async (tx) => {
    const before = await findApplication(tx, viewer, id);
    await tx.delete(applications).where(eq(applications.id, id));
    await auditCatalogue(tx, scope, {
      action: 'application.delete',
      targetType: 'application',
      targetId: id,
      before: { applicationId: before.app.applicationId, name: before.app.name },
      after: null,
    });
    return { deleted: true as const, id };
  });
}
