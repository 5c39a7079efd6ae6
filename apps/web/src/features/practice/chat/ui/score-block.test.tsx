import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioScoreReply } from '@switchboard/contracts';
import { scoreFixture } from '../../../../test/chat-fixtures';
import { renderWithProviders } from '../../../../test/test-utils';
import { changeLocale } from '../../../../shared/i18n/i18n';
import { barValue } from '../logic/result';
import { ScoreBlock } from './score-block';

afterEach(async () => {
  // Unmount first: switching back to English under a mounted block re-renders it outside act().
  cleanup();
  await changeLocale('en-US');
});

/** An unscripted score: the engine's items come as keys and evidence codes, the LLM rubric's as its own text. */
function unscripted(): ScenarioScoreReply {
  return {
    ...scoreFixture(2, 90),
    scripted: false,
    kpis: [],
    unscriptedScore: [
      {
        source: 'engine',
        key: 'professional_language',
        kpiName: 'forbidden_words',
        label: 'Professional language',
        score: 100,
        description: 'Messages free of words to avoid, rudeness and blame.',
        evidence: [{ turn: null, stepId: null, phrase: null, code: 'no_forbidden', values: { count: 1 } }],
      },
      {
        source: 'engine',
        key: 'empathy',
        kpiName: 'empathy_score',
        label: 'Empathy',
        score: 50,
        description: "Acknowledged the customer's feelings each time the customer showed them.",
        evidence: [{ turn: 3, stepId: null, phrase: 'je comprends', code: 'empathy_phrase', values: {} }],
      },
      { source: 'llm', label: 'Ton', score: 80, description: 'Chaleureux', kpiName: null },
    ],
  };
}

describe('score block evidence', { timeout: 30_000 }, () => {
  it('says in English that a step was accepted, how closely and on which attempt, quoting only the advisor', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScoreBlock score={scoreFixture(1, 85)} revealed="" />);
    await user.click(screen.getByRole('button', { name: /Accuracy/ }));
    const list = screen.getAllByTestId('kpi-evidence')[0]!;
    expect(list).toHaveTextContent('“could you confirm your date of birth” Matched this step (86% similar) on attempt 2 · reply 3');
    expect(list).not.toHaveTextContent(/recommended answer/);
  });

  it('shows the evidence in French to a French advisor, the advisor’s own words untouched', async () => {
    await changeLocale('fr-FR');
    const user = userEvent.setup();
    renderWithProviders(<ScoreBlock score={scoreFixture(1, 85)} revealed="" />);
    await user.click(screen.getByRole('button', { name: /Exactitude/ }));
    const list = screen.getAllByTestId('kpi-evidence')[0]!;
    expect(list).toHaveTextContent(
      '“could you confirm your date of birth” Étape réussie (86 % de similarité) à la tentative 2 · réponse 3',
    );
    await user.click(screen.getByRole('button', { name: /Vitesse de frappe/ }));
    expect(screen.getByText('Saisie à 38 mots par minute (objectif 40)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Matched|attempt/);
  });

  it('translates the engine’s unscripted items and leaves the LLM rubric’s text as written', async () => {
    await changeLocale('fr-FR');
    renderWithProviders(<ScoreBlock score={unscripted()} revealed="" />);
    const items = screen.getAllByTestId('unscripted-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Langage professionnel');
    expect(items[0]).toHaveTextContent('Aucun mot à éviter dans 1 message');
    expect(within(items[1]!).getByText('Empathie')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('“je comprends” Marque d’empathie');
    expect(items[2]).toHaveTextContent('Ton');
    expect(items[2]).toHaveTextContent('Chaleureux');
  });
});

describe('score block result', { timeout: 30_000 }, () => {
  it('titles an unscripted chat with its real level, the one the dashboard and history show, not always exceptional', () => {
    const low = scoreFixture(1, 12);
    renderWithProviders(<ScoreBlock score={{ ...low, scripted: false }} revealed="" />);
    expect(screen.getByTestId('score-block')).toHaveAttribute('data-level', 'average');
    expect(screen.getByTestId('result-title')).toHaveTextContent('Average result');
    expect(screen.getByTestId('overall-score')).toHaveTextContent('12');
  });
});

describe('reversed KPIs on the score block', () => {
  it('say what share of replies they were, marked lower is better, with a bar and badge that agree', () => {
    const score = scoreFixture(1, 85);
    const idle = {
      ...score.kpis[1]!,
      kpiName: 'idle_time' as const,
      value: 100,
      percent: 100,
      contribution: 0,
      band: { band: 'high' as const, tone: 'poor' as const },
    };
    renderWithProviders(<ScoreBlock score={{ ...score, kpis: [...score.kpis, idle] }} revealed="" />);
    const row = (kpi: string) => screen.getAllByTestId('kpi-row').find((r) => r.getAttribute('data-kpi') === kpi)!;
    const bar = (kpi: string) => row(kpi).querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow');

    expect(within(row('idle_time')).getByTestId('kpi-value')).toHaveTextContent('100% of replies');
    expect(within(row('idle_time')).getByText('Needs work')).toBeInTheDocument();
    expect(within(row('idle_time')).getByRole('img', { name: 'Lower is better' })).toBeInTheDocument();
    expect(bar('idle_time')).toBe('0');

    expect(within(row('forbidden_words')).getByTestId('kpi-value')).toHaveTextContent('0% of replies');
    expect(within(row('forbidden_words')).getByText('Strong')).toBeInTheDocument();
    expect(bar('forbidden_words')).toBe('100');

    // A KPI where more is better says neither.
    expect(within(row('accuracy_score')).getByTestId('kpi-value')).toHaveTextContent(/^75%$/);
    expect(within(row('accuracy_score')).queryByRole('img', { name: 'Lower is better' })).toBeNull();
  });

  it('never squeezes a band badge: it keeps the width its words need', () => {
    renderWithProviders(<ScoreBlock score={scoreFixture(1, 85)} revealed="" />);
    for (const badge of screen.getAllByTestId('kpi-band')) {
      expect(badge.style.width).toBe('');
      expect(badge.style.flexShrink).toBe('0');
    }
  });
});

describe('KPI bars', () => {
  it('fill by how well it went: a reversed KPI (idle time, forbidden words) is full when there was none', () => {
    expect(barValue({ kpiName: 'forbidden_words', percent: 0 })).toBe(100);
    expect(barValue({ kpiName: 'idle_time', percent: 100 })).toBe(0);
    expect(barValue({ kpiName: 'idle_time', percent: 3.3 })).toBeCloseTo(96.7);
    expect(barValue({ kpiName: 'accuracy_score', percent: 80 })).toBe(80);
    expect(barValue({ kpiName: 'accuracy_score', percent: 140 })).toBe(100);
  });
});
