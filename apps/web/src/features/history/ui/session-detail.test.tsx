import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ChatScriptReply, Role } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { demoUser, json, stubApi } from '../../../test/fake-api';
import { SESSION_ID, chatScript, historyRow, message } from '../../../test/history-fixtures';
import { withSession } from '../../../test/with-session';
import { HistoryRoutes } from '../history-routes';
import { detailTabs } from './session-detail-page';

afterEach(() => vi.unstubAllGlobals());

const CHATSCRIPT = `GET /apigateway/tbsrvc/interaction/chatscript/${SESSION_ID}`;

function renderDetail(reply: ChatScriptReply, routes: Parameters<typeof stubApi>[0] = {}, role: Role = 'mentor', tab = '') {
  const api = stubApi({ [CHATSCRIPT]: () => json(200, reply), ...routes });
  renderWithProviders(
    withSession(
      demoUser(role),
      <Routes>
        <Route path="/dashboard/engage/reports/*" element={<HistoryRoutes />} />
      </Routes>,
    ),
    { route: `/dashboard/engage/reports/session/${SESSION_ID}${tab}` },
  );
  return api;
}

const editable = () => screen.getAllByTestId('history-advisor-message')[0]!;

describe('session detail tabs', () => {
  it('shows audio only for voice without masking, score only for scripted sessions, CRM only when required', () => {
    const chat = chatScript();
    expect(detailTabs(chat)).toEqual(['chat', 'score', 'comments']);
    expect(detailTabs({ ...chat, session: historyRow({ type: 2 }) })).toEqual(['audio', 'chat', 'score', 'comments']);
    expect(detailTabs({ ...chat, session: historyRow({ type: 2 }), maskingEnabled: true })).toEqual(['chat', 'score', 'comments']);
    expect(detailTabs({ ...chat, session: historyRow({ scripted: false }), isCrmRequired: true })).toEqual(['chat', 'comments', 'crm']);
  });
});

describe('score editing (roleplay.md §4–§5)', { timeout: 20_000 }, () => {
  it('edits only editable scores of an unreviewed session, ignores out-of-range input and saves a 0–5 integer', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderDetail(chatScript(), {
      'PATCH /apigateway/tbsrvc/interaction/histories': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { id: string; score: number };
        bodies.push(body);
        const edited = message(1, {
          score: body.score,
          engineScore: 4,
          isScoreEditable: true,
          chatScript: 'I am sorry to hear that, let me help.',
        });
        return json(200, {
          message: 'Interaction History score updated successfully',
          userSessionId: SESSION_ID,
          chatMessage: edited,
          previousScore: 4,
          score: 70,
          trainingScore: null,
          scoreSummary: null,
        });
      },
    });
    await screen.findByTestId('history-conversation');
    // The second scored reply is not editable: a plain badge.
    const fixed = screen.getAllByTestId('history-advisor-message')[1]!;
    expect(within(fixed).queryByTestId('edit-score')).not.toBeInTheDocument();
    expect(within(fixed).getByTestId('message-score')).toHaveTextContent('Score 5/5');

    await user.click(within(editable()).getByRole('button', { name: 'Score 4/5 edit the score of reply 1' }));
    const input = within(editable()).getByTestId('score-input');
    await user.clear(input);
    await user.type(input, '7');
    expect(input).toHaveValue('');
    await user.type(input, '2.5');
    expect(input).toHaveValue('2');
    await user.click(within(editable()).getByRole('button', { name: 'Save score' }));
    await screen.findByText('Interaction History score updated successfully');
    expect(bodies).toEqual([{ id: message(1).id, score: 2 }]);
    expect(within(editable()).getByTestId('message-score')).toHaveTextContent('Score 2/5');
    expect(within(editable()).getByTestId('engine-score')).toHaveTextContent('Engine gave 4');
  });

  it('warns "Score has not been saved." on cancel, on Escape and when the save fails', async () => {
    const user = userEvent.setup();
    renderDetail(chatScript(), {
      'PATCH /apigateway/tbsrvc/interaction/histories': () => json(409, { error: 'conflict', message: 'Failed to update history score' }),
    });
    await screen.findByTestId('history-conversation');
    const open = () => user.click(within(editable()).getByTestId('edit-score'));

    await open();
    await user.click(within(editable()).getByRole('button', { name: 'Cancel score edit' }));
    expect(await screen.findByText('Score has not been saved.')).toBeInTheDocument();
    expect(within(editable()).queryByTestId('score-input')).not.toBeInTheDocument();

    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByText('Score has not been saved.')).toHaveLength(2));

    await open();
    const input = within(editable()).getByTestId('score-input');
    await user.clear(input);
    await user.type(input, '1{Enter}');
    expect(await screen.findByText('Failed to update history score')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Score has not been saved.')).toHaveLength(3));
    expect(within(editable()).getByTestId('message-score')).toHaveTextContent('Score 4/5');
  });

  it('offers no score edits on a reviewed session or to someone who may not review it', async () => {
    const reviewed = chatScript({
      session: historyRow({ isReviewed: true }),
      messages: chatScript().messages.map((m) => ({ ...m, isReviewed: true })),
      permissions: { canEditScores: false, canComment: false, canMarkReviewed: false },
    });
    renderDetail(reviewed);
    await screen.findByTestId('history-conversation');
    expect(screen.queryByTestId('edit-score')).not.toBeInTheDocument();
  });
});

