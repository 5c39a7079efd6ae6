import { phrasesIn, type LexiconCategory } from '../lexicons/phrase-finder.js';
import type { ReplyTiming } from '../runner/types.js';
import { kpi, round, SCORING_DEFAULTS } from './conversation-kpis.js';
import type { KpiKey } from './kpi-config.js';
import { measureConversation } from './measure-conversation.js';
import { assembleReport, conversationFields } from './report.js';
import { vocabularyOf } from './typing-accuracy.js';
import type {
  AdvisorUtterance,
  Evidence,
  EvidenceCode,
  KpiResult,
  ScoreReport,
  ScoringOptions,
  UnscriptedScoreItem,
  UnscriptedScoreKey,
} from './types.js';

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

/**
 * Openers and closers without a script: 5 points where they belong (welcome in the first two messages,
 * disclaimer in the first three, closing in the last two), 2 anywhere else, 0 if never said.
 */
function placedPhraseKpi(
  key: KpiKey,
  category: LexiconCategory,
  utterances: AdvisorUtterance[],
  inPlace: (i: number, n: number) => boolean,
  language: string,
) {
  const evidence: Evidence[] = [];
  let points = 0;
  utterances.forEach((u, i) => {
    for (const phrase of phrasesIn(u.text, language, category)) {
      const placed = inPlace(i, utterances.length);
      points = Math.max(points, placed ? 5 : 2);
      evidence.push({
        turn: u.turn,
        stepId: null,
        phrase,
        code: placed ? 'said_in_place' : 'said_out_of_place',
        values: {},
      });
    }
  });
  if (evidence.length === 0) evidence.push({ turn: null, stepId: null, phrase: null, code: 'never_said', values: {} });
  return kpi(key, utterances.length > 0, points, 'points', points * 20, evidence);
}

/** Checks found anywhere in the conversation, as hits out of the checks expected. */
function checksKpi(
  key: KpiKey,
  checks: [LexiconCategory, { done: EvidenceCode; missing: EvidenceCode }][],
  utterances: AdvisorUtterance[],
  language: string,
) {
  const evidence: Evidence[] = [];
  let hits = 0;
  for (const [category, codes] of checks) {
    const found = utterances.map((u) => ({ u, phrase: phrasesIn(u.text, language, category)[0] })).find((x) => x.phrase);
    if (found) {
      hits++;
      evidence.push({ turn: found.u.turn, stepId: null, phrase: found.phrase!, code: codes.done, values: {} });
    } else evidence.push({ turn: null, stepId: null, phrase: null, code: codes.missing, values: {} });
  }
  const percent = (100 * hits) / checks.length;
  return { result: kpi(key, utterances.length > 0, percent, 'percent', percent, evidence), hits, count: checks.length };
}

/** The list's items in order, each with the KPI it reads. */
const ITEMS: [KpiKey, UnscriptedScoreKey][] = [
  ['welcome_score', 'welcome'],
  ['disclaimer_score', 'disclaimer'],
  ['probing_score', 'probing'],
  ['empathy_score', 'empathy'],
  ['compliance_score', 'compliance'],
  ['resolution_score', 'resolution'],
  ['closing_score', 'closing'],
  ['forbidden_words', 'professional_language'],
  ['aht_score', 'handling_time'],
  ['idle_time', 'responsiveness'],
];

/** The unscripted score list: each KPI's contribution with its first three pieces of evidence. */
export function unscriptedScoreList(kpis: readonly KpiResult[]): UnscriptedScoreItem[] {
  return ITEMS.flatMap(([kpiKey, key]) => {
    const k = kpis.find((x) => x.kpi === kpiKey);
    if (!k || !k.applicable) return [];
    return [{ key, kpi: kpiKey, score: Math.round(k.contribution), evidence: k.evidence.slice(0, 3) }];
  });
}

/**
 * The score of an unscripted conversation: the deterministic KPIs of DESIGN §7 read from the
 * transcript (an LLM rubric, when configured, is added by the server). `knownTexts` (the persona's
 * facts and issue) give typing accuracy the words the conversation is about.
 */
export function scoreUnscriptedSession(
  transcript: readonly TranscriptMessage[],
  options: ScoringOptions,
  knownTexts: readonly string[] = [],
): ScoreReport {
  const utterances = advisorUtterances(transcript);
  const times = transcript.map((m) => m.at);
  const handleTimeMs = times.length > 1 ? Math.max(...times) - Math.min(...times) : 0;
  const vocabulary = vocabularyOf([...knownTexts, ...transcript.filter((m) => m.role === 'customer').map((m) => m.text)]);
  const measures = measureConversation(utterances, handleTimeMs, vocabulary, options);
  const lang = options.language;
  const compliance = checksKpi(
    'compliance_score',
    [
      ['disclaimer', { done: 'disclaimer_said', missing: 'disclaimer_missing' }],
      ['verification', { done: 'verification_done', missing: 'verification_missing' }],
    ],
    utterances,
    lang,
  );
  const resolution = checksKpi(
    'resolution_score',
    [['resolution', { done: 'resolution_offered', missing: 'resolution_missing' }]],
    utterances,
    lang,
  );
  const kpis: KpiResult[] = [
    placedPhraseKpi('disclaimer_score', 'disclaimer', utterances, (i) => i < 3, lang),
    placedPhraseKpi('welcome_score', 'welcome', utterances, (i) => i < 2, lang),
    placedPhraseKpi('closing_score', 'closing', utterances, (i, n) => i >= n - 2, lang),
    compliance.result,
    resolution.result,
    ...measures.kpis,
  ];
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
      complianceCount: compliance.count,
      resolutionScore: resolution.hits,
      resolutionCount: resolution.count,
      ahtTargetScore: round((options.ahtTargetMs ?? SCORING_DEFAULTS.ahtTargetMs) / 1000, 0),
      averageTime: round(measures.averageResponseMs / 1000, 1),
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
    false,
    unscriptedScoreList(kpis),
  );
}
