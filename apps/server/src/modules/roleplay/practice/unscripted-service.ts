import { and, count, eq } from 'drizzle-orm';
import type { unscriptedPromptBody } from '@switchboard/contracts';
import {
  type ConversationEntry,
  type ScenarioScoreReply,
  type UnscriptedPromptReply,
  type UnscriptedScenarioReply,
  type LlmScoreItemRow,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { BOT_MESSAGES, createPersona, messageInsights, PERSONA_LIMITS, personaReply, type KpiKey } from '@switchboard/roleplay-engine';
import type { Logger } from 'pino';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import { LlmUnavailableError, type LlmProvider } from '../../../platform/llm/chat-completions.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { scoreAndStore, storedScore } from '../scoring/score-service.js';
import { unscriptedTranscript } from '../scoring/session-score.js';
import { answeredRequest, appendMessages, conversationOf, plainEntry } from './conversation.js';
import { llmCustomerLine, llmRubric, type JudgeBrief } from './llm-customer.js';
import { weightageFor } from '../scoring/config-repo.js';
import { lockOwnSession, type SessionRow } from './session-access.js';
import { completeSession, usecaseOf } from './session-service.js';
import { personaFacts } from './persona-facts.js';
import { chatMessages, userSessions } from './tables.js';

type PromptBody = z.output<typeof unscriptedPromptBody>;
export interface UnscriptedDeps {
  db: Database;
  llm: LlmProvider | null;
  log: Logger;
}

/** Shown instead of a customer line when the configured LLM is slow or down. */
export const LLM_DEGRADED_NOTICE = 'The AI customer is not available right now: you are practising with the built-in customer.';

/** A stable seed per session: the persona's phrasing is reproducible for a given session. */
const seedOf = (id: string) => parseInt(id.slice(-8), 16) | 0;

async function lockUnscripted(tx: Tx, scope: TenantScope, userSessionId: string, senarioSessionId?: string): Promise<SessionRow> {
  const session = await lockOwnSession(tx, scope, userSessionId);
  if (session.scripted) throw new AppError('bad_request', 'This roleplay is scripted: send answers to prompt.');
  if (senarioSessionId !== undefined && session.scenarioSessionId !== senarioSessionId)
    throw new AppError('not_found', 'Scenario not found.');
  return session;
}

const messageCount = async (tx: Tx, session: SessionRow) =>
  (
    await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.tenantId, session.tenantId), eq(chatMessages.userSessionId, session.id)))
  )[0]!.n;

function scenarioReply(session: SessionRow, conversations: ConversationEntry[], degraded: boolean): UnscriptedScenarioReply {
  return {
    userSessionId: session.id,
    senarioSessionId: session.scenarioSessionId,
    customerOpeningMessage: session.customerOpeningMessage ?? '',
    provider: session.provider === 'llm' ? 'llm' : 'persona',
    degraded,
    notice: degraded ? LLM_DEGRADED_NOTICE : null,
    conversations,
  };
}

/**
 * POST unscripted/scenario: the customer opens the conversation. With an LLM configured it writes the
 * opening (outside any transaction: a slow model holds no lock); if the model is slow or down the
 * built-in persona takes the whole conversation and the reply says so. Repeats return the scenario.
 */
export async function createScenario(
  deps: UnscriptedDeps,
  scope: TenantScope,
  body: { userSessionId: string; assessmentId?: string },
  at = Date.now(),
) {
  const prepared = await deps.db.run(scope, async (tx) => {
    const session = await lockUnscripted(tx, scope, body.userSessionId);
    if (body.assessmentId && body.assessmentId !== session.assessmentId)
      throw new AppError('bad_request', 'This scenario names another practice item than its session.');
    if (session.scenarioSessionId) return { done: scenarioReply(session, await conversationOf(tx, scope.tenantId, session.id), false) };
    if (session.status === 'completed') throw new AppError('conflict', 'This practice is already complete.');
    return { done: null, facts: await personaFacts(tx, session) };
  });
  if (prepared.done) return prepared.done;
  const facts = prepared.facts!;
  let opening: string | null = null;
  let degraded = false;
  if (deps.llm) {
    try {
      opening = (await llmCustomerLine(deps.llm, facts, [])).message;
    } catch (error) {
      if (!(error instanceof LlmUnavailableError)) throw error;
      deps.log.warn({ reason: error.reason, err: error.message }, 'LLM customer unavailable at scenario start; using the built-in persona');
      degraded = true;
    }
  }
  return deps.db.run(scope, async (tx) => {
    const session = await lockUnscripted(tx, scope, body.userSessionId);
    if (session.scenarioSessionId) return scenarioReply(session, await conversationOf(tx, scope.tenantId, session.id), false);
    const persona = createPersona(facts, seedOf(session.id));
    const provider = opening !== null ? ('llm' as const) : ('persona' as const);
    const customerOpeningMessage = opening ?? persona.opening;
    const scenarioSessionId = newId();
    const [updated] = await tx
      .update(userSessions)
      .set({ scenarioSessionId, provider, personaState: persona.state, customerOpeningMessage, updatedAt: new Date(at) })
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, session.id)))
      .returning();
    const entry = plainEntry('system', customerOpeningMessage, new Date(at), {
      customerOpeningMessage,
      senarioSessionId: scenarioSessionId,
    });
    await appendMessages(tx, scope.tenantId, session.id, [{ entry }]);
    return scenarioReply(updated!, [entry], degraded);
  });
}

