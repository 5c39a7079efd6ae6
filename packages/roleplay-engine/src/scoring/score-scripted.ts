import type { EngineScript, RunnerState, StepKind, StepResult } from '../runner/types.js';
import { STEP_MAX_SCORE } from '../runner/script-runner.js';
import { phrasesIn } from '../lexicons/phrase-finder.js';
import { vocabularyOf } from './typing-accuracy.js';
import { kpi, round, SCORING_DEFAULTS } from './conversation-kpis.js';
import { conductOf } from './conduct.js';
import { measureConversation } from './measure-conversation.js';
import { assembleReport, conversationFields } from './report.js';
import { sessionTiming } from './session-timing.js';
import type { KpiKey } from './kpi-config.js';
import type { AdvisorUtterance, Evidence, KpiResult, ScoreReport, ScoringOptions } from './types.js';

/** Every advisor reply of a scripted session, in order, as the conversation KPIs read it. */
export function utterancesOf(state: RunnerState): AdvisorUtterance[] {
  return state.turns.map((t, turn) => ({
    turn,
    stepId: t.stepId,
    // A chip choice was not typed: it counts for the dialogue but not for typing speed or accuracy.
    text: t.via === 'chip' ? '' : t.reply,
    at: t.at,
    typingDurationMs: t.typingDurationMs,
    typingSpeedWpm: t.typingSpeedWpm,
    idleMs: t.idleMs,
    voiceDurationMs: t.voiceDurationMs,
    pauseMs: t.pauseMs,
  }));
}

/** A similarity of 0–1 as the whole percentage people read ("86% similar"). */
const percentOf = (similarity: number) => Math.round(100 * similarity);

function stepEvidence(state: RunnerState, step: StepResult): Evidence {
  const turns = state.turns.map((t, i) => ({ t, i })).filter(({ t }) => t.stepId === step.stepId);
  if (step.status === 'matched' && step.matchedTurn !== null) {
    const t = state.turns[step.matchedTurn]!;
    // The advisor's own accepted words, never the recommended answer they came closest to: an advisor
    // shown the hidden wording of steps they passed learns to recite it.
    return {
      turn: step.matchedTurn,
      stepId: step.stepId,
      phrase: t.reply,
      code: 'step_accepted',
      values: { similarity: percentOf(t.similarity), attempt: t.attempt },
    };
  }
  if (step.status === 'failed') {
    const best = turns.reduce((b, x) => (x.t.similarity > b.t.similarity ? x : b), turns[0]!);
    return {
      turn: best.i,
      stepId: step.stepId,
      phrase: best.t.reply,
      code: 'no_match',
      values: { count: step.attempts, similarity: percentOf(best.t.similarity) },
    };
  }
  return { turn: null, stepId: step.stepId, phrase: null, code: 'not_answered', values: {} };
}

/** Hits on the steps of one kind: matched steps out of all steps of that kind. */
function hitsKpi(key: KpiKey, state: RunnerState, kind: StepKind) {
  const steps = state.steps.filter((s) => s.kind === kind);
  const hits = steps.filter((s) => s.status === 'matched').length;
  const percent = steps.length > 0 ? (100 * hits) / steps.length : 0;
  return {
    result: kpi(
      key,
      steps.length > 0,
      percent,
      'percent',
      percent,
      steps.map((s) => stepEvidence(state, s)),
    ),
    hits,
    count: steps.length,
  };
}

/** The 0–5 points of the opener and closer steps (an average when a script has several). */
function pointsKpi(key: KpiKey, state: RunnerState, kind: StepKind) {
  const steps = state.steps.filter((s) => s.kind === kind);
  const points = steps.length > 0 ? steps.reduce((sum, s) => sum + s.score, 0) / steps.length : 0;
  return kpi(
    key,
    steps.length > 0,
    points,
    'points',
    points * 20,
    steps.map((s) => stepEvidence(state, s)),
  );
}

/** Accuracy: steps matched out of steps answered (DESIGN §7). */
function accuracyKpi(state: RunnerState) {
  const answered = state.steps.filter((s) => s.attempts > 0);
  const matched = answered.filter((s) => s.status === 'matched').length;
  const percent = answered.length > 0 ? (100 * matched) / answered.length : 0;
  const evidence = state.steps.map((s) => stepEvidence(state, s));
  return {
    result: kpi('accuracy_score', state.steps.length > 0, percent, 'percent', percent, evidence),
    matched,
    answered: answered.length,
  };
}

