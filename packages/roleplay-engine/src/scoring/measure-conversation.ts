import {
  ahtKpi,
  deadAirKpi,
  empathyKpi,
  forbiddenKpi,
  idleKpi,
  probingKpi,
  rateOfSpeechKpi,
  round,
  typingAccuracyKpi,
  typingSpeedKpi,
} from './conversation-kpis.js';
import type { AdvisorUtterance, KpiResult, ScoringOptions } from './types.js';

/** Everything measured on the advisor's messages, with the raw figures the score fields need. */
export interface ConversationMeasures {
  kpis: KpiResult[];
  handleTimeMs: number;
  idleMs: number;
  idleTargetMs: number;
  pauseMs: number;
  deadAirPercentage: number;
  speechWpm: number;
  typingWpm: number;
  typos: number;
  forbiddenCount: number;
  averageResponseMs: number;
}

export function measureConversation(
  utterances: readonly AdvisorUtterance[],
  handleTimeMs: number,
  vocabulary: ReadonlySet<string>,
  options: ScoringOptions,
  expected: { probing?: number; empathy?: number; answered?: ReadonlySet<number> } = {},
): ConversationMeasures {
  const handle = handleTimeMs;
  const idle = idleKpi(utterances, options);
  const deadAir = deadAirKpi(utterances, handle, options);
  const speech = rateOfSpeechKpi(utterances, options);
  const typing = typingSpeedKpi(utterances, options);
  const accuracy = typingAccuracyKpi(utterances, vocabulary, options);
  const empathy = empathyKpi(utterances, options, expected.empathy);
  const probing = probingKpi(utterances, options, expected.probing, expected.answered);
  const forbidden = forbiddenKpi(utterances, options);
  const times = utterances.map((u) => u.at).filter((t): t is number => t !== null);
  return {
    kpis: [
      ahtKpi(handle, options),
      idle.result,
      deadAir.result,
      speech.result,
      typing.result,
      accuracy.result,
      empathy.result,
      probing.result,
      forbidden.result,
    ],
    handleTimeMs: handle,
    idleMs: idle.idleMs,
    idleTargetMs: idle.targetMs,
    pauseMs: deadAir.pauseMs,
    deadAirPercentage: deadAir.deadAirPercentage,
    speechWpm: speech.wpm,
    typingWpm: typing.wpm,
    typos: accuracy.typos,
    forbiddenCount: forbidden.count,
    averageResponseMs: times.length > 0 ? round(handle / times.length, 0) : 0,
  };
}
