import { z } from 'zod';
import { objectId } from './common.js';
import { roleplayType } from './roleplay-common.js';

/**
 * Practice sessions (roleplay.md §3 Conversation entry / Chat-answer request / Response, §7 Practice
 * sessions). Times the client measures are milliseconds; typing speed is words per minute.
 */

/** The bot message keys of roleplay.md §8 (the chat screen translates them). */
export const PRACTICE_BOT_KEYS = [
  'agentcustomer',
  'usecasenotconfigured',
  'selectfirst',
  'internetconnectivityissue',
  'notrespond',
  'selectone',
  'notsutablans',
  'trainingcomplete',
] as const;
export type PracticeBotKey = (typeof PRACTICE_BOT_KEYS)[number];

/** System codes a reply may carry (roleplay.md §8); NOTRESPOND: the AI customer did not answer in time. */
export const PRACTICE_SYSTEM_CODES = [
  'NOTSUTABLANS',
  'SELECTONE',
  'SELECTFIRST',
  'TRAININGCOMPLETE',
  'USECASENOTCONFIGURED',
  'NOTRESPOND',
] as const;
export type PracticeSystemCode = (typeof PRACTICE_SYSTEM_CODES)[number];

/** Shown when an unscripted practice could not get a session id (roleplay.md §8). */
export const UNABLE_TO_CREATE_VOICE_SESSION = 'Unable To Create Voice Practice Session';

/** maxTypingWpm: far past any person's typing (records are near 300 wpm); a faster reading is not typing. */
export const PRACTICE_TEXT_LIMITS = { maxMessageLength: 2000, maxIntents: 50, maxTypingWpm: 1000 } as const;

/** GET /apigateway/tbsrvc/nlp/validatidation/{assessmentId} */
export const assessmentIdParams = z.object({ assessmentId: objectId });
export const nlpValidationReply = z.object({
  assessmentId: objectId,
  /** True when the practice item can be understood: a scripted one has steps, an unscripted one has a customer. */
  canNLPApplied: z.boolean(),
  nluEnabled: z.boolean(),
  scripted: z.boolean(),
  /** Unscripted only: who plays the customer ('llm' when a provider is configured). */
  provider: z.enum(['script', 'llm', 'persona']),
});
export type NlpValidationReply = z.infer<typeof nlpValidationReply>;

/** An answer chip of a prompt (roleplay.md §3 promptUtterances). `id` is what a chip choice sends as utteranceId. */
export const promptUtterance = z.object({
  id: z.number().int().min(0),
  promptId: z.string(),
  promptText: z.string(),
  text: z.string(),
  resolutionPrompt: z.boolean().optional(),
  compliancePrompt: z.boolean().optional(),
});
export type PromptUtterance = z.infer<typeof promptUtterance>;

/** A transcript entry (roleplay.md §3): what the customer asked, the reply given, the recommended answers. */
export const transcriptEntry = z.object({
  question: z.string(),
  givenResponse: z.string(),
  recommendedAnswer: z.array(z.string()),
});
export type TranscriptEntry = z.infer<typeof transcriptEntry>;

/** A conversation entry (roleplay.md §3): 'system' is the bot (customer line or system message), 'user' the advisor. */
export const conversationEntry = z.object({
  type: z.enum(['user', 'system']),
  question: z.string().nullable(),
  message: z.string(),
  timestamp: z.string(),
  questionId: z.string().nullable(),
  promptId: z.string().nullable(),
  promptUtterances: z.array(promptUtterance),
  transcriptData: transcriptEntry.nullable(),
  isSelectOneQuestion: z.boolean(),
  /** System messages only: the §8 code and bot message key; null on customer lines and advisor replies. */
  systemCode: z.enum(PRACTICE_SYSTEM_CODES).nullable(),
  botMessageKey: z.enum(PRACTICE_BOT_KEYS).nullable(),
  customerOpeningMessage: z.string().nullable().optional(),
  senarioSessionId: z.string().nullable().optional(),
  /**
   * Coaching, in the roleplay's language: on the non-matching notice, what the refused reply missed or
   * got wrong; on a reply that used the step's last attempt, the same, with a model answer.
   */
  hint: z.string().nullable().optional(),
  modelAnswer: z.string().nullable().optional(),
});
export type ConversationEntry = z.infer<typeof conversationEntry>;

