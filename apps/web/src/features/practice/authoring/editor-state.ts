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
  /** Carried through the editor unchanged so saving an imported or seeded script keeps them. */
  keyPoints?: string[];
  mustNot?: string[];
}

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
      ...(s.keyPoints ? { keyPoints: [...s.keyPoints] } : {}),
      ...(s.mustNot ? { mustNot: [...s.mustNot] } : {}),
    })),
  };
}

export function newStep(steps: EditorStep[], kind: ScriptStepKind = 'regular'): EditorStep {
  return { key: nextKey(), id: nextStepId({ steps }), kind, customerText: '', recommendedAnswers: [''], chips: [] };
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
        customerLines: s.customerText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        recommendedAnswers: s.recommendedAnswers,
        chips: s.chips,
        ...(s.keyPoints ? { keyPoints: s.keyPoints } : {}),
        ...(s.mustNot ? { mustNot: s.mustNot } : {}),
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