/**
 * The score of a finished (or abandoned) scripted session, every KPI with its evidence. Works on the
 * runner's state alone, so the server can score a stored session at any time.
 */
export function scoreScriptedSession(script: EngineScript, state: RunnerState, options: ScoringOptions): ScoreReport {
  const timing = sessionTiming(state.startedAt, state.endedAt ?? state.lastBotAt ?? state.startedAt, options.botTimeMs);
  const vocabulary = vocabularyOf(script.steps.flatMap((s) => [...s.customerLines, ...s.recommendedAnswers, ...(s.chips ?? [])]));
  const probingSteps = script.steps.filter((s) => s.kind === 'probing').length;
  // The moments that call for empathy are the steps whose model answers show it.
  const empathySteps = script.steps.filter((s) =>
    s.recommendedAnswers.some((a) => phrasesIn(a, options.language, 'empathy').length > 0),
  ).length;
  const utterances = utterancesOf(state);
  const measures = measureConversation(utterances, timing.handlingSeconds * 1000, vocabulary, options, {
    probing: probingSteps || undefined,
    empathy: empathySteps || undefined,
    answered: new Set(state.turns.flatMap((t, i) => (t.matched ? [i] : []))),
  });

  const accuracy = accuracyKpi(state);
  const compliance = hitsKpi('compliance_score', state, 'compliance');
  const resolution = hitsKpi('resolution_score', state, 'resolution');
  const generated = state.steps.reduce((sum, s) => sum + s.score, 0);
  const total = state.steps.length * STEP_MAX_SCORE;
  const responsePercent = total > 0 ? (100 * generated) / total : 0;
  // The response score: step points earned out of the points on offer (generatedScore / totalScore).
  const totalKpi = kpi('total_score', total > 0, responsePercent, 'percent', responsePercent, [
    { turn: null, stepId: null, phrase: null, code: 'step_points', values: { points: generated, total, count: state.steps.length } },
  ]);
  // Handling time is earned by handling the call: a quick session that matched nothing was not quick service.
  const matchedShare = state.steps.length > 0 ? state.steps.filter((s) => s.status === 'matched').length / state.steps.length : 0;
  const measured = measures.kpis.map((k) =>
    k.kpi === 'aht_score' && matchedShare < 1
      ? kpi('aht_score', k.applicable, k.value, 'percent', k.percent * matchedShare, [
          ...k.evidence,
          { turn: null, stepId: null, phrase: null, code: 'aht_partly_handled', values: { share: Math.round(100 * matchedShare) } },
        ])
      : k,
  );
  const kpis: KpiResult[] = [
    totalKpi,
    pointsKpi('disclaimer_score', state, 'disclaimer'),
    pointsKpi('welcome_score', state, 'welcome'),
    pointsKpi('closing_score', state, 'closing'),
    accuracy.result,
    compliance.result,
    resolution.result,
    ...measured,
  ];
  const value = (key: KpiKey) => kpis.find((k) => k.kpi === key)!.value;
  return assembleReport(
    kpis,
    {
      generatedScore: generated,
      totalScore: total,
      disclaimerMessageScore: value('disclaimer_score'),
      welcomeMessageScore: value('welcome_score'),
      closingMessageScore: value('closing_score'),
      accuracyScore: accuracy.matched,
      accuracyCount: accuracy.answered,
      accuracyPercentage: accuracy.result.percent,
      complianceScore: compliance.hits,
      complianceCount: compliance.count,
      resolutionScore: resolution.hits,
      resolutionCount: resolution.count,
      ahtTargetScore: round((options.ahtTargetMs ?? SCORING_DEFAULTS.ahtTargetMs) / 1000, 0),
      // Average time from the bot's line to the advisor's reply, over every reply.
      averageTime: round(state.turns.length > 0 ? state.turns.reduce((sum, t) => sum + t.responseMs, 0) / state.turns.length / 1000 : 0, 1),
      pauseDuration: round(measures.pauseMs / 1000, 1),
      deadAirPercentage: measures.deadAirPercentage,
      rateOfSpeech: measures.speechWpm,
      typingAccuracyCount: measures.typos,
      typingSpeed: measures.typingWpm,
      forbiddenCount: measures.forbiddenCount,
      idleTime: round(measures.idleMs / 1000, 1),
      idleTimeTarget: round(measures.idleTargetMs / 1000, 0),
      numberOfSessions: 1,
      ...conversationFields(kpis),
    },
    options,
    true,
    timing,
    [],
    conductOf(utterances, options.language),
  );
}
