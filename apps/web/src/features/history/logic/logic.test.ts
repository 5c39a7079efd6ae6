import { describe, expect, it } from 'vitest';
import type { KpiBandConfigRow } from '@switchboard/contracts';
import { kpiBand } from './bands';
import { COMMENT_MAX_LENGTH, canEditScore, clampComment, commentPanel, parseScore } from './score-rules';
import { formatHms } from './time-format';

describe('score input (roleplay.md §5: integer 0–5, anything else ignored)', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    [' 3 ', 3],
    [4, 4],
  ])('accepts %j', (input, expected) => expect(parseScore(input)).toBe(expected));

  it.each(['6', '-1', '2.5', '1e1', 'x', '', '10'])('ignores %j', (input) => expect(parseScore(input)).toBeNull());

  it('is editable only where the message allows it, the session is not reviewed and the viewer reviews', () => {
    expect(canEditScore({ isScoreEditable: true, isReviewed: false }, true)).toBe(true);
    expect(canEditScore({ isScoreEditable: false, isReviewed: false }, true)).toBe(false);
    expect(canEditScore({ isScoreEditable: true, isReviewed: true }, true)).toBe(false);
    expect(canEditScore({ isScoreEditable: true, isReviewed: false }, false)).toBe(false);
  });
});

describe('comment panel rules (roleplay.md §4–§5)', () => {
  const base = { savedComment: null, alreadyReviewed: false, draft: '', reviewedTicked: false, saving: false, reviewer: true };

  it('needs the reviewed box ticked to submit', () => {
    expect(commentPanel(base).submitDisabled).toBe(true);
    expect(commentPanel({ ...base, reviewedTicked: true }).submitDisabled).toBe(false);
  });

  it('is disabled while saving', () => {
    const rules = commentPanel({ ...base, reviewedTicked: true, saving: true });
    expect(rules.submitDisabled).toBe(true);
    expect(rules.checkboxDisabled).toBe(true);
  });

  it('is read-only once a comment exists, and for someone who does not review', () => {
    const rules = commentPanel({ ...base, savedComment: 'Good opening', reviewedTicked: true });
    expect(rules.readOnly).toBe(true);
    expect(rules.submitDisabled).toBe(true);
    expect(commentPanel({ ...base, savedComment: '  ' }).readOnly).toBe(false);
    expect(commentPanel({ ...base, reviewer: false }).readOnly).toBe(true);
  });

  it('disables the reviewed box when the session is already reviewed', () => {
    expect(commentPanel({ ...base, alreadyReviewed: true, reviewedTicked: true }).checkboxDisabled).toBe(true);
  });

  it('counts characters and flags the limit at 200', () => {
    expect(commentPanel({ ...base, draft: 'a'.repeat(199) }).atLimit).toBe(false);
    expect(commentPanel({ ...base, draft: 'a'.repeat(200) })).toMatchObject({ atLimit: true, length: 200 });
    expect(clampComment('b'.repeat(250))).toHaveLength(COMMENT_MAX_LENGTH);
  });
});

describe('HH:MM:SS (roleplay.md §9)', () => {
  it.each([
    [0, '00:00:00'],
    [59.4, '00:00:59'],
    [61, '00:01:01'],
    [3725, '01:02:05'],
    [-3, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%d s is %s', (seconds, text) => expect(formatHms(seconds)).toBe(text));
});

describe('colour bands (roleplay.md §9)', () => {
  it('uses the defaults: low 0–35, mid 36–70, high 71–100', () => {
    expect(kpiBand('accuracy_score', 35, [], 1)).toEqual({ band: 'low', tone: 'poor' });
    expect(kpiBand('accuracy_score', 35.5, [], 1)).toEqual({ band: 'low', tone: 'poor' });
    expect(kpiBand('accuracy_score', 36, [], 1)).toEqual({ band: 'mid', tone: 'fair' });
    expect(kpiBand('accuracy_score', 71, [], 1)).toEqual({ band: 'high', tone: 'good' });
  });

  it('reverses forbidden words and idle time: low is good', () => {
    expect(kpiBand('forbidden_words', 0, [], 2).tone).toBe('good');
    expect(kpiBand('forbidden_words', 90, [], 2).tone).toBe('poor');
    expect(kpiBand('idle_time', 10, [], 1).tone).toBe('good');
    expect(kpiBand('idle_time', 80, [], 1).tone).toBe('poor');
  });

  it('follows the configured ranges of the KPI and type when enabled', () => {
    const config: KpiBandConfigRow = {
      kpiName: 'accuracy_score',
      type: 2,
      status: true,
      lowScoreOne: { min: 0, max: 59 },
      midScoreOne: { min: 60, max: 84 },
      highScore: { min: 85, max: 100 },
    };
    expect(kpiBand('accuracy_score', 80, [config], 2).tone).toBe('fair');
    expect(kpiBand('accuracy_score', 50, [config], 2).tone).toBe('poor');
    // Another type, or a disabled row, falls back to the defaults.
    expect(kpiBand('accuracy_score', 80, [config], 1).tone).toBe('good');
    expect(kpiBand('accuracy_score', 80, [{ ...config, status: false }], 2).tone).toBe('good');
  });
});
