import { phrasesIn } from '../lexicons/phrase-finder.js';
import { askablesOf, customerFactsOf, type PersonaFacts } from '../persona/persona-brief.js';
import { replayConversation, type PersonaTurn } from '../persona/persona-simulator.js';
import type { ReplyTiming } from '../runner/types.js';
import { kpi, round, SCORING_DEFAULTS } from './conversation-kpis.js';
import type { KpiKey } from './kpi-config.js';
import { conductOf } from './conduct.js';
import { measureConversation } from './measure-conversation.js';
import { assembleReport, conversationFields } from './report.js';
import { sessionTiming, spanOf } from './session-timing.js';
import { vocabularyOf } from './typing-accuracy.js';
import type { AdvisorUtterance, Evidence, KpiResult, ScoreReport, ScoringOptions } from './types.js';
import { unscriptedScoreList } from './unscripted-items.js';

/** One message of an unscripted conversation (advisor or customer persona), with the client's timings. */
export interface TranscriptMessage {
  role: 'advisor' | 'customer';
  text: string;
  /** Epoch ms when the message was sent. */
  at: number;
  timing?: ReplyTiming;
}

const orNull = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function advisorUtterances(transcript: readonly TranscriptMessage[]): AdvisorUtterance[] {
  return transcript
    .map((m, turn) => ({ m, turn }))
    .filter(({ m }) => m.role === 'advisor')
    .map(({ m, turn }) => ({
      turn,
      stepId: null,
      text: m.text,
      at: m.at,
      typingDurationMs: orNull(m.timing?.typingDurationMs),
      typingSpeedWpm: orNull(m.timing?.typingSpeedWpm),
      idleMs: orNull(m.timing?.idleMs),
      voiceDurationMs: orNull(m.timing?.voiceDurationMs),
      pauseMs: orNull(m.timing?.pauseMs),
    }));
}

/** An advisor message with what the customer made of it. */
interface Read {
  u: AdvisorUtterance;
  t: PersonaTurn;
}
const at = (r: Read, code: Evidence['code'], values: Evidence['values'] = {}): Evidence => ({
  turn: r.u.turn,
  stepId: null,
  phrase: r.u.text,
  code,
  values,
});
const none = (code: Evidence['code'], values: Evidence['values'] = {}): Evidence => ({
  turn: null,
  stepId: null,
  phrase: null,
  code,
  values,
});

/** Greeted in the first message: 5 points; later: 2; never: 0. */
function welcomeKpi(reads: Read[]): KpiResult {
  const i = reads.findIndex((r) => r.t.signals.greeting);
  const points = i === 0 ? 5 : i > 0 ? 2 : 0;
  const evidence = i >= 0 ? [at(reads[i]!, i === 0 ? 'said_in_place' : 'said_out_of_place')] : [none('never_said')];
  return kpi('welcome_score', reads.length > 0, points, 'points', points * 20, evidence);
}

/** The recording disclaimer in the first three messages: 5 points; later: 2 (a phrase, whatever the customer does). */
function disclaimerKpi(reads: Read[], language: string): KpiResult {
  const i = reads.findIndex((r) => phrasesIn(r.u.text, language, 'disclaimer').length > 0);
  const points = i < 0 ? 0 : i < 3 ? 5 : 2;
  const evidence = i >= 0 ? [at(reads[i]!, i < 3 ? 'said_in_place' : 'said_out_of_place')] : [none('never_said')];
  return kpi('disclaimer_score', reads.length > 0, points, 'points', points * 20, evidence);
}

/** Closing after the customer accepted: 5 points; a goodbye with the issue still open: 1. */
function closingKpi(reads: Read[]): KpiResult {
  const acceptedAt = reads.findIndex((r) => r.t.event === 'accepted' || (r.t.event === 'closed' && r.t.state.resolved));
  const afterResolution = reads.find((r, i) => r.t.signals.closing && acceptedAt >= 0 && i >= acceptedAt && r.t.state.resolved);
  const early = reads.find((r) => r.t.signals.closing && !r.t.state.resolved && r !== reads[0]);
  const points = afterResolution ? 5 : early ? 1 : 0;
  const evidence = afterResolution
    ? [at(afterResolution, 'closed_after_resolution')]
    : early
      ? [at(early, 'closed_unresolved')]
      : [none('never_said')];
  return kpi('closing_score', reads.length > 0, points, 'points', points * 20, evidence);
}

/**
 * Probing: questions that drew out something the customer knows and had not said. The target is the
 * facts there are to ask for, up to two: a roleplay with five facts does not demand five questions.
 */
