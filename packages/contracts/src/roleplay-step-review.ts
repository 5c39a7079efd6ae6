import { z } from 'zod';
import { SCRIPT_STEP_KINDS } from './roleplay-script.js';

/** The kinds of value a reply may state wrongly (the engine's FactKind, kept identical by a type check in the server). */
export const FACT_KINDS = ['amount', 'percent', 'date', 'time', 'duration', 'email', 'number', 'name', 'channel'] as const;
export type FactKindName = (typeof FACT_KINDS)[number];

/**
 * What one refused reply lacked or got wrong, as the advisor may read it after the step: the trainer's
 * own labels (key points, must-nots) and the value the advisor gave, never the words of a recommended
 * answer — an advisor who is shown those learns to recite them. `point` is null when the matcher could
 * only name a part of a recommended answer (a step without key points).
 */
export const stepFinding = z.discriminatedUnion('code', [
  z.object({ code: z.literal('missing_point'), point: z.string().nullable() }),
  z.object({ code: z.literal('wrong_fact'), kind: z.enum(FACT_KINDS), given: z.string() }),
  z.object({ code: z.literal('prohibited'), what: z.string(), source: z.enum(['built-in', 'step', 'tenant']) }),
  z.object({ code: z.literal('contradiction'), point: z.string().nullable() }),
  z.object({ code: z.literal('off_topic') }),
]);
export type StepFinding = z.infer<typeof stepFinding>;

/**
 * One step of a scripted session that was refused at least once or never answered: where it is in the
 * script, how it ended and, from the replies it refused, what was missing or wrong (each finding once,
 * most serious first). Empty findings: the session was stored before refusals kept their reasons.
 */
export const stepReview = z.object({
  stepId: z.string(),
  /** 1-based place of the step in the script. */
  position: z.number().int().min(1),
  kind: z.enum(SCRIPT_STEP_KINDS),
  status: z.enum(['matched', 'failed', 'unanswered']),
  attempts: z.number().int().min(0),
  /** Points earned, 0 to maxScore. */
  score: z.number(),
  maxScore: z.number(),
  findings: z.array(stepFinding),
  /**
   * For a step the advisor missed (failed or never reached): a recommended answer to learn from, as the
   * trainer wrote it, in the roleplay's language. Null for a step accepted in the end. Only read once
   * the practice is over, so it never gives away a step that can still be answered.
   */
  modelAnswer: z.string().nullable(),
});
export type StepReview = z.infer<typeof stepReview>;
