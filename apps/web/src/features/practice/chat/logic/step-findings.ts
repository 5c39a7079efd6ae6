import type { FactKindName, StepFinding, StepReview } from '@switchboard/contracts';

/** A sentence of the step review: its key and the values it interpolates. */
export interface FindingLine {
  key: string;
  values: Record<string, string | number>;
}

/** One sentence per kind of value, so each language can agree its adjective with the noun ("Falsches Datum"). */
const WRONG_FACT_KEYS: Readonly<Record<FactKindName, string>> = {
  amount: 'practice.chat.review.wrongFact.amount',
  percent: 'practice.chat.review.wrongFact.percent',
  date: 'practice.chat.review.wrongFact.date',
  time: 'practice.chat.review.wrongFact.time',
  duration: 'practice.chat.review.wrongFact.duration',
  email: 'practice.chat.review.wrongFact.email',
  number: 'practice.chat.review.wrongFact.number',
  name: 'practice.chat.review.wrongFact.name',
  channel: 'practice.chat.review.wrongFact.channel',
};

/**
 * What a refused reply lacked, as the advisor reads it: the trainer's key point or must-not as written
 * (in the roleplay's language), the value the advisor gave; a point the server did not name stays unnamed.
 */
export function findingLine(finding: StepFinding): FindingLine {
  switch (finding.code) {
    case 'missing_point':
      return finding.point
        ? { key: 'practice.chat.review.missingPoint', values: { point: finding.point } }
        : { key: 'practice.chat.review.missingUnnamed', values: {} };
    case 'contradiction':
      return finding.point
        ? { key: 'practice.chat.review.contradiction', values: { point: finding.point } }
        : { key: 'practice.chat.review.contradictionUnnamed', values: {} };
    case 'wrong_fact':
      return { key: WRONG_FACT_KEYS[finding.kind], values: { given: finding.given } };
    case 'prohibited':
      return finding.source === 'built-in'
        ? { key: 'practice.chat.review.secret', values: { what: finding.what } }
        : { key: 'practice.chat.review.mustNot', values: { what: finding.what } };
    case 'off_topic':
      return { key: 'practice.chat.review.offTopic', values: {} };
  }
}

/** How the step ended: accepted late, not accepted, or never reached. */
export function outcomeLine(review: StepReview): FindingLine {
  switch (review.status) {
    case 'matched':
      return { key: 'practice.chat.review.acceptedLate', values: { attempt: review.attempts, score: review.score, max: review.maxScore } };
    case 'failed':
      return { key: 'practice.chat.review.notAccepted', values: { count: review.attempts, max: review.maxScore } };
    case 'unanswered':
      return { key: 'practice.chat.review.unanswered', values: {} };
  }
}
