import { z } from 'zod';

/**
 * The script of a scripted roleplay (DESIGN §7): DATA read by the pure engine in
 * packages/roleplay-engine and written by the use-case editor. Steps run in array order; at each step
 * the customer says its line(s) and the advisor's reply is matched against the recommended answers.
 */
export const SCRIPT_STEP_KINDS = [
  'welcome',
  'disclaimer',
  'probing',
  'resolution',
  'compliance',
  'closing',
  'regular',
  'select-one',
] as const;
export type ScriptStepKind = (typeof SCRIPT_STEP_KINDS)[number];

export const SCRIPT_LIMITS = {
  maxSteps: 60,
  maxCustomerLines: 5,
  maxCustomerLineLength: 1000,
  maxRecommendedAnswers: 10,
  maxAnswerLength: 500,
  maxChips: 6,
  maxChipLength: 200,
  maxKeyPoints: 8,
  maxMustNot: 8,
  maxPointLength: 200,
  /** A select-one step offers at least this many chips to choose from. */
  minSelectOneChips: 2,
} as const;

const text = (max: number, what: string) =>
  z.string().trim().min(1, `${what} cannot be empty`).max(max, `${what} is longer than ${max} characters`);

/** Lower-case letters, digits and dashes: stable step ids the engine and transcripts refer to. */
export const SCRIPT_STEP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const scriptStep = z
  .object({
    id: z.string().regex(SCRIPT_STEP_ID_PATTERN, 'use 1–40 lower-case letters, digits or dashes'),
    kind: z.enum(SCRIPT_STEP_KINDS),
    /** What the customer says at this step (one or more lines, said in order). */
    customerLines: z
      .array(text(SCRIPT_LIMITS.maxCustomerLineLength, 'A customer line'))
      .min(1, 'A step needs at least one customer line')
      .max(SCRIPT_LIMITS.maxCustomerLines, `A step has at most ${SCRIPT_LIMITS.maxCustomerLines} customer lines`),
    /** What a good advisor reply says; a reply is matched against each (paraphrases count). */
    recommendedAnswers: z
      .array(text(SCRIPT_LIMITS.maxAnswerLength, 'A recommended answer'))
      .min(1, 'A step needs at least one recommended answer')
      .max(SCRIPT_LIMITS.maxRecommendedAnswers, `A step has at most ${SCRIPT_LIMITS.maxRecommendedAnswers} recommended answers`),
    /** Answer chips the advisor may pick instead of typing; for a select-one step, the options. */
    chips: z
      .array(text(SCRIPT_LIMITS.maxChipLength, 'A chip'))
      .max(SCRIPT_LIMITS.maxChips, `A step has at most ${SCRIPT_LIMITS.maxChips} chips`)
      .default([]),
    /**
     * The ideas a reply must convey, each judged on its own: a reply that conveys every key point passes
     * in whatever words. Absent on older scripts, which are judged against the recommended answers alone.
     */
    keyPoints: z
      .array(text(SCRIPT_LIMITS.maxPointLength, 'A key point'))
      .max(SCRIPT_LIMITS.maxKeyPoints, `A step has at most ${SCRIPT_LIMITS.maxKeyPoints} key points`)
      .optional(),
    /** What fails the step whatever else the reply says (on top of the never-say list every step has). */
    mustNot: z
      .array(text(SCRIPT_LIMITS.maxPointLength, 'A must-not'))
      .max(SCRIPT_LIMITS.maxMustNot, `A step has at most ${SCRIPT_LIMITS.maxMustNot} must-nots`)
      .optional(),
  })
  .superRefine((step, ctx) => {
    if (new Set(step.chips.map((c) => c.toLowerCase())).size !== step.chips.length) {
      ctx.addIssue({ code: 'custom', path: ['chips'], message: 'Chips must be different from one another' });
    }
    if (step.kind !== 'select-one') return;
    if (step.chips.length < SCRIPT_LIMITS.minSelectOneChips) {
      ctx.addIssue({
        code: 'custom',
        path: ['chips'],
        message: `A select-one step needs at least ${SCRIPT_LIMITS.minSelectOneChips} chips`,
      });
    }
    const options = new Set(step.chips.map((c) => c.toLowerCase()));
    step.recommendedAnswers.forEach((answer, index) => {
      if (!options.has(answer.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['recommendedAnswers', index],
          message: 'In a select-one step every recommended answer must be one of the chips',
        });
      }
    });
  });
export type ScriptStep = z.infer<typeof scriptStep>;
export type ScriptStepInput = z.input<typeof scriptStep>;

export const roleplayScript = z
  .object({
    steps: z.array(scriptStep).max(SCRIPT_LIMITS.maxSteps, `A script has at most ${SCRIPT_LIMITS.maxSteps} steps`),
  })
  .superRefine((script, ctx) => {
    const seen = new Map<string, number>();
    script.steps.forEach((step, index) => {
      const first = seen.get(step.id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `Step id '${step.id}' is already used by step ${first + 1}`,
        });
      } else {
        seen.set(step.id, index);
      }
    });
  });
export type RoleplayScript = z.infer<typeof roleplayScript>;

export const EMPTY_SCRIPT: RoleplayScript = { steps: [] };

/** Advisory remarks the editor shows; they never block saving or publishing. */
export type ScriptRemark = 'startsWithoutWelcome' | 'endsWithoutClosing' | 'noCompliance' | 'noResolution';

export function scriptRemarks(script: RoleplayScript): ScriptRemark[] {
  const remarks: ScriptRemark[] = [];
  if (script.steps.length === 0) return remarks;
  if (script.steps[0]!.kind !== 'welcome') remarks.push('startsWithoutWelcome');
  if (script.steps[script.steps.length - 1]!.kind !== 'closing') remarks.push('endsWithoutClosing');
  if (!script.steps.some((s) => s.kind === 'compliance')) remarks.push('noCompliance');
  if (!script.steps.some((s) => s.kind === 'resolution')) remarks.push('noResolution');
  return remarks;
}

/** A step id not used yet in the script: `step-N` with the smallest free N. */
export function nextStepId(script: { steps: readonly { id: string }[] }): string {
  const used = new Set(script.steps.map((s) => s.id));
  for (let n = script.steps.length + 1; ; n += 1) {
    const id = `step-${n}`;
    if (!used.has(id)) return id;
  }
}
