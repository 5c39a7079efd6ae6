import { and, eq } from 'drizzle-orm';
import {
  WEIGHTED_KPI_NAMES,
  type KpiBandConfigRow,
  type RoleplayType,
  type WeightagesBody,
  type WeightagesReply,
  type WeightedKpiName,
} from '@switchboard/contracts';
import { validateBandConfig, validateWeightage, type Weightage } from '@switchboard/roleplay-engine';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { audit } from '../../audit/audit.js';
import { batches } from '../batches/tables.js';
import { ensureRoleplayInstalled } from '../install.js';
import { bandColumns, bandsOf, TYPES, weightageFor } from './config-repo.js';
import { kpiConfigs, weightages } from './tables.js';

const listOf = (weights: Weightage) =>
  WEIGHTED_KPI_NAMES.filter((k) => weights[k] !== undefined).map((kpiName) => ({ kpiName, weightage: weights[kpiName]! }));
const sum = (weights: Weightage) => Object.values(weights).reduce<number>((a, b) => a + (b ?? 0), 0);

async function assertBatch(tx: Parameters<Parameters<Database['run']>[1]>[0], scope: TenantScope, batchId: string, type: RoleplayType) {
  const [batch] = await tx
    .select({ type: batches.type })
    .from(batches)
    .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.id, batchId)));
  if (!batch) throw new AppError('not_found', 'Batch not found.');
  if (batch.type !== type) throw new AppError('bad_request', `That batch practises type ${batch.type}, not type ${type}.`);
}

/** GET weightages?type&batchId */
export function getWeightages(db: Database, scope: TenantScope, type: RoleplayType, batchId: string | null): Promise<WeightagesReply> {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    if (batchId) await assertBatch(tx, scope, batchId, type);
    const { source, weights } = await weightageFor(tx, scope.tenantId, type, batchId);
    return { type, batchId, source, weightages: listOf(weights), total: sum(weights) };
  });
}

/** POST weightages: the group's (no batch) or a batch's weights; they must add up to 100. */
export function saveWeightages(db: Database, scope: TenantScope, body: WeightagesBody): Promise<WeightagesReply> {
  const weights: Partial<Record<WeightedKpiName, number>> = {};
  for (const item of body.weightages) {
    if (weights[item.kpiName] !== undefined) throw new AppError('bad_request', `${item.kpiName} is listed twice.`);
    weights[item.kpiName] = item.weightage;
  }
  const check = validateWeightage(weights);
  if (!check.ok) {
    throw new AppError(
      'validation_failed',
      check.problems.join('; '),
      check.problems.map((message) => ({ path: 'weightages', message })),
    );
  }
  const batchId = body.batchId ?? null;
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    if (batchId) await assertBatch(tx, scope, batchId, body.type);
    const before = await weightageFor(tx, scope.tenantId, body.type, batchId);
    await tx
      .insert(weightages)
      .values({ tenantId: scope.tenantId, id: newId(), type: body.type, batchId, weights, updatedBy: scope.userId })
      .onConflictDoUpdate({
        target: [weightages.tenantId, weightages.type, weightages.batchId],
        set: { weights, updatedBy: scope.userId, updatedAt: new Date() },
      });
    await audit(tx, scope, {
      action: 'roleplay.weightages.save',
      targetType: 'weightages',
      targetId: `${body.type}:${batchId ?? 'group'}`,
      before: before.source === 'default' ? null : before.weights,
      after: weights,
    });
    return { type: body.type, batchId, source: batchId ? 'batch' : 'tenant', weightages: listOf(weights), total: sum(weights) } as const;
  });
}

/** GET weightageConfiguration: per type, every weighted KPI with its flag (carries weight or not). */
export function getWeightageConfiguration(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    const rows = [];
    for (const type of TYPES) {
      const { weights } = await weightageFor(tx, scope.tenantId, type, null);
      for (const kpiName of WEIGHTED_KPI_NAMES) {
        const weightage = weights[kpiName] ?? 0;
        rows.push({ type, kpiName, isWeightageEnabled: weightage > 0, weightage });
      }
    }
    return rows;
  });
}

/** GET feedback/score/configurations?type */
export function getBands(db: Database, scope: TenantScope, type?: RoleplayType) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    return bandsOf(tx, scope.tenantId, type);
  });
}

/** POST feedback/score/configurations: replaces the listed KPI rows; each must have ordered, non-overlapping ranges. */
export function saveBands(db: Database, scope: TenantScope, rows: KpiBandConfigRow[]) {
  const seen = new Set<string>();
  const problems: { path: string; message: string }[] = [];
  rows.forEach((row, i) => {
    const key = `${row.type}:${row.kpiName}`;
    if (seen.has(key)) problems.push({ path: `${i}`, message: `${row.kpiName} (type ${row.type}) is listed twice` });
    seen.add(key);
    for (const message of validateBandConfig(row)) problems.push({ path: `${i}`, message: `${row.kpiName}: ${message}` });
  });
  if (problems.length > 0) throw new AppError('validation_failed', problems.map((p) => p.message).join('; '), problems);
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    for (const row of rows) {
      const values = { ...bandColumns(row), updatedBy: scope.userId, updatedAt: new Date() };
      await tx
        .insert(kpiConfigs)
        .values({ tenantId: scope.tenantId, type: row.type, kpiName: row.kpiName, ...values })
        .onConflictDoUpdate({ target: [kpiConfigs.tenantId, kpiConfigs.type, kpiConfigs.kpiName], set: values });
    }
    await audit(tx, scope, {
      action: 'roleplay.kpi-bands.save',
      targetType: 'kpi_configs',
      targetId: [...seen].join(','),
      before: null,
      after: rows,
    });
    return bandsOf(tx, scope.tenantId);
  });
}
