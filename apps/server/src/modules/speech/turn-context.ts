import type { SpeechStreamStart } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import type { RecognitionHints } from '../../platform/speech/speech-engines.js';
import { ownSessionWithAssessment } from '../roleplay/practice/session-access.js';

/** What a speech turn is recognised against. */
export interface TurnContext {
  userSessionId: string;
  language: string;
  /** The current step's answers and the script's words (scripted calls); null: free recognition. */
  hints: RecognitionHints | null;
}

/**
 * The advisor's own voice call and what they may say next (DESIGN §7): the session must be theirs
 * (another tenant's 404, another user's 403 — the rules of the prompt), a voice roleplay, not finished,
 * in the practice item's language. On a scripted call the current step's recommended answers and chips
 * become the recogniser's grammar, and the rest of the script (with its key points) its vocabulary for
 * off-script replies.
 */
export function turnContext(db: Database, scope: TenantScope, start: SpeechStreamStart): Promise<TurnContext> {
  return db.run(scope, async (tx) => {
    const { session, language } = await ownSessionWithAssessment(tx, scope, start.userSessionId);
    if (session.assessmentId !== start.assessmentId) throw new AppError('bad_request', 'This practice item is not the session’s.');
    if (session.type !== 2) throw new AppError('bad_request', 'This is a chat roleplay: it takes no speech.');
    if (session.status === 'completed') throw new AppError('conflict', 'The call is already complete.');
    if (start.language !== language) throw new AppError('bad_request', `This call is in ${language}, not ${start.language}.`);
    const state = session.runnerState;
    const script = session.script;
    if (!session.scripted || !script || !state || start.grammar === false) return { userSessionId: session.id, language, hints: null };
    const step = state.status === 'awaiting-reply' ? script.steps[state.stepIndex] : undefined;
    if (!step) return { userSessionId: session.id, language, hints: null };
    const answers = [...step.recommendedAnswers, ...(step.chips ?? [])];
    // Key points name the ideas in other words than the answers: their words help a paraphrase be heard.
    const vocabulary = script.steps.flatMap((s) => [
      ...s.customerLines,
      ...s.recommendedAnswers,
      ...(s.chips ?? []),
      ...(s.keyPoints ?? []),
    ]);
    return { userSessionId: session.id, language, hints: { answers, vocabulary } };
  });
}
