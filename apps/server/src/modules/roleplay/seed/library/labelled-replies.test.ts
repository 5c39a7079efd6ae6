import { describe, expect, it } from 'vitest';
import { matchAnswer } from '@switchboard/roleplay-engine';
import type { Locale } from '@switchboard/contracts';
import { ROLEPLAY_LIBRARY, type LibraryVariant } from './index.js';
import { SEED_LABELLED_REPLIES } from './labelled/index.js';

/** Each labelled reply with its step's recommended answers and the roleplay's own threshold. */
const cases = SEED_LABELLED_REPLIES.map((entry) => {
  const roleplay = ROLEPLAY_LIBRARY.find((r) => r.key === entry.roleplay);
  const step = roleplay?.variants[entry.language]?.steps?.find((s) => s.id === entry.step);
  return { entry, roleplay, step };
});

describe('answer matcher on replies to the seed library', () => {
  it('labels real, free-text steps of the seed library', () => {
    for (const { entry, roleplay, step } of cases) {
      const where = `${entry.roleplay}/${entry.language}/${entry.step}`;
      expect(roleplay?.scripted, where).toBe(true);
      expect(step, where).toBeDefined();
      expect(step!.kind, where).not.toBe('select-one');
    }
  });

  it('has at least 200 pairs of every kind, across every scripted roleplay', () => {
    expect(SEED_LABELLED_REPLIES.length).toBeGreaterThanOrEqual(200);
    expect([...new Set(SEED_LABELLED_REPLIES.map((e) => e.kind))].sort()).toEqual(['contradiction', 'off-topic', 'paraphrase', 'partial']);
    const scripted = ROLEPLAY_LIBRARY.filter((r) => r.scripted).map((r) => r.key);
    expect([...new Set(SEED_LABELLED_REPLIES.map((e) => e.roleplay))].sort()).toEqual([...scripted].sort());
  });

  it('reaches precision and recall of at least 0.9 at each roleplay threshold', () => {
    const outcomes = cases.map(({ entry, roleplay, step }) => ({
      entry,
      result: matchAnswer(entry.reply, step!.recommendedAnswers, {
        threshold: roleplay!.threshold,
        language: entry.language,
        keyPoints: step!.keyPoints,
        mustNot: step!.mustNot,
      }),
    }));
    const tp = outcomes.filter((o) => o.entry.shouldMatch && o.result.matched).length;
    const fp = outcomes.filter((o) => !o.entry.shouldMatch && o.result.matched).length;
    const fn = outcomes.filter((o) => o.entry.shouldMatch && !o.result.matched).length;
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const wrong = outcomes
      .filter((o) => o.result.matched !== o.entry.shouldMatch)
      .map(
        (o) =>
          `  ${o.entry.kind} ${o.entry.roleplay}/${o.entry.language}/${o.entry.step} ${o.result.similarity.toFixed(2)}: ${o.entry.reply}`,
      );
    console.info(
      `seed library replies: ${outcomes.length} pairs, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}\n${wrong.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  // The matcher refuses a reply whose figures disagree with the step's or that says what the step forbids:
  // a key point or must-not that does not fit the step's own model answers would fail every good advisor.
  it(
    'passes every model answer of every scripted step, in every language, against its key points and must-nots',
    { timeout: 60_000 },
    () => {
      const refused: string[] = [];
      for (const roleplay of ROLEPLAY_LIBRARY.filter((r) => r.scripted)) {
        for (const [language, variant] of Object.entries(roleplay.variants) as [Locale, LibraryVariant][]) {
          for (const step of (variant.steps ?? []).filter((s) => s.kind !== 'select-one')) {
            for (const answer of step.recommendedAnswers) {
              const result = matchAnswer(answer, step.recommendedAnswers, {
                threshold: roleplay.threshold,
                language,
                keyPoints: step.keyPoints,
                mustNot: step.mustNot,
              });
              if (!result.matched) refused.push(`${roleplay.key}/${language}/${step.id}: ${JSON.stringify(result.reasons)}`);
            }
          }
        }
      }
      expect(refused).toEqual([]);
    },
  );
});
