import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { UsecaseDetail } from '@switchboard/contracts';
import { demoUser, json, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/test-utils';
import { withSession } from '../../../test/with-session';
import { UsecaseEditorPage } from './usecase-editor-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'a'.repeat(24);
const detail: UsecaseDetail = {
  id: ID,
  useCaseId: ID,
  name: 'Roaming credit',
  description: null,
  type: 1,
  genericUsecase: false,
  verticalId: null,
  language: 'en-US',
  selectedVoice: 'en-US,English (United States),1,espeak-ng,pocketsphinx,en-us+f3',
  visibilityId: 3,
  liveTranscript: false,
  realTimeFeedback: true,
  threshold: 70,
  maxRetryCount: 3,
  nluEnabled: false,
  inboundEnabled: true,
  scripted: true,
  selfRegistration: false,
  voiceBotVisibility: true,
  customerName: 'Dana',
  customerAge: 42,
  customerAddress: null,
  customerSince: null,
  customerIssueDescription: null,
  customerSpeakingStyle: null,
  customerFacts: [],
  customerGoal: null,
  customerObjections: [],
  customerMood: null,
  script: {
    steps: [
      {
        id: 'credit',
        kind: 'resolution',
        customerLines: ['What about the $89.99 roaming charge?'],
        recommendedAnswers: ['I will credit the $89.99 back to your account.'],
        chips: [],
        keyPoints: ['credit the $89.99 back to the account'],
        mustNot: ['promise to refund all future roaming charges'],
      },
    ],
  },
  status: 'draft',
  version: 4,
  libraryKey: null,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

function renderEditor() {
  const saved: unknown[] = [];
  stubApi({
    [`GET /apigateway/tbsrvc/usecases/${ID}`]: () => json(200, detail),
    [`GET /apigateway/tbsrvc/usecases/${ID}/assignments`]: () => json(200, []),
    [`PATCH /apigateway/tbsrvc/usecases/${ID}`]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<UsecaseDetail>;
      saved.push(body);
      return json(200, { ...detail, ...body, version: detail.version + 1 });
    },
  });
  renderWithProviders(
    withSession(
      demoUser('guardian'),
      <Routes>
        <Route path="/usecases/:id" element={<UsecaseEditorPage />} />
      </Routes>,
    ),
    { route: `/usecases/${ID}` },
  );
  return saved;
}

describe('script editor: key points and must-nots', { timeout: 120_000 }, () => {
  it("shows a step's key points and must-nots, and saves the trainer's edits through the use case update", async () => {
    const user = userEvent.setup({ delay: null });
    const saved = renderEditor();
    const step = (await screen.findAllByTestId('script-step'))[0]!;
    const keyPoints = within(step).getByRole('textbox', { name: /Key points/ });
    const mustNot = within(step).getByRole('textbox', { name: /Must not/ });
    expect(keyPoints).toHaveValue('credit the $89.99 back to the account');
    expect(mustNot).toHaveValue('promise to refund all future roaming charges');

    await user.type(keyPoints, '{enter}say it shows on the next bill{enter}{enter}');
    await user.clear(mustNot);
    await user.type(mustNot, 'blame the customer');
    await user.click(screen.getByTestId('save-usecase'));

    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as UsecaseDetail;
    expect(body.script.steps[0]).toMatchObject({
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
      mustNot: ['blame the customer'],
    });
  });

  it('refuses a key point longer than the contract allows, says so under the field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = renderEditor();
    const step = (await screen.findAllByTestId('script-step'))[0]!;
    const keyPoints = within(step).getByRole('textbox', { name: /Key points/ });
    await user.clear(keyPoints);
    await user.click(keyPoints);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByTestId('save-usecase'));

    expect(await within(step).findByText('At most 200 characters.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
