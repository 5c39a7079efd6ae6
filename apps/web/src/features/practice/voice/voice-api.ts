import { chatAnswerReply, type ChatAnswerBody } from '@switchboard/contracts';
import { http, requestBlob } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';

/** The voice calls of roleplay.md §7 (Practice sessions, Speech and audio). */
export const voiceApi = {
  /** POST /apigateway/tbsrvc/voice/prompt: a spoken answer, with its voice and pause durations. */
  answer: async (body: ChatAnswerBody) => parseReply(chatAnswerReply, await http.post('/apigateway/tbsrvc/voice/prompt', body)),

  /** POST /apigateway/ttssrvc/botvoicestream: the bot's line as audio. */
  botVoice: (body: { text: string; userSessionId: string; assessmentId: string }, signal?: AbortSignal) =>
    requestBlob('POST', '/apigateway/ttssrvc/botvoicestream', { body, signal }),
};

/** GET /apigateway/sttsrvc/stream (DESIGN §7): the speech socket on this origin. */
export const SPEECH_SOCKET_PATH = '/apigateway/sttsrvc/stream';
export const speechSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SPEECH_SOCKET_PATH}`;
