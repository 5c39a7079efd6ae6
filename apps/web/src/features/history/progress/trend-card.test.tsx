import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { TrendCard } from './trend-card';
import type { Trend } from './progress-logic';

const trend = (kpiName: Trend['kpiName'], reversed: boolean, change: number): Trend => ({
  kpiName,
  sessions: 3,
  first: 40,
  last: 40 + change,
  average: 40,
  change,
  reversed,
});
const points = [
  { at: '2026-03-01T09:00:00.000Z', value: 40 },
  { at: '2026-03-08T09:00:00.000Z', value: 30 },
];

describe('My progress trend card', () => {
  it('says "Lower is better" on forbidden words and idle time, and counts their fall as an improvement', () => {
    renderWithProviders(<TrendCard trend={trend('forbidden_words', true, -10)} label="Forbidden words" points={points} />);
    const card = screen.getByTestId('trend-card');
    expect(within(card).getByTestId('lower-is-better').textContent).toBe('Lower is better');
    expect(within(card).getByText('Improved -10')).toBeTruthy();
  });

  it('says nothing of the kind on a KPI where higher is better', () => {
    renderWithProviders(<TrendCard trend={trend('empathy_score', false, 10)} label="Empathy" points={points} />);
    expect(screen.queryByText('Lower is better')).toBeNull();
    expect(screen.queryByTestId('lower-is-better')).toBeNull();
  });
});