/** POST /apigateway/tbsrvc/usersession (roleplay.md §7). Trainer and batch come from the server's records. */
export const userSessionBody = z.object({
  assessmentId: objectId,
  batchName: z.string().max(200).nullable().optional(),
  trainerId: objectId.nullable().optional(),
  trainerName: z.string().max(200).nullable().optional(),
  guided: z.boolean().nullable().optional(),
  trainingTarget: z.number().int().min(0).nullable().optional(),
  uniqueId: objectId.nullable().optional(),
  hostName: z.string().max(255).nullable().optional(),
  systemIP: z.string().max(64).nullable().optional(),
});
export type UserSessionBody = z.infer<typeof userSessionBody>;

export const USER_SESSION_STATUSES = ['active', 'completed'] as const;

/** A user session (one practice attempt) with the conversation so far. */
export const userSession = z.object({
  id: objectId,
  userSessionId: objectId,
  assessmentId: objectId,
  usecaseId: objectId,
  userId: objectId,
  name: z.string(),
  type: roleplayType,
  scripted: z.boolean(),
  status: z.enum(USER_SESSION_STATUSES),
  isChatCompleted: z.boolean(),
  canNLPApplied: z.boolean(),
  batchId: objectId.nullable(),
  batchName: z.string().nullable(),
  trainerId: objectId.nullable(),
  trainerName: z.string().nullable(),
  guided: z.boolean(),
  trainingTarget: z.number().int().nullable(),
  uniqueId: objectId,
  threshold: z.number().int(),
  maxRetryCount: z.number().int(),
  language: z.string(),
  realTimeFeedback: z.boolean(),
  liveTranscript: z.boolean(),
  visibilityId: z.number().int(),
  /** CRM: enabled when the group requires it (is_CRM_required) and the use case has a form. */
  isCrmEnabled: z.boolean(),
  isCrmSubmitted: z.boolean(),
  /** Current step (scripted): what the next answer answers. */
  questionId: z.string().nullable(),
  latestQuestionId: z.string().nullable(),
  latestPromptId: z.string().nullable(),
  answerRetryCount: z.number().int(),
  isTextBoxDisabled: z.boolean(),
  /** Unscripted: the scenario, once created. */
  senarioSessionId: objectId.nullable(),
  customerOpeningMessage: z.string().nullable(),
  conversations: z.array(conversationEntry),
  durationSeconds: z.number().int(),
  /** hh:mm:ss */
  duration: z.string(),
  sessionStartDateTime: z.string(),
  completedDate: z.string().nullable(),
});
export type UserSession = z.infer<typeof userSession>;
export const userSessionIdParams = z.object({ userSessionId: objectId });
export const idParams = z.object({ id: objectId });

/** Optional context for language understanding (roleplay.md §3 intents). Stored with the turn, never trusted for scoring. */
export const chatIntents = z
  .object({
    prompts: z.array(z.string().max(PRACTICE_TEXT_LIMITS.maxMessageLength)).max(PRACTICE_TEXT_LIMITS.maxIntents).optional(),
    agentResponse: z.string().max(PRACTICE_TEXT_LIMITS.maxMessageLength).optional(),
    history: z
      .array(
        z.object({
          customerQuestion: z.string().max(PRACTICE_TEXT_LIMITS.maxMessageLength),
          agentAnswer: z.string().max(PRACTICE_TEXT_LIMITS.maxMessageLength),
        }),
      )
      .max(PRACTICE_TEXT_LIMITS.maxIntents)
      .optional(),
  })
  .optional();

const timingMs = z
  .number()
  .int()
  .min(0)
  .max(24 * 3_600_000);

