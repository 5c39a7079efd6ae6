import { and, eq, isNull } from 'drizzle-orm';
import { type KpiBandConfigRow, type RoleplayType, type WeightedKpiName } from '@switchboard/contracts';
import { DEFAULT_WEIGHTAGE, defaultBandConfig, type Weightage } from '@switchboard/roleplay-engine';
import type { Tx } from '../../../platform/db/database.js';
import { newId } from '../../../platform/ids.js';
import { kpiConfigs, weightages } from './tables.js';

export const TYPES: RoleplayType[] = [1, 2];
export type WeightageSource = 'batch' | 'tenant' | 'default';

type KpiConfigRow = typeof kpiConfigs.$inferSelect;
const toBand = (r: KpiConfigRow): KpiBandConfigRow => ({
  kpiName: r.kpiName,
  type: r.type,
  status: r.status,
  lowScoreOne: { min: r.lowMin, max: r.lowMax },
  midScoreOne: { min: r.midMin, max: r.midMax },
  highScore: { min: r.highMin, max: r.highMax },
});
export const bandColumns = (b: KpiBandConfigRow) => ({
  status: b.status,
  lowMin: b.lowScoreOne.min,
  lowMax: b.lowScoreOne.max,
  midMin: b.midScoreOne.min,
  midMax: b.midScoreOne.max,
  highMin: b.highScore.min,
  highMax: b.highScore.max,
});

/** The group's KPI bands for a type (both when omitted); KPIs without a row get the defaults. */
export async function bandsOf(tx: Tx, tenantId: string, type?: RoleplayType): Promise<KpiBandConfigRow[]> {
  const rows = await tx.select().from(kpiConfigs).where(eq(kpiConfigs.tenantId, tenantId));
  const stored = new Map(rows.map((r) => [`${r.type}:${r.kpiName}`, toBand(r)]));
  return (type ? [type] : TYPES).flatMap((t) =>
    defaultBandConfig(t).map((d) => stored.get(`${t}:${d.kpiName}`) ?? { ...d, kpiName: d.kpiName, type: t }),
  );
}

/** The weights that score a session: the batch's own, else the group's, else the built-in defaults. */
export async function weightageFor(
  tx: Tx,
  tenantId: string,
  type: RoleplayType,
  batchId: string | null,
): Promise<{ source: WeightageSource; weights: Weightage }> {
  if (batchId) {
    const [own] = await tx
      .select({ weights: weightages.weights })
      .from(weightages)
      .where(and(eq(weightages.tenantId, tenantId), eq(weightages.type, type), eq(weightages.batchId, batchId)));
    if (own) return { source: 'batch', weights: own.weights };
  }
  const [group] = await tx
    .select({ weights: weightages.weights })
    .from(weightages)
    .where(and(eq(weightages.tenantId, tenantId), eq(weightages.type, type), isNull(weightages.batchId)));
  if (group) return { source: 'tenant', weights: group.weights };
  return { source: 'default', weights: DEFAULT_WEIGHTAGE[type] };
}

/** Seeds a group's default KPI bands and weightages (once, from ensureRoleplayInstalled). */
export async function installScoringDefaults(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(kpiConfigs)
    .values(TYPES.flatMap((type) => defaultBandConfig(type).map((b) => ({ tenantId, type, kpiName: b.kpiName, ...bandColumns(b) }))))
    .onConflictDoNothing();
  await tx
    .insert(weightages)
    .values(
      TYPES.map((type) => ({
        tenantId,
        id: newId(),
        type,
        batchId: null,
        weights: DEFAULT_WEIGHTAGE[type] as Partial<Record<WeightedKpiName, number>>,
      })),
    )
    .onConflictDoNothing();
}
