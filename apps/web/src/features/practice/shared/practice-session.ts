import type { Assessment, ScenarioScoreReply, UnscriptedScenarioReply, UserSession } from '@switchboard/contracts';
import { AppMessageError } from '../../../shared/api/api-error';
import { chatApi } from '../chat/chat-api';
import { isFormValid, toFieldValues, type CrmFieldConfig, type CrmValues } from '../chat/logic/crm-validation';
import type { BatchMapping } from '../roleplay-api';

/**
 * Opening and finishing one practice item, the same for chats and calls (roleplay.md §4 Chat, Voice
 * session flow, Scored finish): the screens keep their own state and call these.
 */

export interface OpenedSession {
  session: UserSession;
  canNLPApplied: boolean;
  scenario?: UnscriptedScenarioReply;
}

export interface OpenContext {
  trainings: readonly { batchId: string; trainerId: string | null; trainerName: string | null }[];
  batch: Pick<BatchMapping, 'guided' | 'trainingTarget'> | null;
  hostName: string;
}

/**
 * The precheck when a chat is selected or a call picked up: validate NLP, create the user session and,
 * unscripted, the scenario — whose missing id is 'Unable To Create Voice Practice Session' (§8).
 */
export async function openPracticeSession(assessment: Assessment, context: OpenContext): Promise<OpenedSession> {
  const validation = await chatApi.validate(assessment.assessmentId);
  const session = await chatApi.createSession(sessionBody(assessment, context));
  if (assessment.scripted) return { session, canNLPApplied: validation.canNLPApplied };
  const scenario = await chatApi.createScenario(session.userSessionId, assessment.assessmentId);
  if (!scenario.senarioSessionId) throw new AppMessageError('practice.chat.errors.unableToCreateSession');
  return { session, canNLPApplied: validation.canNLPApplied, scenario };
}

function sessionBody(assessment: Assessment, context: OpenContext) {
  const training = context.trainings.find((t) => t.batchId === assessment.batchId);
  return {
    assessmentId: assessment.assessmentId,
    batchName: assessment.batchName,
    trainerId: training?.trainerId ?? null,
    trainerName: training?.trainerName ?? null,
    guided: context.batch?.guided ?? null,
    trainingTarget: context.batch?.trainingTarget ?? null,
    uniqueId: assessment.uniqueId,
    hostName: context.hostName,
  };
}

export interface ReopenedSession {
  session: UserSession;
  score: ScenarioScoreReply;
}

/**
 * A practice item finished on an earlier visit: its session (one per item, so the create call answers
 * the stored one, with its conversation and duration) and its stored score.
 */
export async function reopenPracticeSession(assessment: Assessment, context: OpenContext): Promise<ReopenedSession> {
  const session = await chatApi.createSession(sessionBody(assessment, context));
  const score = await chatApi.scores(session.userSessionId, 0);
  return { session, score };
}

export interface FinishInput {
  assessment: Assessment;
  session: UserSession;
  senarioSessionId: string | null;
  /** Total bot response time of the item, ms. */
  botTimeTotal: number;
  crmSubmitted: boolean;
  crmFields: readonly CrmFieldConfig[];
  crmValues: CrmValues | null;
}

export type CrmEvent = 'pending' | 'fulfilled' | 'rejected';

/**
 * Post-assessment activity (roleplay.md §4 Scored finish): complete the item, submit the CRM form first
 * when it is enabled, not yet submitted and filled in (a refusal leaves it in progress), save the
 * transcript, then fetch the score (scripted) or the evaluation (unscripted). An unfinished form is not
 * sent: the score never waits on it, and the form stays open for the advisor to complete.
 */
export async function finishPracticeSession(input: FinishInput, onCrm: (event: CrmEvent) => void): Promise<ScenarioScoreReply> {
  const { assessment, session } = input;
  await chatApi.complete(
    assessment.scripted
      ? { userSessionId: session.userSessionId, responseTime: Math.round(input.botTimeTotal) }
      : { senarioSessionId: input.senarioSessionId!, usecaseId: assessment.usecaseId },
  );
  if (session.isCrmEnabled && !input.crmSubmitted && isFormValid(input.crmFields, input.crmValues ?? {})) {
    onCrm('pending');
    await chatApi
      .submitCrm(session.userSessionId, toFieldValues(input.crmFields, input.crmValues ?? {}))
      .then(() => onCrm('fulfilled'))
      .catch(() => undefined);
  }
  await chatApi.saveTranscript(session.userSessionId, assessment.batchId).catch(() => undefined);
  return assessment.scripted
    ? chatApi.scores(session.userSessionId, Math.round(input.botTimeTotal))
    : chatApi.evaluate(input.senarioSessionId!, session.userSessionId);
}