/**
 * POST /apigateway/tbsrvc/prompt (chat) and /voice/prompt: the chat-answer request of roleplay.md §3.
 * Either a chip choice (promptId + utteranceId) or free text (message with typingDuration/typingSpeed).
 * questionId + answerRetryCount say which question the answer is for: a repeat of an answered request gets
 * the stored reply again, an answer to a question already gone is refused (409). threshold and
 * maxRetryCount are the use case's: the server uses its own copy and ignores the client's.
 */
export const chatAnswerBody = z
  .object({
    userSessionId: objectId,
    assessmentId: objectId,
    questionId: z.string().max(64),
    answerRetryCount: z.number().int().min(0).max(20),
    idleTime: timingMs.default(0),
    botTimeTaken: timingMs.default(0),
    maxRetryCount: z.number().int().min(0).max(20).optional(),
    threshold: z.number().min(0).max(100).optional(),
    canNLPApplied: z.boolean().optional(),
    promptId: z.string().max(64).optional(),
    utteranceId: z.number().int().min(0).optional(),
    message: z.string().max(PRACTICE_TEXT_LIMITS.maxMessageLength).optional(),
    typingDuration: timingMs.optional(),
    typingSpeed: z.number().min(0).max(PRACTICE_TEXT_LIMITS.maxTypingWpm).optional(),
    /** Voice prompts: length of the spoken answer and the silence before it. */
    voiceDuration: timingMs.optional(),
    pauseDuration: timingMs.optional(),
    nluPromptId: z.string().max(64).nullable().optional(),
    intents: chatIntents,
  })
  .superRefine((body, ctx) => {
    const chip = body.utteranceId !== undefined;
    const text = body.message !== undefined && body.message.trim() !== '';
    if (chip === text) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Send either a chip choice (promptId and utteranceId) or a message' });
    }
    if (chip && body.promptId === undefined)
      ctx.addIssue({ code: 'custom', path: ['promptId'], message: 'A chip choice needs its promptId' });
  });
export type ChatAnswerBody = z.input<typeof chatAnswerBody>;

/** The prompt reply (roleplay.md §3 Response) plus the bot's next messages as conversation entries. */
export const chatAnswerReply = z.object({
  userSessionId: objectId,
  /** The bot's last line (the next question, or the system message when there is none). */
  message: z.string(),
  question: z.string().nullable(),
  questionId: z.string().nullable(),
  promptId: z.string().nullable(),
  promptUtterances: z.array(promptUtterance),
  /** The answered question, the reply and the recommended answers; null unless real-time feedback is on. */
  transcriptData: transcriptEntry.nullable(),
  /** Failed attempts at the current question (send it back with the next answer). */
  answerRetryCount: z.number().int(),
  isChatComplited: z.boolean(),
  isSelectOneQuestion: z.boolean(),
  isTextBoxDisabled: z.boolean(),
  systemCodes: z.array(z.enum(PRACTICE_SYSTEM_CODES)),
  /** The advisor's answer as stored, then the bot's messages, in order. */
  conversations: z.array(conversationEntry),
  matched: z.boolean().nullable(),
  /**
   * When the reply was refused: one specific hint in the roleplay's language (what was missing or
   * wrong), as much as the visibility mode reveals. Null when it matched.
   */
  hint: z.string().nullable().optional(),
  /** When the step was just failed for good (its last retry): a model answer, in the roleplay's language. */
  modelAnswer: z.string().nullable().optional(),
  /** True when this is the stored reply of a request already answered (a client retry). */
  replayed: z.boolean(),
});
export type ChatAnswerReply = z.infer<typeof chatAnswerReply>;

