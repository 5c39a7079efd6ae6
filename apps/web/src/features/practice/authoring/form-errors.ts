import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/**
 * zod issues → translated messages keyed by dotted path ("script.steps.2.customerLines"). The contract's
 * own messages are English; the editor shows its translated equivalent of each kind of problem.
 */
export function fieldErrors(error: z.ZodError, t: (key: string, values?: Record<string, unknown>) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (out[path]) continue;
    out[path] = t(...messageOf(issue));
  }
  return out;
}

function messageOf(issue: z.core.$ZodIssue): [string, Record<string, unknown>?] {
  const last = String(issue.path.at(-1) ?? '');
  const parent = String(issue.path.at(-2) ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return ['roleplayAuthoring.errors.required'];
      if (issue.origin === 'array') return ['roleplayAuthoring.errors.atLeast', { min: Number(issue.minimum) }];
      return ['roleplayAuthoring.errors.range', { min: Number(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'string') return ['roleplayAuthoring.errors.tooLong', { max: Number(issue.maximum) }];
      if (issue.origin === 'array') return ['roleplayAuthoring.errors.tooMany', { max: Number(issue.maximum) }];
      return ['roleplayAuthoring.errors.rangeMax', { max: Number(issue.maximum) }];
    case 'invalid_format':
      return last === 'id' ? ['roleplayAuthoring.errors.stepId'] : ['roleplayAuthoring.errors.invalid'];
    case 'custom':
      if (last === 'id') return ['roleplayAuthoring.errors.duplicateStepId'];
      if (last === 'chips') return ['roleplayAuthoring.errors.chips'];
      if (parent === 'recommendedAnswers') return ['roleplayAuthoring.errors.answerNotChip'];
      if (last === 'optionOneTo') return ['roleplayAuthoring.errors.idleOrder'];
      return ['roleplayAuthoring.errors.invalid'];
    default:
      return ['roleplayAuthoring.errors.invalid'];
  }
}

/** The first error at or under a path (a list shows one message for all its items). */
export function errorUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}