const timingOf = (body: PromptBody) => ({
  typingDurationMs: body.typingDuration,
  typingSpeedWpm: body.typingSpeed,
  idleMs: body.idleTime,
  botTimeTakenMs: body.botTimeTaken,
  voiceDurationMs: body.voiceDuration,
  pauseMs: body.pauseDuration,
});

type Check = { kind: 'replay'; reply: UnscriptedPromptReply } | { kind: 'go'; session: SessionRow };

/** Under the session lock: is this request the next turn, a retry of an answered one, or stale? */
async function checkTurn(tx: Tx, scope: TenantScope, body: PromptBody): Promise<Check> {
  const session = await lockUnscripted(tx, scope, body.userSessionId, body.senarioSessionId);
  const requestKey = `turn#${body.turn}`;
  const prior = await answeredRequest(tx, scope.tenantId, session.id, requestKey);
  if (prior) {
    if (prior.fingerprint !== `text:${body.message}`) throw new AppError('conflict', 'This turn was already answered.');
    return { kind: 'replay', reply: { ...(prior.reply as { reply: UnscriptedPromptReply }).reply, replayed: true } };
  }
  if (session.status === 'completed') throw new AppError('conflict', 'The chat is already complete.');
  const seen = await messageCount(tx, session);
  if (body.turn !== seen) throw new AppError('conflict', 'This message answers an earlier turn of the conversation.', { turn: seen });
  return { kind: 'go', session };
}

async function record(
  tx: Tx,
  scope: TenantScope,
  session: SessionRow,
  body: PromptBody,
  customer: { message: string; over: boolean; ending: UnscriptedPromptReply['ending'] },
  language: string,
  at: number,
  personaState?: SessionRow['personaState'],
): Promise<UnscriptedPromptReply> {
  const now = new Date(at);
  const advisor = plainEntry('user', body.message, now, { senarioSessionId: session.scenarioSessionId });
  const bot = plainEntry('system', customer.message, now, { senarioSessionId: session.scenarioSessionId });
  const reply: UnscriptedPromptReply = {
    userSessionId: session.id,
    senarioSessionId: session.scenarioSessionId!,
    message: customer.message,
    isChatComplited: customer.over,
    ending: customer.ending,
    degraded: false,
    systemCodes: customer.over ? ['TRAININGCOMPLETE'] : [],
    conversations: [advisor, bot],
    turn: body.turn + 2,
    replayed: false,
  };
  const insights = messageInsights(body.message, language);
  await appendMessages(tx, scope.tenantId, session.id, [
    {
      entry: advisor,
      requestKey: `turn#${body.turn}`,
      requestFingerprint: `text:${body.message}`,
      reply: { reply, timing: timingOf(body) },
      isBotResponded: true,
      probings: insights.probings.length,
      empathies: insights.empathies.length,
    },
    { entry: bot },
  ]);
  if (personaState) {
    await tx
      .update(userSessions)
      .set({ personaState, updatedAt: now })
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, session.id)));
  }
  if (customer.over) await completeSession(tx, { ...session, personaState: personaState ?? session.personaState }, now.getTime());
  return reply;
}

/**
 * POST unscripted/prompt: the advisor's message and the customer's answer. `turn` (messages seen so far)
 * orders the exchange: a retry of an answered turn gets the stored reply, a stale turn 409. The LLM is
 * called between two short transactions; if another request took the turn meanwhile, this one is 409.
 * A slow or failed LLM gives the notrespond message and records nothing, so the advisor can send again.
 */