function probingKpi(reads: Read[], facts: PersonaFacts): { result: KpiResult; count: number } {
  const askable = askablesOf(facts).filter((a) => a.reveal === 'whenAsked');
  const labels = new Map(askable.map((a) => [a.key, a.key.startsWith('fact:') ? a.key.slice(5) : a.key]));
  const evidence: Evidence[] = [];
  let count = 0;
  for (const r of reads) {
    if (r.t.revealed.length === 0) continue;
    count += r.t.revealed.length;
    for (const key of r.t.revealed) evidence.push(at(r, 'fact_elicited', { fact: labels.get(key) ?? key }));
  }
  const target = Math.max(1, Math.min(SCORING_DEFAULTS.probingTarget, askable.length));
  if (count === 0) evidence.push(none('no_probing'));
  return { result: kpi('probing_score', reads.length > 0, count, 'count', (100 * count) / target, evidence), count };
}

/** Resolution: an acceptable resolution offered and accepted: 100; offered, objection still open: 50. */
function resolutionKpi(reads: Read[]): { result: KpiResult; resolved: boolean } {
  const accepted = reads.find((r) => r.t.event === 'accepted' || (r.t.event === 'closed' && r.t.signals.offer?.acceptable));
  const offered = reads.find((r) => r.t.signals.offer?.acceptable);
  const resolved = reads.some((r) => r.t.state.resolved);
  const percent = resolved ? 100 : offered ? 50 : 0;
  const evidence: Evidence[] = [];
  if (offered) evidence.push(at(offered, 'resolution_offered'));
  if (resolved && accepted) evidence.push(at(accepted, 'offer_accepted'));
  else if (offered) evidence.push(none('offer_not_accepted'));
  else evidence.push(none('resolution_missing'));
  return { result: kpi('resolution_score', reads.length > 0, resolved ? 1 : 0, 'percent', percent, evidence), resolved };
}

/** Verification: something the customer knows was asked for and confirmed before the solution was offered. */
function complianceKpi(reads: Read[]): { result: KpiResult; hits: number } {
  const firstOffer = reads.findIndex((r) => r.t.signals.offer?.acceptable);
  const limit = firstOffer < 0 ? reads.length : firstOffer + 1;
  const checked = reads.slice(0, limit).find((r) => r.t.revealed.length > 0);
  const hits = checked ? 1 : 0;
  const evidence = checked ? [at(checked, 'verification_done')] : [none('verification_missing')];
  return { result: kpi('compliance_score', reads.length > 0, hits * 100, 'percent', hits * 100, evidence), hits };
}

/**
 * Empathy per emotional cue: the customer's opening and every line where it is upset (an objection, a
 * pushback, an escalation) is a cue; the advisor's next message acknowledges it or not.
 */
function empathyKpi(reads: Read[]): { result: KpiResult; count: number } {
  const evidence: Evidence[] = [];
  let cues = 0;
  let answered = 0;
  reads.forEach((r, i) => {
    const cue = i === 0 || reads[i - 1]!.t.emotional;
    if (!cue) return;
    cues++;
    if (r.t.signals.empathy) {
      answered++;
      evidence.push(at(r, 'cue_answered'));
    } else evidence.push(at(r, 'cue_missed'));
  });
  const percent = cues > 0 ? (100 * answered) / cues : 0;
  if (cues === 0) evidence.push(none('no_empathy'));
  return { result: kpi('empathy_score', reads.length > 0, answered, 'count', percent, evidence), count: answered };
}

/** Professional language: messages with a forbidden word, or that the customer took as rude or blaming. */
function professionalKpi(reads: Read[], options: ScoringOptions): { result: KpiResult; count: number } {
  const evidence: Evidence[] = [];
  let messages = 0;
  for (const r of reads) {
    const words = phrasesIn(r.u.text, options.language, 'forbidden', options.forbiddenWords);
    if (words.length === 0 && !r.t.signals.behaviour) continue;
    messages++;
    evidence.push({ ...at(r, 'forbidden_phrase'), phrase: words[0] ?? r.u.text });
  }
  const percent = reads.length > 0 ? (100 * messages) / reads.length : 0;
  if (messages === 0) evidence.push(none('no_forbidden', { count: reads.length }));
  return { result: kpi('forbidden_words', reads.length > 0, percent, 'percent', percent, evidence), count: messages };
}

