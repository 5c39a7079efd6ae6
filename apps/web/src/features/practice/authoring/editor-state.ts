import {
  USECASE_DEFAULTS,
  nextStepId,
  publishProblems,
  upgradeFacts,
  usecaseFields,
  type CustomerFact,
  type RoleplayType,
  type ScriptStepKind,
  type UsecaseDetail,
  type UsecaseFields,
} from '@switchboard/contracts';
import { fieldErrors, type FieldErrors } from './form-errors';

/** A script step as the editor holds it: the customer's lines as one text, one line per message. */
export interface EditorStep {
  key: string;
  id: string;
  kind: ScriptStepKind;
  customerText: string;
  recommendedAnswers: string[];
  chips: string[];
  /** The key points and must-nots as the trainer edits them: one per line. */
  keyPointsText: string;
  mustNotText: string;
}

/** Lines of a multi-line field, trimmed, without blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list the step may leave out: no lines, no list, so a script without key points stays as it was. */
const optionalLines = (name: 'keyPoints' | 'mustNot', text: string) => {
  const lines = linesOf(text);
  return lines.length > 0 ? { [name]: lines } : {};
};

export type Draft = Omit<UsecaseFields, 'script' | 'customerFacts'> & { steps: EditorStep[]; customerFacts: CustomerFact[] };

let keySeq = 0;
const nextKey = () => `s${(keySeq += 1)}`;

export function newDraft(type: RoleplayType = 1): Draft {
  const { script: _script, ...defaults } = USECASE_DEFAULTS;
  return { ...defaults, customerFacts: [], customerObjections: [], name: '', type, steps: [] };
}

export function draftOf(fields: UsecaseFields | UsecaseDetail): Draft {
  const { script, customerFacts, ...rest } = fields;
  const keys = Object.keys(newDraft()) as (keyof Draft)[];
  const picked = Object.fromEntries(keys.filter((k) => k !== 'steps').map((k) => [k, (rest as Record<string, unknown>)[k]])) as Omit<
    Draft,
    'steps'
  >;
  return {
    ...picked,
    customerFacts: upgradeFacts(customerFacts),
    customerObjections: [...(picked.customerObjections ?? [])],
    steps: script.steps.map((s) => ({
      key: nextKey(),
      id: s.id,
      kind: s.kind,
      customerText: s.customerLines.join('\n'),
      recommendedAnswers: [...s.recommendedAnswers],
      chips: [...s.chips],
      keyPointsText: (s.keyPoints ?? []).join('\n'),
      mustNotText: (s.mustNot ?? []).join('\n'),
    })),
  };
}

export function newStep(steps: EditorStep[], kind: ScriptStepKind = 'regular'): EditorStep {
  return {
    key: nextKey(),
    id: nextStepId({ steps }),
    kind,
    customerText: '',
    recommendedAnswers: [''],
    chips: [],
    keyPointsText: '',
    mustNotText: '',
  };
}

/** The request body of a draft (the contract's field shapes). */
export function payloadOf(draft: Draft): UsecaseFields {
  const { steps, ...fields } = draft;
  return {
    ...fields,
    // The objections box is edited as lines; blank ones are not objections.
    customerObjections: fields.customerObjections.map((o) => o.trim()).filter(Boolean),
    script: {
      steps: steps.map((s) => ({
        id: s.id,
        kind: s.kind,
        customerLines: linesOf(s.customerText),
        recommendedAnswers: s.recommendedAnswers,
        chips: s.chips,
        ...optionalLines('keyPoints', s.keyPointsText),
        ...optionalLines('mustNot', s.mustNotText),
      })),
    },
  };
}

type T = (key: string, values?: Record<string, unknown>) => string;

const PUBLISH_KEYS: Record<string, string> = {
  'script.steps': 'roleplayAuthoring.errors.needsSteps',
  customerIssueDescription: 'roleplayAuthoring.errors.needsIssue',
  verticalId: 'roleplayAuthoring.errors.needsVertical',
  selectedVoice: 'roleplayAuthoring.errors.voiceLanguage',
};

/** Validates with the shared contract; publishing also needs what practice needs. */
export function validateDraft(
  draft: Draft,
  publishing: boolean,
  t: T,
): { ok: true; fields: UsecaseFields } | { ok: false; errors: FieldErrors } {
  const parsed = usecaseFields.safeParse(payloadOf(draft));
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error, t) };
  if (publishing) {
    const problems = publishProblems(parsed.data);
    if (problems.length > 0) {
      return {
        ok: false,
        errors: Object.fromEntries(problems.map((p) => [p.path, t(PUBLISH_KEYS[p.path] ?? 'roleplayAuthoring.errors.invalid')])),
      };
    }
  }
  return { ok: true, fields: parsed.data };
}
