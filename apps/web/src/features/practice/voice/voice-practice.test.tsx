import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Assessment, BatchMapping, ChatAnswerBody } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { demoUser, handshakeRoutes, json, stubApi } from '../../../test/fake-api';
import {
  BATCH_ID,
  answerReply,
  assessmentFixture,
  assessmentId,
  crmFormFixture,
  customerLine,
  sessionFixture,
} from '../../../test/chat-fixtures';
import { setAuthToken } from '../../../shared/api/auth-storage';
import { RequireSession } from '../../../app/router/require-session';
import { SessionProvider } from '../../../app/session/session-provider';
import type { MicCapture } from './audio/mic-capture';
import type { SocketLike } from './audio/speech-socket';
import type { VoiceDevices } from './hooks/use-voice-practice';
import { VoicePractice } from './voice-practice';
import { usageQueue } from '../../../shared/analytics/usage-analytics';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  bufferedAmount = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  send(data: unknown) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(null);
  }
  reply(text: string) {
    this.onmessage?.({ data: text });
  }
}

/** Audio devices the test drives: the bot's lines end when the test says so. */
function fakeDevices() {
  const sockets: FakeSocket[] = [];
  const lines: (() => void)[] = [];
  const capture: MicCapture = { onBlock: null, reset: vi.fn(), close: vi.fn() };
  const devices: VoiceDevices = {
    openMic: vi.fn(async () => capture),
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    ringtone: { start: vi.fn(), stop: vi.fn() },
    speaker: {
      speak: (_load, signal) =>
        new Promise<void>((resolve) => {
          lines.push(resolve);
          signal.addEventListener('abort', () => resolve());
        }),
      stop: vi.fn(),
    },
  };
  return {
    devices,
    sockets,
    capture,
    /** The bot finishes every line it started. */
    endSpeech: async () => {
      await act(async () => {
        for (const end of lines.splice(0)) end();
        await Promise.resolve();
      });
    },
  };
}

const voice = (n: number, overrides: Partial<Assessment> = {}) =>
  assessmentFixture(n, { type: 2, batchName: 'Voice Foundations', inboundEnabled: true, ...overrides });

const mapping = (idle: { optionOneFrom: number; optionOneTo: number }): BatchMapping => ({
  id: BATCH_ID,
  batchName: 'Voice Foundations',
  type: 2,
  numOfAssessment: 1,
  guided: true,
  trainingTarget: 75,
  isDelayRequired: false,
  intervalInSeconds: 1,
  idleTimeOption1: idle,
  trainerId: null,
  trainerName: null,
});

interface Options {
  crm?: boolean;
  idle?: { optionOneFrom: number; optionOneTo: number };
  sessionOverrides?: Parameters<typeof sessionFixture>[1];
  routes?: Parameters<typeof stubApi>[0];
}

