import type { Assessment, ChatAnswerReply, ConversationEntry, CrmForm, ScenarioScoreReply, UserSession } from '@switchboard/contracts';

/** Practice fixtures shaped exactly as the contracts' replies, for the chat screen's tests. */
export const SET_ID = 'e0e0e0e0e0e0e0e0e0e0e0e0';
export const USER_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0';
export const BATCH_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
const hex = (n: number, c: string) => c.repeat(24 - String(n).length) + String(n);
export const assessmentId = (n: number) => hex(n, 'a');
export const sessionId = (n: number) => hex(n, 'd');

export function assessmentFixture(n: number, overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: assessmentId(n),
    assessmentId: assessmentId(n),
    usecaseId: hex(n, 'f'),
    name: `Roleplay ${n}`,
    type: 1,
    uniqueId: SET_ID,
    position: n - 1,
    userId: USER_ID,
    actorId: USER_ID,
    batchId: BATCH_ID,
    batchName: 'Chat Foundations',
    inboundEnabled: true,
    isDelayRequired: false,
    isUsecaseLibrary: false,
    nluEnabled: false,
    scripted: true,
    liveTranscript: true,
    realTimeFeedback: true,
    visibilityId: 3,
    threshold: 65,
    maxRetryCount: 3,
    language: 'en-US',
    selectedVoice: 'en-US',
    status: 'pending',
    completed: false,
    batchInfo: { isDelayRequired: false, intervalInSeconds: 1 },
    additionalCustomerData: {
      name: `Customer ${n}`,
      age: 35,
      customerSince: 'January 2020',
      address: '77 Harbor Street',
      issueDescription: 'Locked out of the online account.',
    },
    createdDate: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function entry(overrides: Partial<ConversationEntry>): ConversationEntry {
  return {
    type: 'system',
    question: null,
    message: '',
    timestamp: '2025-01-01T10:00:00.000Z',
    questionId: null,
    promptId: null,
    promptUtterances: [],
    transcriptData: null,
    isSelectOneQuestion: false,
    systemCode: null,
    botMessageKey: null,
    ...overrides,
  };
}

export const customerLine = (questionId: string, message: string, extra: Partial<ConversationEntry> = {}) =>
  entry({ type: 'system', message, question: message, questionId, promptId: questionId, ...extra });
export const advisorLine = (questionId: string, message: string) => entry({ type: 'user', message, questionId });

export function sessionFixture(n: number, overrides: Partial<UserSession> = {}): UserSession {
  return {
    id: sessionId(n),
    userSessionId: sessionId(n),
    assessmentId: assessmentId(n),
    usecaseId: hex(n, 'f'),
    userId: USER_ID,
    name: `Roleplay ${n}`,
    type: 1,
    scripted: true,
    status: 'active',
    isChatCompleted: false,
    canNLPApplied: true,
    batchId: BATCH_ID,
    batchName: 'Chat Foundations',
    trainerId: null,
    trainerName: null,
    guided: true,
    trainingTarget: 75,
    uniqueId: SET_ID,
    threshold: 65,
    maxRetryCount: 3,
    language: 'en-US',
    realTimeFeedback: true,
    liveTranscript: true,
    visibilityId: 3,
    isCrmEnabled: false,
    isCrmSubmitted: false,
    questionId: 'welcome',
    latestQuestionId: 'welcome',
    latestPromptId: 'welcome',
    answerRetryCount: 0,
    isTextBoxDisabled: false,
    senarioSessionId: null,
    customerOpeningMessage: null,
    conversations: [customerLine('welcome', "Hi, I can't get into my account.")],
    durationSeconds: 0,
    duration: '00:00:00',
    sessionStartDateTime: '2025-01-01T10:00:00.000Z',
    completedDate: null,
    ...overrides,
  };
}

export function answerReply(n: number, overrides: Partial<ChatAnswerReply> = {}): ChatAnswerReply {
  return {
    userSessionId: sessionId(n),
    message: '',
    question: null,
    questionId: null,
    promptId: null,
    promptUtterances: [],
    transcriptData: null,
    answerRetryCount: 0,
    isChatComplited: false,
    isSelectOneQuestion: false,
    isTextBoxDisabled: false,
    systemCodes: [],
    conversations: [],
    matched: true,
    replayed: false,
    ...overrides,
  };
}

const band = (tone: 'good' | 'fair' | 'poor') => ({
  band: tone === 'good' ? ('high' as const) : tone === 'fair' ? ('mid' as const) : ('low' as const),
  tone,
});

export function scoreFixture(n: number, overall: number): ScenarioScoreReply {
  const zero = {
    generatedScore: 0,
    totalScore: 0,
    disclaimerMessageScore: 0,
    welcomeMessageScore: 0,
    closingMessageScore: 0,
    accuracyScore: 0,
    accuracyCount: 0,
    accuracyPercentage: 0,
    complianceScore: 0,
    complianceCount: 0,
    resolutionScore: 0,
    resolutionCount: 0,
    ahtPercentage: 0,
    ahtScorePercentage: 0,
    ahtTargetScore: 0,
    averageTime: 0,
    pauseDuration: 0,
    deadAirScore: 0,
    deadAirPercentage: 0,
    rateOfSpeech: 0,
    rateOfSpeechScore: 0,
    typingAccuracyScore: 0,
    typingAccuracyCount: 0,
    typingSpeedScore: 0,
    typingSpeed: 0,
    empathyCount: 0,
    empathyPercentage: 0,
    probingCount: 0,
    probingPercentage: 0,
    forbiddenCount: 0,
    forbiddenPercentage: 0,
    idleTime: 0,
    idleTimeTarget: 60,
    idleTimePercentage: 0,
    numberOfSessions: 1,
  };
  const exceptional = overall >= 80;
  return {
    ...zero,
    overAllScoreWeightage: overall,
    userSessionId: sessionId(n),
    assessmentId: assessmentId(n),
    type: 1,
    scripted: true,
    kpis: [
      {
        kpiName: 'accuracy_score',
        applicable: true,
        value: 75,
        unit: 'percent',
        percent: 75,
        contribution: 75,
        weight: 25,
        band: band('good'),
        evidence: [
          {
            turn: 2,
            stepId: 'verify-identity',
            phrase: 'could you confirm your date of birth',
            code: 'step_accepted',
            values: { similarity: 86, attempt: 2 },
          },
        ],
      },
      {
        kpiName: 'forbidden_words',
        applicable: true,
        value: 0,
        unit: 'percent',
        percent: 0,
        contribution: 100,
        weight: 5,
        band: band('good'),
        evidence: [],
      },
      {
        kpiName: 'typing_speed_score',
        applicable: true,
        value: 38,
        unit: 'wpm',
        percent: 95,
        contribution: 95,
        weight: 2,
        band: band('good'),
        evidence: [{ turn: null, stepId: null, phrase: null, code: 'typing_speed', values: { wpm: 38, target: 40 } }],
      },
      {
        kpiName: 'deadair_score',
        applicable: false,
        value: 0,
        unit: 'points',
        percent: 0,
        contribution: 0,
        weight: 0,
        band: null,
        evidence: [],
      },
    ],
    overall: { score: overall, band: band(exceptional ? 'good' : 'fair'), level: exceptional ? 'exceptional' : 'average', line: '' },
    isExceptional: exceptional,
    unscriptedScore: [],
    weightageSource: 'default',
    weightage: { accuracy_score: 100 },
    timing: { durationSeconds: 250, handlingSeconds: 240 },
    scoredDate: '2025-01-01T10:10:00.000Z',
  };
}

export const crmFormFixture: CrmForm = {
  id: 'c1c1c1c1c1c1c1c1c1c1c1c1',
  usecaseId: 'ffffffffffffffffffffff01',
  label: 'Case notes',
  fields: [
    { label: 'Account number', control: 'account', type: 'text', options: [], value: '', maxLength: null, rows: null },
    {
      label: 'Reason',
      control: 'reason',
      type: 'select',
      options: [
        { label: 'Locked out', value: 'locked' },
        { label: 'Billing', value: 'billing' },
      ],
      value: '',
      maxLength: null,
      rows: null,
    },
    { label: 'Summary', control: 'summary', type: 'textarea', options: [], value: '', maxLength: 40, rows: null },
    {
      label: 'Verified by',
      control: 'verified',
      type: 'radio',
      options: [
        { label: 'Date of birth', value: 'dob' },
        { label: 'One-time code', value: 'otp' },
      ],
      value: '',
      maxLength: null,
      rows: null,
    },
    {
      label: 'Actions taken',
      control: 'actions',
      type: 'checkbox',
      options: [
        { label: 'Unlocked', value: 'unlock' },
        { label: 'Reset link sent', value: 'reset' },
      ],
      value: '',
      maxLength: null,
      rows: null,
    },
  ],
  isCrmRequired: true,
  updatedDate: '2025-01-01T10:00:00.000Z',
};
