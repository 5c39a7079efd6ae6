import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appendBotVoiceBody, botVoiceStreamBody, errorReply, speechStatusReply } from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { AppError } from '../../platform/errors/app-error.js';
import { SpeechUnavailableError, speechAppError } from '../../platform/speech/speech-error.js';
import { recordBotLine } from './call-recording.js';
import { registerSpeechSocket } from './speech-socket.js';
import { voiceChoiceOf } from './voice-choice.js';

const tags = ['speech'];

/** Speech (roleplay.md §7 Speech and audio): the bot's voice and the advisor's speech socket. */
export function speechRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/apigateway/ttssrvc/status', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "Whether the bot's voice and speech recognition can work on this server (the call screen warns before a call)",
      response: { 200: speechStatusReply, 401: errorReply },
    },
    handler: () => deps.speech.status,
  });

  r.post('/apigateway/ttssrvc/botvoicestream', {
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    schema: {
      tags,
      summary: "A bot line as audio in the practice item's voice (a WAV streamed as the synthesiser speaks)",
      body: botVoiceStreamBody,
      produces: ['audio/wav', 'audio/mpeg'],
      response: {
        200: z.any().describe('audio'),
        400: errorReply,
        401: errorReply,
        403: errorReply,
        404: errorReply,
        503: errorReply,
        504: errorReply,
      },
    },
    handler: async (request, reply) => {
      // A client that goes away stops the engine: nobody will hear the rest.
      const engine = deps.speech.status.synthesis;
      if (!engine.available) {
        throw new AppError('speech_unavailable', `The customer's voice is unavailable: this server is missing ${engine.missing}.`, {
          reason: 'engine',
        });
      }
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      const voice = await voiceChoiceOf(deps.db, tenantScopeOf(request), request.body);
      const speech = await deps.speech.synthesizer.synthesize(request.body.text, voice, controller.signal).catch((error: unknown) => {
        throw error instanceof SpeechUnavailableError ? speechAppError(error) : error;
      });
      const audio = Readable.from(speech.audio);
      // Past the first byte the status is sent: a later engine failure can only cut the stream short.
      audio.on('error', (error) => request.log.warn({ err: error }, 'bot voice stream cut short'));
      return reply.header('content-type', speech.contentType).header('cache-control', 'no-store').send(audio);
    },
  });

  r.post('/apigateway/ttssrvc/appendbotvoice', {
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    schema: {
      tags,
      summary: "Appends a bot line the advisor heard to the session's call recording (nothing is kept when the group masks)",
      body: appendBotVoiceBody,
      produces: ['text/plain'],
      response: {
        200: z.enum(['stored', 'masked']).describe('stored, or masked when the group keeps no recordings'),
        400: errorReply,
        401: errorReply,
        403: errorReply,
        404: errorReply,
        413: errorReply,
        415: errorReply,
        503: errorReply,
        504: errorReply,
      },
    },
    handler: async (request, reply) => {
      const result = await recordBotLine(
        { db: deps.db, files: deps.files, synthesizer: deps.speech.synthesizer },
        tenantScopeOf(request),
        request.body,
      );
      return reply.type('text/plain; charset=utf-8').send(result.stored ? 'stored' : 'masked');
    },
  });

  registerSpeechSocket(app, deps);
}
