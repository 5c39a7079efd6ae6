import type { Locale } from '@switchboard/contracts';

/**
 * Advisor replies labelled against the seed library's own scripted steps, to measure the answer
 * matcher where it is used (issue #8: ≥ 200 pairs across the seed library). Replies point at a step
 * by roleplay key, language and step id, so the recommended answers and threshold always come from
 * the library itself and cannot drift from it.
 *
 * - paraphrase:    the step's substance in other words; must match.
 * - partial:       part of the substance, missing what makes the step (the verification, the amount…); must not.
 * - off-topic:     plausible contact-centre language belonging to another step; must not.
 * - contradiction: says the opposite (refuses, denies); must not.
 */
export type SeedReplyKind = 'paraphrase' | 'partial' | 'off-topic' | 'contradiction';

export interface StepReplies {
  paraphrase?: string;
  partial?: string;
  offTopic?: string;
  contradiction?: string;
}

/** Replies per roleplay key, language and step id. */
export type SeedReplies = Record<string, Partial<Record<Locale, Record<string, StepReplies>>>>;

export interface SeedLabelledReply {
  roleplay: string;
  language: Locale;
  step: string;
  kind: SeedReplyKind;
  reply: string;
  shouldMatch: boolean;
}

const KIND: Record<keyof StepReplies, SeedReplyKind> = {
  paraphrase: 'paraphrase',
  partial: 'partial',
  offTopic: 'off-topic',
  contradiction: 'contradiction',
};

export function flatten(replies: SeedReplies): SeedLabelledReply[] {
  const out: SeedLabelledReply[] = [];
  for (const [roleplay, languages] of Object.entries(replies)) {
    for (const [language, steps] of Object.entries(languages) as [Locale, Record<string, StepReplies>][]) {
      for (const [step, byKind] of Object.entries(steps)) {
        for (const [key, reply] of Object.entries(byKind) as [keyof StepReplies, string][]) {
          out.push({ roleplay, language, step, kind: KIND[key], reply, shouldMatch: key === 'paraphrase' });
        }
      }
    }
  }
  return out;
}
