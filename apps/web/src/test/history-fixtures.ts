import type { ChatScriptReply, HistoryMessage, HistoryRow, ScoreFieldsRow, ScoreSummary, ScoreSummaryRow } from '@switchboard/contracts';

export const SESSION_ID = '6650a0a0a0a0a0a0a0a0a001';
export const USECASE_ID = '6650b0b0b0b0b0b0b0b0b001';
export const HERO_ID = '6650c0c0c0c0c0c0c0c0c001';
const hex = (n: number, prefix = '6650d0d0d0d0d0d0d0d0') => `${prefix}${String(n).padStart(4, '0')}`;

export const scoreFields = (overrides: Partial<ScoreFieldsRow> = {}): ScoreFieldsRow => ({
  overAllScoreWeightage: 72,
  generatedScore: 14,
  totalScore: 20,
  disclaimerMessageScore: 4,
  welcomeMessageScore: 5,
  closingMessageScore: 3,
  accuracyScore: 3,
  accuracyCount: 4,
  accuracyPercentage: 75,
  complianceScore: 1,
  complianceCount: 1,
  resolutionScore: 1,
  resolutionCount: 2,
  ahtPercentage: 104,
  ahtScorePercentage: 96,
  ahtTargetScore: 120,
  averageTime: 8.4,
  pauseDuration: 3.5,
  deadAirScore: 4,
  deadAirPercentage: 6,
  rateOfSpeech: 142,
  rateOfSpeechScore: 5,
  typingAccuracyScore: 90,
  typingAccuracyCount: 1,
  typingSpeedScore: 80,
  typingSpeed: 38,
  empathyCount: 2,
  empathyPercentage: 100,
  probingCount: 1,
  probingPercentage: 50,
  forbiddenCount: 0,
  forbiddenPercentage: 10,
  idleTime: 61,
  idleTimeTarget: 120,
  idleTimePercentage: 51,
  numberOfSessions: 1,
  ...overrides,
});

export function historyRow(overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id: SESSION_ID,
    userSessionId: SESSION_ID,
    assessmentId: hex(1),
    useCaseId: USECASE_ID,
    useCaseName: 'Password reset with identity check',
    userId: HERO_ID,
    userName: 'Harper Hero',
    email: 'hero@demo.switchboard.test',
    batchId: hex(2),
    batchName: 'Cohort 12',
    sessionStartDateTime: '2026-11-20T09:05:00.000Z',
    completedDateTime: '2026-11-20T09:12:00.000Z',
    type: 1,
    scripted: true,
    status: 'completed',
    practiceStatus: 'completed',
    duration: '00:07:00',
    durationSeconds: 420,
    generatedScore: 14,
    totalScore: 20,
    score: 72.4,
    ahtPercentage: 104,
    trainingScore: scoreFields(),
    comment: null,
    commentedBy: null,
    isReviewed: false,
    reviewedBy: null,
    reviewedDateTime: null,
    isOwn: false,
    canReview: true,
    ...overrides,
  };
}

export function message(n: number, overrides: Partial<HistoryMessage> = {}): HistoryMessage {
  return {
    id: hex(100 + n),
    seq: n,
    sender: n % 2 === 0 ? 'system' : 'user',
    chatScript: `Line ${n}`,
    createdDate: '2026-11-20T09:06:00.000Z',
    isBotResponded: true,
    score: null,
    engineScore: null,
    isScoreEditable: false,
    isReviewed: false,
    probings: 0,
    empathies: 0,
    comment: null,
    questionId: null,
    kpiName: null,
    systemCode: null,
    botMessageKey: null,
    ...overrides,
  };
}

const bands = { lowScoreOne: { min: 0, max: 35 }, midScoreOne: { min: 36, max: 70 }, highScore: { min: 71, max: 100 } };
export function summaryRow(kpiName: ScoreSummaryRow['kpiName'], overrides: Partial<ScoreSummaryRow> = {}): ScoreSummaryRow {
  return {
    kpiName,
    applicable: true,
    value: 80,
    unit: 'percent',
    seconds: null,
    percent: 80,
    weight: 10,
    reversed: kpiName === 'forbidden_words' || kpiName === 'idle_time',
    band: null,
    bands,
    ...overrides,
  };
}

export function scoreSummary(type: 1 | 2, rows: ScoreSummaryRow[]): ScoreSummary {
  return {
    type,
    overall: { score: 72.4, band: { band: 'high', tone: 'good' } },
    response: { generatedScore: 14, totalScore: 20, percent: 70, band: { band: 'mid', tone: 'fair' } },
    averageResponseSeconds: 8.4,
    timing: { durationSeconds: 330, handlingSeconds: 312 },
    rows,
    scoredDate: '2026-11-20T09:12:00.000Z',
  };
}

export function chatScript(overrides: Partial<ChatScriptReply> = {}): ChatScriptReply {
  return {
    session: historyRow(),
    timezone: 'UTC',
    messages: [
      message(0, { chatScript: 'Hi, I am locked out of my account.' }),
      message(1, {
        chatScript: 'I am sorry to hear that, let me help.',
        score: 4,
        engineScore: 4,
        isScoreEditable: true,
        kpiName: 'welcome_score',
      }),
      message(2, { chatScript: 'Thank you.' }),
      message(3, { chatScript: 'Is there anything else?', score: 5, engineScore: 5, isScoreEditable: false, kpiName: 'closing_score' }),
    ],
    scoreSummary: scoreSummary(1, [summaryRow('accuracy_score')]),
    steps: [],
    crm: null,
    isCrmRequired: false,
    maskingEnabled: false,
    hasRecording: false,
    permissions: { canEditScores: true, canComment: true, canMarkReviewed: true },
    ...overrides,
  };
}