describe('comment panel (roleplay.md §4–§5)', { timeout: 20_000 }, () => {
  it('counts to 200, turns the counter red at the limit, needs Reviewed ticked, then submits and becomes read-only', async () => {
    const user = userEvent.setup();
    let reply = chatScript();
    const bodies: unknown[] = [];
    renderDetail(
      reply,
      {
        [CHATSCRIPT]: () => json(200, reply),
        'PATCH /apigateway/tbsrvc/usersession': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { comment: string };
          bodies.push(body);
          reply = {
            ...reply,
            session: historyRow({
              comment: body.comment,
              isReviewed: true,
              reviewedBy: { userId: demoUser().userId, name: 'Ada Laurent' },
              reviewedDateTime: '2026-11-21T10:00:00.000Z',
            }),
            permissions: { canEditScores: false, canComment: false, canMarkReviewed: false },
          };
          return json(200, {
            message: 'Interaction History comment updated successfully',
            id: SESSION_ID,
            comment: body.comment,
            commentedBy: null,
            isReviewed: true,
            reviewedBy: null,
            reviewedDateTime: null,
          });
        },
      },
      'mentor',
      '?tab=comments',
    );
    const panel = await screen.findByTestId('comment-panel');
    const counter = within(panel).getByTestId('comment-counter');
    expect(counter).toHaveTextContent('0/200 characters');
    const submit = within(panel).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    const box = within(panel).getByRole('textbox', { name: /Comment/ });
    await user.click(box);
    await user.paste('x'.repeat(205));
    expect(box).toHaveValue('x'.repeat(200));
    expect(counter).toHaveTextContent('200/200 characters');
    expect(counter).toHaveAttribute('data-at-limit', 'true');
    await user.clear(box);
    await user.type(box, 'Good empathy; verify identity earlier.');
    expect(counter).toHaveAttribute('data-at-limit', 'false');
    expect(submit).toBeDisabled();

    await user.click(within(panel).getByRole('checkbox', { name: 'Reviewed' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByText('Interaction History comment updated successfully');
    expect(bodies).toEqual([{ id: SESSION_ID, comment: 'Good empathy; verify identity earlier.', isReviewed: true }]);

    await waitFor(() => expect(screen.getByTestId('comment-panel')).toHaveAttribute('data-readonly', 'true'));
    expect(screen.getByTestId('saved-comment')).toHaveTextContent('Good empathy; verify identity earlier.');
    expect(screen.queryByRole('textbox', { name: /Comment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Reviewed' })).toBeDisabled();
    expect(screen.getByTestId('reviewed-by')).toHaveTextContent('Reviewed by Ada Laurent');
  });

  it('shows an existing comment read-only and reports a failed update', async () => {
    renderDetail(
      chatScript({
        session: historyRow({ comment: 'Well handled.', isReviewed: true }),
        permissions: { canEditScores: false, canComment: false, canMarkReviewed: false },
      }),
      {},
      'mentor',
      '?tab=comments',
    );
    const panel = await screen.findByTestId('comment-panel');
    expect(panel).toHaveAttribute('data-readonly', 'true');
    expect(within(panel).getByTestId('saved-comment')).toHaveTextContent('Well handled.');
    expect(within(panel).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says "Failed to update comments" when the save fails, and keeps the form', async () => {
    const user = userEvent.setup();
    renderDetail(
      chatScript(),
      { 'PATCH /apigateway/tbsrvc/usersession': () => json(500, { error: 'internal_error', message: 'x' }) },
      'mentor',
      '?tab=comments',
    );
    const panel = await screen.findByTestId('comment-panel');
    await user.click(within(panel).getByRole('checkbox', { name: 'Reviewed' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to update comments')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('audio transcription', { timeout: 20_000 }, () => {
  it('reports "Failed to fetch" with the status when the recording cannot be fetched', async () => {
    renderDetail(chatScript({ session: historyRow({ type: 2 }), hasRecording: true }), {
      [`GET /apigateway/tbsrvc/interaction/histories/audio/a0a0a0a0a0a0a0a0a0a0a0a0/${SESSION_ID}`]: () =>
        json(404, { error: 'not_found', message: 'Failed to fetch audio script details' }),
    });
    const failure = await screen.findByTestId('audio-failed');
    expect(failure).toHaveTextContent('Failed to fetch audio script details');
    expect(failure).toHaveTextContent('Failed to fetch (status 404)');
  });
});

describe('score summary: what each refused step lacked', { timeout: 20_000 }, () => {
  it('shows the mentor the same step review the advisor saw, below the KPI table', async () => {
    const steps: ChatScriptReply['steps'] = [
      {
        stepId: 'refund',
        position: 3,
        kind: 'resolution',
        status: 'failed',
        attempts: 3,
        score: 0,
        maxScore: 5,
        findings: [
          { code: 'wrong_fact', kind: 'amount', given: '$8.99' },
          { code: 'missing_point', point: 'credit the $89.99 back to the account' },
        ],
        modelAnswer: 'As a one-time courtesy I will credit the $89.99 back to your account.',
      },
    ];
    renderDetail(chatScript({ steps }), {}, 'mentor', '?tab=score');
    const summary = await screen.findByTestId('score-summary');
    const item = within(summary).getByTestId('step-review-item');
    expect(item).toHaveTextContent('Step 3 · Resolution');
    expect(item).toHaveTextContent('Not accepted after 3 attempts');
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wrong amount: you said $8.99', 'Missing: credit the $89.99 back to the account']);
    expect(within(item).getByTestId('step-model-answer')).toHaveTextContent(
      /^Model answer\s*As a one-time courtesy I will credit the \$89\.99 back to your account\.$/,
    );
  });
});
