import type { RoleplayScript, RoleplayType } from '@switchboard/contracts';
import { pino } from 'pino';
import type { Database } from '../../../../platform/db/database.js';
import type { TenantScope } from '../../../../platform/policy/route-policy.js';
import { answerPrompt } from '../../practice/prompt-service.js';
import { completeChat, createUserSession, recordUsage } from '../../practice/session-service.js';
import { createScenario, evaluateUnscripted, unscriptedPrompt } from '../../practice/unscripted-service.js';
import { getScenarioScores } from '../../scoring/score-service.js';
import { SEED_LABELLED_REPLIES } from '../library/labelled/index.js';
import { UNSCRIPTED_LINES, VAGUE_REPLIES, type Level } from './advisor-lines.js';
import type { PlannedSession } from './plan.js';
import type { Rng } from './random.js';

/**
 * Plays one planned attempt through the practice services the browser calls (session, answers,
 * usage, completion, score), on a simulated clock: the replies are real words, the engine matches
 * them and the scorer scores the stored turns exactly as for any advisor.
 */

/**
 * The embedded database answers in-process, so a chain of seed calls never hands the event loop back:
 * seeded after the server listens, it would hold every request (a health check waited 18 s). Each reply
 * lets pending requests run first.
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface PlayedSession {
  userSessionId: string;
  /** When the attempt stopped (completed, hung up or left). */
  endedAt: number;
  scored: boolean;
}

interface Practice {
  scope: TenantScope;
  assessmentId: string;
  libraryKey: string;
  type: RoleplayType;
  script: RoleplayScript | null;
}

const HELD_BACK = { strong: 0.93, steady: 0.75, struggling: 0.5 } as const;
const WPM = { strong: [45, 62], steady: [34, 48], struggling: [24, 36] } as const;
const quiet = pino({ enabled: false });
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function labelled(key: string, stepId: string) {
  return SEED_LABELLED_REPLIES.filter((r) => r.roleplay === key && r.language === 'en-US' && r.step === stepId);
}

/** A free-text reply to a step: the substance in the advisor's own words, or a reply that misses it. */
function replyTo(key: string, step: RoleplayScript['steps'][number], good: boolean, rng: Rng): string {
  const own = labelled(key, step.id);
  if (good) {
    const paraphrase = own.find((r) => r.kind === 'paraphrase');
    return paraphrase && rng.next() < 0.6 ? paraphrase.reply : rng.pick(step.recommendedAnswers);
  }
  const misses = own.filter((r) => r.kind === 'partial' || r.kind === 'off-topic');
  return misses.length > 0 && rng.next() < 0.7 ? rng.pick(misses).reply : rng.pick(VAGUE_REPLIES);
}

/** The timings the browser reports with a reply: typing (chat) or speaking (voice), idle and the bot's time. */
function timingOf(type: RoleplayType, text: string, level: Level, rng: Rng) {
  const botTimeTaken = rng.int(1_200, type === 2 ? 5_500 : 2_500);
  const idleTime = rng.next() < (level === 'struggling' ? 0.25 : 0.08) ? rng.int(35_000, 80_000) : rng.int(0, 9_000);
  if (type === 2) {
    const voiceDuration = Math.round((words(text) / 2.6) * 1000);
    return { botTimeTaken, idleTime, voiceDuration, pauseDuration: rng.int(300, level === 'struggling' ? 4_000 : 1_800) };
  }
  const [low, high] = WPM[level];
  const typingSpeed = rng.int(low, high);
  return { botTimeTaken, idleTime, typingSpeed, typingDuration: Math.round((words(text) / typingSpeed) * 60_000) };
}

/** How long a reply took the advisor, from the customer's line to theirs. */
const elapsed = (t: { botTimeTaken: number; idleTime: number; typingDuration?: number; voiceDuration?: number; pauseDuration?: number }) =>
  t.botTimeTaken + t.idleTime + (t.typingDuration ?? 0) + (t.voiceDuration ?? 0) + (t.pauseDuration ?? 0) + 1_500;

