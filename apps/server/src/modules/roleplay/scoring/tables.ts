import { boolean, foreignKey, jsonb, pgTable, primaryKey, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { KpiConfigName, RoleplayType, WeightedKpiName } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { batches } from '../batches/tables.js';

/** KPI colour bands per KPI and roleplay type (roleplay.md §3 feedback configuration; DESIGN §6 kpi_configs). */
export const kpiConfigs = pgTable(
  'kpi_configs',
  {
    tenantId: idColumn('tenant_id').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    kpiName: text('kpi_name').$type<KpiConfigName>().notNull(),
    status: boolean('status').notNull().default(true),
    lowMin: real('low_min').notNull(),
    lowMax: real('low_max').notNull(),
    midMin: real('mid_min').notNull(),
    midMax: real('mid_max').notNull(),
    highMin: real('high_min').notNull(),
    highMax: real('high_max').notNull(),
    updatedBy: idColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type, t.kpiName] })],
);

/**
 * KPI weightages of the overall score, per roleplay type: the group's (batch null) and a batch's own.
 * `weights` maps each weighted KPI to its percentage; they add up to 100.
 */
export const weightages = pgTable(
  'weightages',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    batchId: idColumn('batch_id'),
    weights: jsonb('weights').$type<Partial<Record<WeightedKpiName, number>>>().notNull(),
    updatedBy: idColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('weightages_scope_key').on(t.tenantId, t.type, t.batchId).nullsNotDistinct(),
    foreignKey({ name: 'weightages_batch_fk', columns: [t.tenantId, t.batchId], foreignColumns: [batches.tenantId, batches.id] }).onDelete(
      'cascade',
    ),
  ],
);
