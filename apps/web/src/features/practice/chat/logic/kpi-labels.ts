import type { KpiResultRow } from '@switchboard/contracts';

/** The KPI names and their labels (roleplay.md §3 kpiName list, §9 chat rows): the score block, history and analytics. */
export const KPI_LABEL_KEYS: Readonly<Record<KpiResultRow['kpiName'], string>> = {
  overall_weighted_score: 'practice.chat.kpi.overallWeightedScore',
  total_score: 'practice.chat.kpi.totalScore',
  disclaimer_score: 'practice.chat.kpi.disclaimerScore',
  welcome_score: 'practice.chat.kpi.welcomeScore',
  closing_score: 'practice.chat.kpi.closingScore',
  accuracy_score: 'practice.chat.kpi.accuracyScore',
  compliance_score: 'practice.chat.kpi.complianceScore',
  resolution_score: 'practice.chat.kpi.resolutionScore',
  aht_score: 'practice.chat.kpi.ahtScore',
  deadair_score: 'practice.chat.kpi.deadairScore',
  rate_of_speech_score: 'practice.chat.kpi.rateOfSpeechScore',
  empathy_score: 'practice.chat.kpi.empathyScore',
  probing_score: 'practice.chat.kpi.probingScore',
  forbidden_words: 'practice.chat.kpi.forbiddenWords',
  idle_time: 'practice.chat.kpi.idleTime',
  typing_speed_score: 'practice.chat.kpi.typingSpeedScore',
  typing_accuracy_score: 'practice.chat.kpi.typingAccuracyScore',
};