function renderVoice(
  assessments: Assessment[],
  { crm = false, idle = { optionOneFrom: 60, optionOneTo: 120 }, sessionOverrides = {}, routes = {} }: Options = {},
) {
  setAuthToken('tok');
  const world = fakeDevices();
  const user = demoUser('hero');
  const answers: ChatAnswerBody[] = [];
  const config = [
    { property: 'enable_masking', value: 'OFF' },
    { property: 'is_CRM_required', value: crm ? 'true' : 'false' },
  ];
  const handshake = handshakeRoutes(user);
  const api = stubApi({
    ...handshake,
    'GET /apigateway/upsrvc/users': async (url, init) => {
      const reply = (await (await handshake['GET /apigateway/upsrvc/users']!(url, init)).json()) as Record<string, unknown>;
      return json(200, { ...reply, accountConfigProperties: config });
    },
    'GET /apigateway/upsrvc/getAccountsDetails': async (url, init) => {
      const reply = (await (await handshake['GET /apigateway/upsrvc/getAccountsDetails']!(url, init)).json()) as Record<string, unknown>;
      return json(200, { ...reply, accountConfigProperties: config });
    },
    'GET /apigateway/upsrvc/batches/mappings': () => json(200, [mapping(idle)]),
    ...Object.fromEntries(
      assessments.map((a, i) => [`GET /apigateway/tbsrvc/nlp/validatidation/${a.assessmentId}`, () => json(200, validation(i + 1))]),
    ),
    'POST /apigateway/tbsrvc/usersession': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { assessmentId: string };
      const n = assessments.findIndex((a) => a.assessmentId === body.assessmentId) + 1;
      return json(201, sessionFixture(n, { type: 2, isCrmEnabled: crm, ...sessionOverrides }));
    },
    'POST /apigateway/tbsrvc/voice/prompt': (_url, init) => {
      const body = JSON.parse(String(init.body)) as ChatAnswerBody;
      answers.push(body);
      return json(
        200,
        answerReply(1, {
          questionId: 'disclaimer',
          conversations: [
            { ...customerLine('welcome', body.message ?? ''), type: 'user' },
            customerLine('disclaimer', 'Is this call recorded?', {
              promptUtterances: [{ id: 0, promptId: 'disclaimer', promptText: '', text: 'Yes, for quality purposes.' }],
            }),
          ],
        }),
      );
    },
    'GET /apigateway/tbsrvc/crmform': () => json(200, crmFormFixture),
    [`POST /apigateway/tbsrvc/usersession/${sessionFixture(1).userSessionId}/usage`]: () =>
      json(200, { userSessionId: sessionFixture(1).userSessionId, durationSeconds: 1, duration: '00:00:01', idleSeconds: 0 }),
    'POST /apigateway/tbsrvc/chat/complete': () => json(200, {}),
    ...routes,
  });
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/dashboard" element={<RequireSession />}>
          <Route path="engage/session/:uniqueId" element={<VoicePractice assessments={assessments} devices={world.devices} />} />
          <Route path="engage" element={<p>Start Practice page</p>} />
        </Route>
      </Routes>
    </SessionProvider>,
    { route: `/dashboard/engage/session/${assessments[0]!.uniqueId}` },
  );
  return { ...world, api, answers };
}

const validation = (n: number) => ({
  assessmentId: assessmentId(n),
  canNLPApplied: true,
  nluEnabled: false,
  scripted: true,
  provider: 'script',
});

const rows = () => screen.getAllByTestId('call-list-item');
const chipOf = (row: HTMLElement) => within(row).getByTestId('call-status');