/** A KPI the LLM judge scored: the mean of both readings (reversed KPIs are judged as their contribution). */
function judge(k: KpiResult, score: number | undefined): KpiResult {
  if (score === undefined || !k.applicable) return k;
  const judged = Math.max(0, Math.min(100, score));
  const reversed = k.contribution !== k.percent || k.kpi === 'forbidden_words' || k.kpi === 'idle_time';
  const percent = reversed ? (k.percent + (100 - judged)) / 2 : (k.percent + judged) / 2;
  return kpi(k.kpi, true, k.value, k.unit, percent, [...k.evidence, none('llm_judgement', { score: Math.round(judged) })]);
}

/**
 * The score of an unscripted conversation, read by behaviour in context: the advisor's messages are
 * replayed to the persona, so a question counts as probing when it drew out a fact, an offer as a
 * resolution when it matched an acceptable one and the customer accepted it, empathy when it answered
 * a customer's emotion. Phrases that do no conversational work earn nothing. Handling time counts
 * only for a conversation that resolved the issue: a fast chat that solved nothing was not handled.
 */
export function scoreUnscriptedSession(
  transcript: readonly TranscriptMessage[],
  options: ScoringOptions,
  persona: PersonaFacts,
): ScoreReport {
  const utterances = advisorUtterances(transcript);
  const timing = sessionTiming(...spanOf(transcript.map((m) => m.at)), options.botTimeMs);
  const facts = { ...persona, language: options.language };
  const known = [persona.issueDescription, persona.goal ?? '', ...customerFactsOf(persona).map((f) => f.value)];
  const vocabulary = vocabularyOf([...known, ...transcript.filter((m) => m.role === 'customer').map((m) => m.text)]);
  const measures = measureConversation(utterances, timing.handlingSeconds * 1000, vocabulary, options);
  const replay = replayConversation(
    facts,
    utterances.map((u) => u.text),
  );
  const reads: Read[] = replay.turns.map((t, i) => ({ u: utterances[i]!, t }));
  // Messages after the customer left are not read (the replay stops where the conversation ended).
  const probing = probingKpi(reads, facts);
  const empathy = empathyKpi(reads);
  const resolution = resolutionKpi(reads);
  const compliance = complianceKpi(reads);
  const professional = professionalKpi(reads, options);
  const measured = measures.kpis.map((k) => {
    if (k.kpi === 'aht_score' && !resolution.resolved)
      return kpi('aht_score', true, k.value, 'percent', 0, [none('aht_unresolved'), ...k.evidence]);
    return k;
  });
  const replaced: KpiKey[] = ['probing_score', 'empathy_score', 'forbidden_words'];
  const read: KpiResult[] = [
    disclaimerKpi(reads, options.language),
    welcomeKpi(reads),
    closingKpi(reads),
    compliance.result,
    resolution.result,
    ...measured.filter((k) => !replaced.includes(k.kpi)),
    empathy.result,
    probing.result,
    professional.result,
  ];
  const kpis = read.map((k) => judge(k, options.judged?.[k.kpi]));
  const value = (key: KpiKey) => kpis.find((k) => k.kpi === key)!.value;
  return assembleReport(
    kpis,
    {
      generatedScore: 0,
      totalScore: 0,
      disclaimerMessageScore: value('disclaimer_score'),
      welcomeMessageScore: value('welcome_score'),
      closingMessageScore: value('closing_score'),
      accuracyScore: 0,
      accuracyCount: 0,
      accuracyPercentage: 0,
      complianceScore: compliance.hits,
      complianceCount: 1,
      resolutionScore: resolution.resolved ? 1 : 0,
      resolutionCount: 1,
      ahtTargetScore: round((options.ahtTargetMs ?? SCORING_DEFAULTS.ahtTargetMs) / 1000, 0),
      averageTime: round(measures.averageResponseMs / 1000, 1),
      pauseDuration: round(measures.pauseMs / 1000, 1),
      deadAirPercentage: measures.deadAirPercentage,
      rateOfSpeech: measures.speechWpm,
      typingAccuracyCount: measures.typos,
      typingSpeed: measures.typingWpm,
      forbiddenCount: professional.count,
      idleTime: round(measures.idleMs / 1000, 1),
      idleTimeTarget: round(measures.idleTargetMs / 1000, 0),
      numberOfSessions: 1,
      ...conversationFields(kpis),
    },
    options,
    false,
    timing,
    unscriptedScoreList(kpis),
    conductOf(
      reads.map((r) => r.u),
      options.language,
    ),
  );
}

export { unscriptedScoreList };
