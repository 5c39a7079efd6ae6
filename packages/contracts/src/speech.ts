import { z } from 'zod';
import { objectId } from './common.js';
import { PRACTICE_TEXT_LIMITS } from './roleplay-chat.js';
import { languageCode, voiceSettingString } from './roleplay-voice.js';

/**
 * The speech socket `GET /apigateway/sttsrvc/stream` (DESIGN §5, §7). The client's first message is a
 * JSON text frame (speechStreamStart); then binary frames of 16 kHz mono signed 16-bit little-endian
 * PCM (2048-sample blocks from the browser); then the text frame `{"eof":1}` when the advisor stops
 * talking. The server answers text frames `true;<text>` (final: append it to what was said) and
 * `false;<text>` (partial: show it until the next reply), and closes with 1000 after the last final.
 */
export const SPEECH_SOCKET = {
  path: '/apigateway/sttsrvc/stream',
  /** Largest frame accepted; a larger one closes the socket with 1009 (message too big). */
  maxFrameBytes: 64 * 1024,
  /** Text frame that ends the advisor's turn. */
  endMessage: '{"eof":1}',
  /** A turn longer than this is ended by the server (a microphone left open must not hold an engine). */
  maxTurnSeconds: 120,
  /** Close codes: 1000 done, 1009 frame too big; 44xx mirror the HTTP statuses of a refused start. */
  closeCodes: {
    done: 1000,
    tooBig: 1009,
    badRequest: 4400,
    sessionEnded: 4401,
    forbidden: 4403,
    notFound: 4404,
    conflict: 4409,
    unavailable: 4503,
    timeout: 4504,
  },
} as const;

/** The first frame: which practice attempt the speech answers. */
export const speechStreamStart = z.object({
  assessmentId: objectId,
  userSessionId: objectId,
  /** The bot language; must be the practice item's. */
  language: languageCode,
  /** False: recognise freely instead of with the current step's grammar (default true on scripted steps). */
  grammar: z.boolean().optional(),
});
export type SpeechStreamStart = z.infer<typeof speechStreamStart>;

/** `true;<text>` or `false;<text>` (roleplay.md §7 Speech and audio). */
export function speechReply(final: boolean, text: string): string {
  return `${final};${text}`;
}

export function parseSpeechReply(message: string): { final: boolean; text: string } | null {
  const m = /^(true|false);([\s\S]*)$/.exec(message);
  return m ? { final: m[1] === 'true', text: m[2]! } : null;
}

/**
 * POST /apigateway/ttssrvc/botvoicestream: a bot line to speak. The voice is the practice item's when
 * `userSessionId` names one of the caller's sessions, else `selectedVoice` (a voice setting string),
 * else the default voice of `language` (en-US when absent).
 */
export const botVoiceStreamBody = z.object({
  text: z.string().trim().min(1).max(PRACTICE_TEXT_LIMITS.maxMessageLength),
  userSessionId: objectId.optional(),
  selectedVoice: voiceSettingString.optional(),
  language: languageCode.optional(),
});
export type BotVoiceStreamBody = z.infer<typeof botVoiceStreamBody>;

/**
 * POST /apigateway/ttssrvc/appendbotvoice: a bot line the advisor just heard, appended to the session's
 * call recording (roleplay.md §3 botDialogue's append-to-recording flag). Replies text: `stored`, or
 * `masked` when the group keeps no recordings.
 */
export const appendBotVoiceBody = z.object({
  userSessionId: objectId,
  text: z.string().trim().min(1).max(PRACTICE_TEXT_LIMITS.maxMessageLength),
});
export type AppendBotVoiceBody = z.infer<typeof appendBotVoiceBody>;

/** One speech engine as the server found it at start: a local engine needs its program (and model). */
export const speechEngineStatus = z.object({
  engine: z.string(),
  available: z.boolean(),
  /** What is missing, for the operator: the program or model and the package that provides it; null when available. */
  missing: z.string().nullable(),
});
export type SpeechEngineStatus = z.infer<typeof speechEngineStatus>;

/** GET /apigateway/ttssrvc/status: whether the bot's voice and speech recognition can work on this server. */
export const speechStatusReply = z.object({ synthesis: speechEngineStatus, recognition: speechEngineStatus });
export type SpeechStatusReply = z.infer<typeof speechStatusReply>;
