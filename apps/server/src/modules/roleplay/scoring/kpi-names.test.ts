import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORE_BANDS,
  EXCEPTIONAL_SCORE_THRESHOLD,
  KPI_CONFIG_NAMES,
  PRACTICE_BOT_KEYS,
  PRACTICE_SYSTEM_CODES,
  REVERSED_KPI_NAMES,
  WEIGHTED_KPI_NAMES,
} from '@switchboard/contracts';
import {
  BOT_MESSAGE_KEYS,
  DEFAULT_BANDS,
  EXCEPTIONAL_SCORE,
  KPI_NAMES,
  REVERSED_KPIS,
  SYSTEM_CODES,
  WEIGHTED_KPIS,
} from '@switchboard/roleplay-engine';

/** The contracts restate the engine's names for the web app (which must not import the engine); they must agree. */
describe('contracts and engine agree', () => {
  it('on the KPI names, weighted KPIs, reversed KPIs, bands and the exceptional threshold', () => {
    expect([...KPI_CONFIG_NAMES]).toEqual([...KPI_NAMES]);
    expect([...WEIGHTED_KPI_NAMES]).toEqual([...WEIGHTED_KPIS]);
    expect([...REVERSED_KPI_NAMES]).toEqual([...REVERSED_KPIS]);
    expect(DEFAULT_SCORE_BANDS).toEqual(DEFAULT_BANDS);
    expect(EXCEPTIONAL_SCORE_THRESHOLD).toBe(EXCEPTIONAL_SCORE);
  });
  it('on the bot message keys and system codes (the server adds NOTRESPOND for a silent LLM)', () => {
    expect([...PRACTICE_BOT_KEYS]).toEqual(BOT_MESSAGE_KEYS);
    expect([...PRACTICE_SYSTEM_CODES]).toEqual([...Object.values(SYSTEM_CODES), 'NOTRESPOND']);
  });
});