async function playScripted(db: Database, p: Practice, plan: PlannedSession, startAt: number, rng: Rng): Promise<PlayedSession> {
  const script = p.script!;
  const { session } = await createUserSession(db, p.scope, { assessmentId: p.assessmentId }, { ip: '10.20.4.17', llm: null, at: startAt });
  const clock = { at: startAt, idleMs: 0, botMs: 0 };
  let questionId = session.questionId;
  let retry = session.answerRetryCount;
  let replies = 0;
  while (questionId) {
    await yieldToRequests();
    if (plan.outcome !== 'finished' && replies >= plan.stopAfter) break;
    const step = script.steps.find((s) => s.id === questionId)!;
    const good = rng.next() < Math.min(0.98, HELD_BACK[plan.level] + retry * 0.2);
    let answer: { message: string } | { utteranceId: number; promptId: string };
    let said: string;
    if (step.kind === 'select-one') {
      const right = step.chips.findIndex((c) => step.recommendedAnswers.some((a) => a.toLowerCase() === c.toLowerCase()));
      const wrong = step.chips.map((_, i) => i).filter((i) => i !== right);
      const utteranceId = good || wrong.length === 0 ? right : rng.pick(wrong);
      answer = { utteranceId, promptId: questionId };
      said = step.chips[utteranceId]!;
    } else {
      said = replyTo(p.libraryKey, step, good, rng);
      answer = { message: said };
    }
    const timing = timingOf(p.type, said, plan.level, rng);
    clock.at += elapsed(timing);
    clock.idleMs += timing.idleTime;
    clock.botMs += timing.botTimeTaken;
    const reply = await answerPrompt(
      db,
      p.scope,
      { userSessionId: session.id, assessmentId: p.assessmentId, questionId, answerRetryCount: retry, ...answer, ...timing },
      p.type,
      null,
      clock.at,
    );
    replies++;
    if (reply.isChatComplited) break;
    questionId = reply.questionId;
    retry = reply.answerRetryCount;
  }
  await recordUsage(
    db,
    p.scope,
    session.id,
    { durationSeconds: Math.round((clock.at - startAt) / 1000) + 4, idleSeconds: Math.round(clock.idleMs / 1000) },
    new Date(clock.at),
  );
  const scored = plan.outcome === 'finished' || plan.outcome === 'hung-up';
  // A hung-up call ends part-way; the browser then asks for the score as after any call.
  if (plan.outcome === 'hung-up') await completeChat(db, p.scope, { userSessionId: session.id, responseTime: clock.botMs }, clock.at);
  if (scored) await getScenarioScores(db, p.scope, session.id, clock.botMs, new Date(clock.at + 2_000));
  return { userSessionId: session.id, endedAt: clock.at, scored };
}

async function playUnscripted(db: Database, p: Practice, plan: PlannedSession, startAt: number, rng: Rng): Promise<PlayedSession> {
  const deps = { db, llm: null, log: quiet };
  const { session } = await createUserSession(db, p.scope, { assessmentId: p.assessmentId }, { ip: '10.20.4.17', llm: null, at: startAt });
  const scenario = await createScenario(deps, p.scope, { userSessionId: session.id }, startAt + 1_500);
  const lines = UNSCRIPTED_LINES[p.libraryKey]![plan.level];
  const clock = { at: startAt + 1_500, idleMs: 0, botMs: 0 };
  let turn = scenario.conversations.length;
  let replies = 0;
  for (const message of lines) {
    await yieldToRequests();
    if (plan.outcome !== 'finished' && replies >= plan.stopAfter) break;
    const timing = timingOf(p.type, message, plan.level, rng);
    clock.at += elapsed(timing);
    clock.idleMs += timing.idleTime;
    clock.botMs += timing.botTimeTaken;
    const body = { senarioSessionId: scenario.senarioSessionId!, userSessionId: session.id, message, turn, ...timing };
    const reply = await unscriptedPrompt(deps, p.scope, body, clock.at);
    replies++;
    turn = reply.turn;
    if (reply.isChatComplited) break;
  }
  await recordUsage(
    db,
    p.scope,
    session.id,
    { durationSeconds: Math.round((clock.at - startAt) / 1000) + 4, idleSeconds: Math.round(clock.idleMs / 1000) },
    new Date(clock.at),
  );
  const scored = plan.outcome === 'finished' || plan.outcome === 'hung-up';
  if (scored) {
    if (plan.outcome === 'hung-up')
      await completeChat(db, p.scope, { senarioSessionId: scenario.senarioSessionId!, usecaseId: session.usecaseId }, clock.at);
    await evaluateUnscripted(deps, p.scope, { senarioSessionId: scenario.senarioSessionId!, userSessionId: session.id }, clock.at + 2_000);
  }
  return { userSessionId: session.id, endedAt: clock.at, scored };
}

export function playSession(db: Database, p: Practice, plan: PlannedSession, startAt: number, rng: Rng): Promise<PlayedSession> {
  return p.script ? playScripted(db, p, plan, startAt, rng) : playUnscripted(db, p, plan, startAt, rng);
}