describe('Voice practice screen', { timeout: 30_000 }, () => {
  it('lists the calls with their chips; only the ringing or started call can be clicked', async () => {
    const { devices } = renderVoice([voice(1), voice(2, { inboundEnabled: false }), voice(3)]);
    await waitFor(() => expect(chipOf(rows()[0]!)).toHaveTextContent('Incoming'));
    expect(rows().map((row) => chipOf(row).textContent)).toEqual(['Incoming', 'Pending', 'Pending']);
    expect(devices.ringtone.start).toHaveBeenCalled();
    // The ringing call is a button; pending calls are not.
    expect(rows()[0]!.tagName).toBe('BUTTON');
    expect(rows()[1]!.tagName).toBe('DIV');
    expect(screen.getByRole('tab', { name: 'Caller list' })).toBeInTheDocument();
    expect(screen.getByTestId('call-ringing')).toHaveTextContent('Incoming call…');

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(chipOf(rows()[0]!)).toHaveTextContent('Active call'));
    expect(devices.ringtone.stop).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Call list' })).toBeInTheDocument();
    expect(screen.getByText("Hi, I can't get into my account.")).toBeInTheDocument();
    expect(screen.getByText('Customer 1 · ', { exact: false })).toBeInTheDocument();
  });

  it('shows the CRM tab only when CRM is enabled, disabled until the call starts; Transcript only with real-time feedback', async () => {
    const { endSpeech } = renderVoice([voice(1, { realTimeFeedback: true, liveTranscript: true })], { crm: true });
    const crmTab = await screen.findByRole('tab', { name: 'roleplay CRM text' });
    expect(crmTab).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Transcript' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(crmTab).toBeEnabled());
    expect(screen.getByRole('tab', { name: 'Transcript' })).toBeEnabled();
    await endSpeech();
    await userEvent.click(crmTab);
    expect(await screen.findByTestId('crm-form')).toBeInTheDocument();
  });

  it('hides CRM and Transcript when neither is on', async () => {
    renderVoice([voice(1, { realTimeFeedback: false })]);
    await screen.findByRole('tab', { name: 'Caller list' });
    expect(screen.queryByRole('tab', { name: 'roleplay CRM text' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Transcript' })).toBeNull();
  });

  it('keeps the mic disabled while the customer speaks, then Enter unmutes and mutes it, submitting the recognised text', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { sockets, endSpeech, answers, capture } = renderVoice([voice(1, { inboundEnabled: false })]);
    // Outbound: the customer picks up by themselves.
    const mic = await screen.findByTestId('mic-toggle', {}, { timeout: 6000 });
    expect(mic).toBeDisabled();
    expect(mic).toHaveTextContent('Unmute');
    await endSpeech();
    await waitFor(() => expect(mic).toBeEnabled());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(sockets).toHaveLength(1));
    // Disabled while connecting.
    expect(screen.getByTestId('mic-toggle')).toBeDisabled();
    act(() => sockets[0]!.open());
    expect(JSON.parse(sockets[0]!.sent[0] as string)).toMatchObject({ assessmentId: assessmentId(1), language: 'en-US' });
    await waitFor(() => expect(screen.getByTestId('mic-toggle')).toHaveTextContent('Mute'));
    // The bot does not talk over a live mic.
    expect(screen.getByRole('button', { name: 'Say Again' })).toBeDisabled();
    act(() => capture.onBlock?.(new Int16Array(2048), true));
    expect(sockets[0]!.sent[1]).toBeInstanceOf(ArrayBuffer);
    act(() => sockets[0]!.reply('false;thank you'));
    expect(screen.getByTestId('voice-typing')).toHaveValue('thank you');
    act(() => sockets[0]!.reply('true;thank you for calling'));

    await user.keyboard('{Enter}');
    // Muted: the server hears the turn ended, sends its last final and closes.
    await waitFor(() => expect(sockets[0]!.sent.at(-1)).toBe('{"eof":1}'));
    act(() => sockets[0]!.reply('true;how can I help'));
    act(() => sockets[0]!.onclose?.({ code: 1000 }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(capture.close).not.toHaveBeenCalled();
    expect(answers[0]).toMatchObject({ message: 'thank you for calling how can I help', questionId: 'welcome', answerRetryCount: 0 });
    expect(answers[0]!.voiceDuration).toBeGreaterThanOrEqual(0);
    expect(answers[0]!.pauseDuration).toBeGreaterThanOrEqual(0);
    // The advisor's answer, then the customer's next line with its prompt chips and Say Again.
    const advisor = await screen.findAllByTestId('advisor-message');
    expect(advisor.at(-1)).toHaveTextContent('Advisor');
    expect(advisor.at(-1)).toHaveTextContent('thank you for calling how can I help');
    await screen.findByText('Is this call recorded?');
    expect(screen.getAllByTestId('prompt-chips').at(-1)).toHaveTextContent('Yes, for quality purposes.');
    // The bot says its line: the mic waits again.
    expect(screen.getByTestId('mic-toggle')).toBeDisabled();
    await endSpeech();
    await waitFor(() => expect(screen.getByTestId('mic-toggle')).toBeEnabled());
    expect(screen.getAllByRole('button', { name: 'Say Again' })[0]).toBeEnabled();
  });

  it('records the voice practice as started (usage analytics: ids and kind only)', async () => {
    const track = vi.spyOn(usageQueue, 'track');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderVoice([voice(1, { inboundEnabled: false })]);
    await screen.findByTestId('mic-toggle', {}, { timeout: 6000 });
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('practice_started', {
        assessmentId: assessmentId(1),
        userSessionId: expect.any(String),
        mode: 'voice',
        scripted: true,
      }),
    );
  });

  it('says once that the customer’s voice is unavailable when the synthesiser fails, and the call goes on with the line on screen', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { devices } = renderVoice([voice(1, { inboundEnabled: false })], {
      routes: {
        'POST /apigateway/ttssrvc/botvoicestream': () =>
          json(503, { error: 'speech_unavailable', message: 'All 12 speech engine slots are busy; try again in a moment.' }),
      },
    });
    // The speaker fetches each line's audio as the real one does.
    devices.speaker.speak = async (load, signal) => {
      await load(signal);
    };
    await screen.findByText("The customer's voice is unavailable right now: read their lines on screen.", {}, { timeout: 6000 });
    await waitFor(() => expect(screen.getByTestId('mic-toggle')).toBeEnabled());
  });

  it('says that speech recognition is unavailable when the recogniser fails, and leaves the mic muted', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { sockets, endSpeech } = renderVoice([voice(1, { inboundEnabled: false })]);
    const mic = await screen.findByTestId('mic-toggle', {}, { timeout: 6000 });
    await endSpeech();
    await waitFor(() => expect(mic).toBeEnabled());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.open());
    act(() => sockets[0]!.onclose?.({ code: 4503, reason: 'All 12 speech engine slots are busy; try again in a moment.' }));
    await screen.findByText('Speech recognition is unavailable right now: unmute to try again in a moment.');
    await waitFor(() => expect(screen.getByTestId('mic-toggle')).toHaveTextContent('Unmute'));
  });

  it('opens the mic by itself on an inbound call once the customer has spoken', async () => {
    const { sockets, endSpeech } = renderVoice([voice(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    await screen.findByText("Hi, I can't get into my account.");
    expect(sockets).toHaveLength(0);
    await endSpeech();
    await waitFor(() => expect(sockets).toHaveLength(1));
  });

  it('expands the header to member since, age, address and issue; no toggle when the customer has none of them', async () => {
    renderVoice([voice(1)]);
    const toggle = await screen.findByRole('button', { name: 'Customer details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const details = screen.getByTestId('call-details');
    for (const text of [
      'Customer since',
      'January 2020',
      'Age',
      '35 years',
      'Address',
      '77 Harbor Street',
      'Issue',
      'Locked out of the online account.',
    ])
      expect(within(details).getByText(text)).toBeInTheDocument();
  });

  it('has no details toggle when nothing is known about the customer', async () => {
    renderVoice([
      voice(1, { additionalCustomerData: { name: 'Dana Kim', age: null, customerSince: null, address: null, issueDescription: null } }),
    ]);
    await screen.findByTestId('call-customer');
    expect(screen.getByTestId('call-customer')).toHaveTextContent('Dana Kim');
    expect(screen.queryByRole('button', { name: 'Customer details' })).toBeNull();
  });

  it('puts a red dot on the panel toggle on an idle warning, and the panel collapses', async () => {
    const { endSpeech, sockets } = renderVoice([voice(1)], { idle: { optionOneFrom: 1, optionOneTo: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    await endSpeech();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const toggle = screen.getByTestId('panel-toggle');
    await waitFor(() => expect(toggle).toHaveAccessibleName('Hide the call panel (idle warning)'), { timeout: 6000 });
    await waitFor(() => expect(rows()[0]!).toHaveAttribute('data-idle', 'danger'), { timeout: 6000 });
    await userEvent.click(toggle);
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not count filling the CRM form as idle time: no idle warning while the advisor types in it', async () => {
    const { endSpeech, sockets } = renderVoice([voice(1)], { crm: true, idle: { optionOneFrom: 2, optionOneTo: 4 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    await endSpeech();
    await waitFor(() => expect(sockets).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: 'roleplay CRM text' }));
    const account = await screen.findByRole('textbox', { name: /Account number/ });
    const toggle = screen.getByTestId('panel-toggle');
    // Five seconds in the form, a digit every 600 ms: past the 2 s warning and the 4 s danger threshold.
    const names = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await userEvent.type(account, String(i));
      await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
      names.add(toggle.getAttribute('aria-label') ?? '');
    }
    expect(account).toHaveValue('01234567');
    expect([...names]).toEqual(['Hide the call panel']);
    // Left alone, the same timer still reaches the warning.
    await waitFor(() => expect(toggle).toHaveAccessibleName('Hide the call panel (idle warning)'), { timeout: 6000 });
  }, 60_000);

  it('the red button asks first: staying keeps the call, ending it returns to the start', async () => {
    const { devices } = renderVoice([voice(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'End call' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this call?' });
    expect(within(dialog).getByRole('button', { name: 'Stay on the call' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End this call?' })).toBeNull());
    expect(screen.queryByText('Start Practice page')).toBeNull();
    expect(screen.getByTestId('call-controls')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'End call' }));
    const again = await screen.findByRole('dialog', { name: 'End this call?' });
    await userEvent.click(within(again).getByRole('button', { name: 'End call' }));
    expect(await screen.findByText('Start Practice page')).toBeInTheDocument();
    expect(devices.ringtone.stop).toHaveBeenCalled();
  });
});
