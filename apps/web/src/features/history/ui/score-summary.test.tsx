import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { scoreFields, scoreSummary, summaryRow } from '../../../test/history-fixtures';
import { summaryLines } from '../logic/score-summary';
import { ScoreSummaryTab } from './score-summary-tab';

const voiceRows = [
  summaryRow('disclaimer_score', { unit: 'points', value: 4, percent: 80 }),
  summaryRow('welcome_score', { unit: 'points', value: 5, percent: 100 }),
  summaryRow('closing_score', { unit: 'points', value: 1, percent: 20 }),
  summaryRow('accuracy_score', { value: 75, percent: 75 }),
  summaryRow('compliance_score', { value: 100, percent: 100 }),
  summaryRow('resolution_score', { value: 50, percent: 50 }),
  summaryRow('aht_score', { value: 104, percent: 96, seconds: 125 }),
  summaryRow('empathy_score', { unit: 'count', value: 2, percent: 100 }),
  summaryRow('probing_score', { unit: 'count', value: 1, percent: 50 }),
  summaryRow('forbidden_words', { value: 10, percent: 10 }),
  summaryRow('idle_time', { value: 85, percent: 85, seconds: 61 }),
  summaryRow('deadair_score', { unit: 'points', value: 4, percent: 80, seconds: 3.5 }),
  summaryRow('rate_of_speech_score', { unit: 'points', value: 5, percent: 100 }),
  // Typing rows never show on a voice session.
  summaryRow('typing_speed_score', { unit: 'wpm', value: 38, percent: 95 }),
];

const row = (kpi: string) => screen.getAllByTestId('summary-row').find((r) => r.getAttribute('data-kpi') === kpi)!;
const figure = (kpi: string) => within(row(kpi)).getByTestId('summary-figure').textContent;

describe('Score Summary (roleplay.md §9)', () => {
  it('shows the voice rows with AHT and idle as HH:MM:SS, dead air in seconds and rate of speech in wpm', () => {
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(2, voiceRows)} fields={scoreFields({ rateOfSpeech: 142 })} />);
    expect(screen.getAllByTestId('summary-row').map((r) => r.getAttribute('data-kpi'))).toEqual([
      'disclaimer_score',
      'welcome_score',
      'closing_score',
      'accuracy_score',
      'compliance_score',
      'resolution_score',
      'aht_score',
      'empathy_score',
      'probing_score',
      'forbidden_words',
      'idle_time',
      'deadair_score',
      'rate_of_speech_score',
    ]);
    expect(figure('aht_score')).toBe('00:02:05');
    expect(figure('idle_time')).toBe('00:01:01');
    expect(figure('deadair_score')).toBe('3.5 seconds');
    expect(figure('rate_of_speech_score')).toBe('142 wpm');
    expect(figure('disclaimer_score')).toBe('4 / 5');
    expect(figure('accuracy_score')).toBe('3 of 4');
    expect(screen.getByTestId('summary-overall')).toHaveTextContent('72%');
    expect(screen.getByTestId('summary-response')).toHaveTextContent('14 of 20 points (70%)');
    expect(screen.getByTestId('summary-average-time')).toHaveTextContent('00:00:08');
  });

  it('colours each KPI by its bands, reversed for forbidden words and idle time', () => {
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(2, voiceRows)} fields={scoreFields()} />);
    expect(row('closing_score')).toHaveAttribute('data-tone', 'poor');
    expect(row('resolution_score')).toHaveAttribute('data-tone', 'fair');
    expect(row('accuracy_score')).toHaveAttribute('data-tone', 'good');
    // 10% forbidden words is good; 85% of the idle allowance used is poor.
    expect(row('forbidden_words')).toHaveAttribute('data-tone', 'good');
    expect(row('idle_time')).toHaveAttribute('data-tone', 'poor');
    expect(within(row('idle_time')).getByRole('img', { name: 'Lower is better' })).toBeInTheDocument();
  });

  it('scores a reversed KPI by how well it went, the number matching its bar and band, the measure kept as measured', () => {
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(2, voiceRows)} fields={scoreFields()} />);
    const score = (kpi: string) => within(row(kpi)).getByTestId('summary-score');
    const bar = (kpi: string) => row(kpi).querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow');
    // Idle 85% of the time over the allowance: a score of 15, a short red bar, needs work.
    expect(figure('idle_time')).toBe('00:01:01');
    expect(score('idle_time')).toHaveTextContent(/^15%$/);
    expect(bar('idle_time')).toBe('15');
    expect(within(row('idle_time')).getByText('Needs work')).toBeInTheDocument();
    // Forbidden words in 10% of replies: a score of 90, strong.
    expect(figure('forbidden_words')).toBe('10% of replies');
    expect(score('forbidden_words')).toHaveTextContent(/^90%$/);
    expect(bar('forbidden_words')).toBe('90');
    expect(within(row('forbidden_words')).getByText('Strong')).toBeInTheDocument();
    expect(score('accuracy_score')).toHaveTextContent(/^75%$/);
  });

  it('never squeezes a band badge: it keeps the width its words need', () => {
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(2, voiceRows)} fields={scoreFields()} />);
    const badges = screen.getAllByTestId('summary-band');
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) {
      expect(badge.style.width).toBe('');
      expect(badge.style.flexShrink).toBe('0');
    }
  });

  it("lines up the bars: each row's band cell holds every band word, only its own one visible", () => {
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(2, voiceRows)} fields={scoreFields()} />);
    const cell = within(row('accuracy_score')).getByTestId('summary-band').parentElement!;
    const words = [...cell.children].map((badge) => [badge.textContent, (badge as HTMLElement).style.visibility]);
    expect(words.filter(([, visibility]) => visibility === 'visible')).toHaveLength(1);
    expect(words.map(([text]) => text).sort()).toEqual(['Fair', 'Needs work', 'Strong']);
  });

  it('uses the KPI’s configured bands', () => {
    const strict = { lowScoreOne: { min: 0, max: 79 }, midScoreOne: { min: 80, max: 89 }, highScore: { min: 90, max: 100 } };
    const lines = summaryLines(scoreSummary(1, [summaryRow('accuracy_score', { percent: 85, bands: strict })]), null);
    expect(lines[0]).toMatchObject({ kpiName: 'accuracy_score', tone: 'fair' });
  });

  it('shows typing accuracy and typing speed on chat sessions, and the openers the server lists, without the voice measures', () => {
    const chatRows = [
      summaryRow('accuracy_score'),
      summaryRow('deadair_score', { unit: 'points', seconds: 2 }),
      summaryRow('typing_accuracy_score', { value: 90, percent: 90 }),
      summaryRow('typing_speed_score', { unit: 'wpm', value: 38, percent: 95 }),
    ];
    // A chat whose welcome weighs in its overall score shows it, so a reviewer's edit of it can be seen.
    const welcome = summaryRow('welcome_score', { unit: 'points', value: 3, percent: 60 });
    renderWithProviders(<ScoreSummaryTab summary={scoreSummary(1, [welcome, ...chatRows])} fields={scoreFields({ typingSpeed: 38 })} />);
    expect(screen.getAllByTestId('summary-row').map((r) => r.getAttribute('data-kpi'))).toEqual([
      'welcome_score',
      'accuracy_score',
      'typing_accuracy_score',
      'typing_speed_score',
    ]);
    expect(figure('typing_speed_score')).toBe('38 wpm');
    expect(figure('typing_accuracy_score')).toBe('90%');
    expect(figure('welcome_score')).toBe('3 / 5');
  });
});