/** POST /apigateway/tbsrvc/chat/complete (DESIGN §5). Scripted: session id and response time; unscripted: scenario and use case. */
export const chatCompleteBody = z.union([
  z.object({ userSessionId: objectId, responseTime: timingMs.optional() }),
  z.object({ senarioSessionId: objectId, usecaseId: objectId }),
]);
export const chatCompleteReply = z.object({
  userSessionId: objectId,
  assessmentId: objectId,
  isChatCompleted: z.literal(true),
  /** True when the advisor ended before the last step (the rest counts as unanswered). */
  endedEarly: z.boolean(),
  completedDate: z.string(),
});

/** POST /apigateway/tbsrvc/transcripts: saves the session's transcript (built from the stored turns). */
export const saveTranscriptBody = z.object({ userSessionId: objectId, batchId: objectId.nullable().optional() });
export const transcriptReply = z.object({
  userSessionId: objectId,
  batchId: objectId.nullable(),
  transcript: z.array(transcriptEntry),
  savedDate: z.string(),
});

/** POST /apigateway/tbsrvc/usersession/{id}/usage: the item timer's total (repeats and beacons keep the largest). */
export const usageBody = z.object({
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  idleSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export const usageReply = z.object({
  userSessionId: objectId,
  durationSeconds: z.number().int(),
  duration: z.string(),
  idleSeconds: z.number().int(),
});

/** hh:mm:ss of whole seconds (roleplay.md §9). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

// ── Unscripted (AI customer) ─────────────────────────────────────────────────

/** POST /apigateway/tbsrvc/unscripted/scenario */
export const unscriptedScenarioBody = z.object({ userSessionId: objectId, assessmentId: objectId.optional() });
export const unscriptedScenarioReply = z.object({
  userSessionId: objectId,
  /** Missing means the client shows 'Unable To Create Voice Practice Session'. */
  senarioSessionId: objectId.nullable(),
  customerOpeningMessage: z.string(),
  provider: z.enum(['llm', 'persona']),
  /** True when the LLM was configured but did not answer: the built-in customer plays instead. */
  degraded: z.boolean(),
  notice: z.string().nullable(),
  conversations: z.array(conversationEntry),
});
export type UnscriptedScenarioReply = z.infer<typeof unscriptedScenarioReply>;

/** POST /apigateway/tbsrvc/unscripted/prompt */
export const unscriptedPromptBody = z.object({
  senarioSessionId: objectId,
  userSessionId: objectId,
  message: z.string().trim().min(1, 'Type a message').max(PRACTICE_TEXT_LIMITS.maxMessageLength),
  /** How many messages the client has seen (advisor + customer); a repeat of an answered request gets its stored reply. */
  turn: z.number().int().min(0),
  idleTime: timingMs.default(0),
  botTimeTaken: timingMs.default(0),
  typingDuration: timingMs.optional(),
  typingSpeed: z.number().min(0).max(PRACTICE_TEXT_LIMITS.maxTypingWpm).optional(),
  voiceDuration: timingMs.optional(),
  pauseDuration: timingMs.optional(),
  nluPromptId: z.string().max(64).nullable().optional(),
  intents: chatIntents,
});
export type UnscriptedPromptBody = z.input<typeof unscriptedPromptBody>;
export const unscriptedPromptReply = z.object({
  userSessionId: objectId,
  senarioSessionId: objectId,
  /** The customer's reply, or the notrespond text when the AI customer did not answer (then nothing is recorded: send again). */
  message: z.string(),
  isChatComplited: z.boolean(),
  /** How the customer ended the conversation, when it did. */
  ending: z.enum(['resolved', 'hung-up', 'timeout', 'unresolved']).nullable(),
  degraded: z.boolean(),
  systemCodes: z.array(z.enum(PRACTICE_SYSTEM_CODES)),
  conversations: z.array(conversationEntry),
  /** The next `turn` to send. */
  turn: z.number().int(),
  replayed: z.boolean(),
});
export type UnscriptedPromptReply = z.infer<typeof unscriptedPromptReply>;

/** POST /apigateway/tbsrvc/unscripted/evaluation: see roleplay-scores.ts for the reply. */
export const unscriptedEvaluationBody = z.object({ senarioSessionId: objectId, userSessionId: objectId });
