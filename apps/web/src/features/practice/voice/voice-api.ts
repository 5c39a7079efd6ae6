import {
  chatAnswerReply,
  parseVoiceSetting,
  SPEECH_SOCKET,
  speechStatusReply,
  type AppendBotVoiceBody,
  type Assessment,
  type BotVoiceStreamBody,
  type ChatAnswerBody,
} from '@switchboard/contracts';
import { http, requestBlob } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';

/** The voice calls of roleplay.md §7 (Practice sessions, Speech and audio). */
export const voiceApi = {
  /** POST /apigateway/tbsrvc/voice/prompt: a spoken answer, with its voice and pause durations. */
  answer: async (body: ChatAnswerBody) => parseReply(chatAnswerReply, await http.post('/apigateway/tbsrvc/voice/prompt', body)),

  /** POST /apigateway/ttssrvc/botvoicestream: the bot's line as audio, in the practice item's voice. */
  botVoice: (body: BotVoiceStreamBody, signal?: AbortSignal) => requestBlob('POST', '/apigateway/ttssrvc/botvoicestream', { body, signal }),

  /** GET /apigateway/ttssrvc/status: whether the bot's voice and speech recognition work on this server. */
  status: async (signal?: AbortSignal) => parseReply(speechStatusReply, await http.get('/apigateway/ttssrvc/status', { signal })),

  /** POST /apigateway/ttssrvc/appendbotvoice: a line the advisor hears goes into the call recording. */
  appendBotVoice: (body: AppendBotVoiceBody) => http.post<string>('/apigateway/ttssrvc/appendbotvoice', body, { responseType: 'text' }),
};

/** GET /apigateway/sttsrvc/stream (DESIGN §7): the speech socket on this origin. */
export const speechSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SPEECH_SOCKET.path}`;

/** The voice a bot line is spoken in: the assessment's voice setting when it is one, and its language. */
export function botVoiceOf(assessment: Pick<Assessment, 'selectedVoice' | 'language'>): Omit<BotVoiceStreamBody, 'text'> {
  return parseVoiceSetting(assessment.selectedVoice)
    ? { selectedVoice: assessment.selectedVoice, language: assessment.language }
    : { language: assessment.language };
}
