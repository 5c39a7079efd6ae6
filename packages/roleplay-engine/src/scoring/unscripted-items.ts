import type { KpiKey } from './kpi-config.js';
import type { KpiResult, UnscriptedScoreItem, UnscriptedScoreKey } from './types.js';

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
