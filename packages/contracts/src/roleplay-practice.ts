import { z } from 'zod';
import { objectId } from './common.js';
import { roleplayType } from './roleplay-common.js';
import { voiceSettingString } from './roleplay-voice.js';

export const PRACTICE_LIMITS = { maxAssessmentsPerRequest: 20 } as const;

/**
 * One entry of POST /apigateway/tbsrvc/assessments (roleplay.md §7). The copies of use-case and batch
 * flags are accepted for compatibility; the server takes them from the use case and the batch.
 * selectedVoice carries the voice chosen in the Language dialog when the roleplay has no language.
 */
export const assessmentEntry = z.object({
  actorId: objectId,
  batchId: objectId.nullable(),
  inboundEnabled: z.boolean().optional(),
  isDelayRequired: z.boolean().optional(),
  isUsecaseLibrary: z.boolean().default(false),
  name: z.string().max(200).optional(),
  nluEnabled: z.boolean().optional(),
  scripted: z.boolean().optional(),
  userId: objectId,
  useCaseId: objectId,
  selectedVoice: voiceSettingString.nullable().optional(),
});
export type AssessmentEntry = z.input<typeof assessmentEntry>;
export const createAssessmentsBody = z
  .array(assessmentEntry)
  .min(1, 'Choose at least one roleplay')
  .max(PRACTICE_LIMITS.maxAssessmentsPerRequest, `At most ${PRACTICE_LIMITS.maxAssessmentsPerRequest} roleplays per practice session`);

export const ASSESSMENT_STATUSES = ['pending', 'active', 'completed'] as const;

/** A created practice item (roleplay.md §3, the fields known before the practice starts). */
export const assessment = z.object({
  id: objectId,
  assessmentId: objectId,
  usecaseId: objectId,
  name: z.string(),
  type: roleplayType,
  /** The practice set: every assessment created by one request shares it. */
  uniqueId: objectId,
  position: z.number().int(),
  userId: objectId,
  actorId: objectId,
  batchId: objectId.nullable(),
  batchName: z.string().nullable(),
  inboundEnabled: z.boolean(),
  isDelayRequired: z.boolean(),
  isUsecaseLibrary: z.boolean(),
  nluEnabled: z.boolean(),
  scripted: z.boolean(),
  liveTranscript: z.boolean(),
  realTimeFeedback: z.boolean(),
  visibilityId: z.number().int(),
  threshold: z.number().int(),
  maxRetryCount: z.number().int(),
  language: z.string(),
  selectedVoice: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  completed: z.boolean(),
  batchInfo: z.object({ isDelayRequired: z.boolean(), intervalInSeconds: z.number().int() }),
  additionalCustomerData: z.object({
    name: z.string(),
    age: z.number().int().nullable(),
    customerSince: z.string().nullable(),
    address: z.string().nullable(),
    issueDescription: z.string().nullable(),
  }),
  createdDate: z.string(),
});
export type Assessment = z.infer<typeof assessment>;
export const assessmentListReply = z.array(assessment);
export const assessmentsQuery = z.object({ uniqueId: objectId });
