import type { FactKindName, RoleplayScript, StepFinding, StepReview } from '@switchboard/contracts';
import { modelAnswerOf, STEP_MAX_SCORE, type FactKind, type MatchReason, type RunnerState } from '@switchboard/roleplay-engine';

/** The engine's fact kinds and the contract's must be the same list (the web names each one). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFactKinds: Same<FactKind, FactKindName> = true;
void sameFactKinds;

const normal = (text: string) => text.trim().toLowerCase();

/**
 * A matcher's reason as the advisor may read it. A missing or contradicted point is named only when it
 * is one of the trainer's key points: without key points the matcher names a clause of a recommended
 * answer, and showing that would teach the advisor to recite it. For a wrong value, only the value the
 * advisor gave (the expected one is the answer's own).
 */
function findingOf(reason: MatchReason, keyPoints: ReadonlySet<string>): StepFinding {
  const label = (point: string) => (keyPoints.has(normal(point)) ? point.trim() : null);
  switch (reason.code) {
    case 'missing_point':
      return { code: 'missing_point', point: label(reason.point) };
    case 'contradiction':
      return { code: 'contradiction', point: label(reason.point) };
    case 'wrong_fact':
      return { code: 'wrong_fact', kind: reason.kind, given: reason.given };
    case 'prohibited':
      return { code: 'prohibited', what: reason.what, source: reason.source };
    case 'off_topic':
      return { code: 'off_topic' };
  }
}

/** A step refused four times for the same thing says it once. */
const findingKey = (f: StepFinding) => JSON.stringify(f);

/**
 * The steps of a scripted session worth going back to — refused at least once, failed, or never
 * answered — each with what its refused replies lacked, in the order the script asks them. A missed
 * step also carries its model answer, the one the chat showed after its last retry: read only once the
 * session is scored, every step is over, and it is shown in every visibility mode as the chat's is.
 * Key points are quoted as written, values included: the step is over, and its model answer states them.
 */
export function stepReviewsOf(script: RoleplayScript | null, state: RunnerState | null): StepReview[] {
  if (!script || !state) return [];
  return state.steps.flatMap((result, index): StepReview[] => {
    if (result.status === 'pending') return [];
    const refused = state.turns.filter((t) => t.stepId === result.stepId && !t.matched);
    if (result.status === 'matched' && refused.length === 0) return [];
    const step = script.steps.find((s) => s.id === result.stepId);
    const keyPoints = new Set((step?.keyPoints ?? []).map(normal));
    const seen = new Set<string>();
    const findings = refused
      .flatMap((t) => t.reasons ?? [])
      .map((r) => findingOf(r, keyPoints))
      .filter((f) => {
        const key = findingKey(f);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return [
      {
        stepId: result.stepId,
        position: index + 1,
        kind: result.kind,
        status: result.status,
        attempts: result.attempts,
        score: result.score,
        maxScore: STEP_MAX_SCORE,
        findings,
        modelAnswer: result.status === 'matched' || !step ? null : modelAnswerOf(step, refused[refused.length - 1]),
      },
    ];
  });
}
