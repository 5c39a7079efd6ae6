import { z } from 'zod';
import { objectId } from './common.js';
import { ROLES } from './roles.js';
import { IDLE_DEFAULTS, roleplayPage, roleplayPageQuery, roleplayType, roleplayTypeQuery } from './roleplay-common.js';

export const BATCH_LIMITS = {
  batchName: 120,
  maxAssessments: 20,
  maxIntervalSeconds: 3600,
  maxIdleSeconds: 3600,
  maxTraineesPerRequest: 200,
} as const;

/**
 * Idle thresholds of a batch (roleplay.md §3, §4): warning from optionOneFrom seconds, danger above
 * optionOneTo seconds. Defaults 60 and 120 (1–2 minutes warn, above 2 minutes danger).
 */
export const idleTimeOption = z
  .object({
    optionOneFrom: z.number().int().min(1).max(BATCH_LIMITS.maxIdleSeconds),
    optionOneTo: z.number().int().min(2).max(BATCH_LIMITS.maxIdleSeconds),
  })
  .refine((o) => o.optionOneFrom < o.optionOneTo, {
    message: 'The danger threshold must be after the warning threshold',
    path: ['optionOneTo'],
  });
export type IdleTimeOption = z.infer<typeof idleTimeOption>;
export const DEFAULT_IDLE_OPTION: IdleTimeOption = {
  optionOneFrom: IDLE_DEFAULTS.warningSeconds,
  optionOneTo: IDLE_DEFAULTS.dangerSeconds,
};

const batchRules = {
  batchName: z.string().trim().min(1, 'A batch needs a name').max(BATCH_LIMITS.batchName),
  type: roleplayType,
  /** How many roleplays make one practice session of this batch. */
  numOfAssessment: z.number().int().min(1).max(BATCH_LIMITS.maxAssessments),
  guided: z.boolean(),
  /** Target overall score (%) of the batch's trainees; null when none is set. */
  trainingTarget: z.number().int().min(0).max(100).nullable(),
  isDelayRequired: z.boolean(),
  /** Seconds between two roleplays being released when a delay is required. */
  intervalInSeconds: z.number().int().min(1).max(BATCH_LIMITS.maxIntervalSeconds),
  idleTimeOption1: idleTimeOption,
};

export const batchCreateBody = z.object({
  ...batchRules,
  numOfAssessment: batchRules.numOfAssessment.default(1),
  guided: batchRules.guided.default(false),
  trainingTarget: batchRules.trainingTarget.default(null),
  isDelayRequired: batchRules.isDelayRequired.default(false),
  intervalInSeconds: batchRules.intervalInSeconds.default(1),
  idleTimeOption1: idleTimeOption.default(DEFAULT_IDLE_OPTION),
});
export type BatchCreateBody = z.infer<typeof batchCreateBody>;
/** A batch's type is fixed once created (its use cases and sessions depend on it). */
export const batchPatchBody = z.object(batchRules).omit({ type: true }).partial().strict();
export const batchIdParams = z.object({ id: objectId });

export const batch = z.object({
  id: objectId,
  batchName: z.string(),
  type: roleplayType,
  numOfAssessment: z.number().int(),
  guided: z.boolean(),
  trainingTarget: z.number().int().nullable(),
  isDelayRequired: z.boolean(),
  intervalInSeconds: z.number().int(),
  idleTimeOption1: z.object({ optionOneFrom: z.number().int(), optionOneTo: z.number().int() }),
  traineeCount: z.number().int(),
  usecaseCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Batch = z.infer<typeof batch>;
export const batchListQuery = roleplayPageQuery.extend({
  type: roleplayTypeQuery.optional(),
  keyword: z.string().trim().max(120).optional(),
});
export const batchPage = roleplayPage(batch);

/** GET /apigateway/upsrvc/batches/mappings: the user's batches of a type, with their trainer. */
export const batchMappingsQuery = z.object({ type: roleplayTypeQuery, userId: objectId });
export const batchMapping = batch
  .omit({ traineeCount: true, usecaseCount: true, createdDate: true, updatedDate: true })
  .extend({ trainerId: objectId.nullable(), trainerName: z.string().nullable() });
export type BatchMapping = z.infer<typeof batchMapping>;
export const batchMappingsReply = z.array(batchMapping);

/** Trainings: a user in a batch, with an optional trainer (mentor or above). */
export const trainingRow = z.object({
  id: objectId,
  batchId: objectId,
  userId: objectId,
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  trainerId: objectId.nullable(),
  trainerName: z.string().nullable(),
  createdDate: z.string(),
});
export type TrainingRow = z.infer<typeof trainingRow>;
export const trainingListReply = z.array(trainingRow);
export const addTraineesBody = z.object({
  userIds: z
    .array(objectId)
    .min(1)
    .max(BATCH_LIMITS.maxTraineesPerRequest)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each user only once' }),
  trainerId: objectId.nullable().default(null),
});
export const trainerBody = z.object({ trainerId: objectId.nullable() });
export const trainingParams = z.object({ id: objectId, userId: objectId });

/** A roleplay assigned to a batch (the batch page's list). */
export const batchUsecase = z.object({
  assignmentId: objectId,
  usecaseId: objectId,
  name: z.string(),
  type: roleplayType,
  status: z.enum(['draft', 'published', 'archived']),
  language: z.string().nullable(),
});
export type BatchUsecase = z.infer<typeof batchUsecase>;
export const batchUsecasesReply = z.array(batchUsecase);