export async function unscriptedPrompt(
  deps: UnscriptedDeps,
  scope: TenantScope,
  body: PromptBody,
  at = Date.now(),
): Promise<UnscriptedPromptReply> {
  const first = await deps.db.run(scope, async (tx) => {
    const check = await checkTurn(tx, scope, body);
    if (check.kind === 'replay') return { reply: check.reply };
    const session = check.session;
    const advisorTurns = Math.floor(body.turn / 2) + 1;
    if (session.provider !== 'llm' || !deps.llm) {
      const facts = await personaFacts(tx, session);
      const turn = personaReply(facts, session.personaState!, body.message);
      return {
        reply: await record(
          tx,
          scope,
          session,
          body,
          { message: turn.message, over: turn.over, ending: turn.ending },
          facts.language,
          at,
          turn.state,
        ),
      };
    }
    return { reply: null, facts: await personaFacts(tx, session), transcript: await unscriptedTranscript(tx, session), advisorTurns };
  });
  if (first.reply) return first.reply;
  let customer: { message: string; over: boolean; ending: UnscriptedPromptReply['ending'] };
  try {
    const line = await llmCustomerLine(deps.llm!, first.facts!, [...first.transcript!, { role: 'advisor', text: body.message }]);
    const timeout = !line.over && first.advisorTurns! >= PERSONA_LIMITS.maxTurns;
    customer = { message: line.message, over: line.over || timeout, ending: line.over ? 'resolved' : timeout ? 'timeout' : null };
  } catch (error) {
    if (!(error instanceof LlmUnavailableError)) throw error;
    deps.log.warn({ reason: error.reason, err: error.message }, 'LLM customer did not answer');
    return {
      userSessionId: body.userSessionId,
      senarioSessionId: body.senarioSessionId,
      message: BOT_MESSAGES.notrespond,
      isChatComplited: false,
      ending: null,
      degraded: true,
      systemCodes: ['NOTRESPOND'],
      conversations: [
        plainEntry('system', BOT_MESSAGES.notrespond, new Date(), {
          systemCode: 'NOTRESPOND',
          botMessageKey: 'notrespond',
          senarioSessionId: body.senarioSessionId,
        }),
      ],
      turn: body.turn,
      replayed: false,
    };
  }
  return deps.db.run(scope, async (tx) => {
    const check = await checkTurn(tx, scope, body);
    if (check.kind === 'replay') return check.reply;
    return record(tx, scope, check.session, body, customer, first.facts!.language, Date.now());
  });
}

/** The roleplay's objectives and the tenant's weighted KPIs, for the judge. */
async function judgeBrief(tx: Tx, session: SessionRow): Promise<JudgeBrief> {
  const u = await usecaseOf(tx, session.tenantId, session.usecaseId);
  const { weights } = await weightageFor(tx, session.tenantId, session.type, session.batchId);
  const kpis = (Object.entries(weights) as [KpiKey, number | undefined][])
    .filter((e): e is [KpiKey, number] => (e[1] ?? 0) > 0)
    .map(([kpi, weight]) => ({ kpi, weight }));
  return { objectives: u.description, kpis };
}

/**
 * POST unscripted/evaluation: ends the conversation if the customer has not, then scores it once —
 * the deterministic KPIs with evidence, plus the LLM rubric when a model is configured (asked outside
 * any transaction; a failed rubric leaves the engine's list).
 */
export async function evaluateUnscripted(
  deps: UnscriptedDeps,
  scope: TenantScope,
  body: { senarioSessionId: string; userSessionId: string },
  at = Date.now(),
): Promise<ScenarioScoreReply> {
  const first = await deps.db.run(scope, async (tx) => {
    let session = await lockUnscripted(tx, scope, body.userSessionId, body.senarioSessionId);
    const stored = storedScore(session);
    if (stored) return { done: stored };
    // Scored before evidence became language-neutral: scored again, keeping the rubric it had.
    if (session.score) return { done: await scoreAndStore(tx, session) };
    session = await completeSession(tx, session, at);
    if (session.provider !== 'llm' || !deps.llm) return { done: await scoreAndStore(tx, session, { at: new Date(at) }) };
    return {
      done: null,
      facts: await personaFacts(tx, session),
      transcript: await unscriptedTranscript(tx, session),
      brief: await judgeBrief(tx, session),
    };
  });
  if (first.done) return first.done;
  let items: LlmScoreItemRow[] = [];
  try {
    items = await llmRubric(deps.llm!, first.facts!, first.transcript!, first.brief!);
  } catch (error) {
    if (!(error instanceof LlmUnavailableError)) throw error;
    deps.log.warn({ reason: error.reason, err: error.message }, 'LLM rubric unavailable; engine score only');
  }
  return deps.db.run(scope, async (tx) => {
    const session = await lockUnscripted(tx, scope, body.userSessionId, body.senarioSessionId);
    return scoreAndStore(tx, session, { rubric: async () => items });
  });
}
