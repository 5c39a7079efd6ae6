import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SPEECH_AUDIO, SPEECH_SOCKET, speechReply, speechStreamStart } from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { AppError } from '../../platform/errors/app-error.js';
import { sameOrigin } from '../../platform/policy/enforce-policies.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import type { RecognitionStream } from '../../platform/speech/speech-engines.js';
import { SpeechUnavailableError } from '../../platform/speech/speech-error.js';
import { recordAdvisorTurn } from './call-recording.js';
import { turnContext } from './turn-context.js';

const CODES = SPEECH_SOCKET.closeCodes;
const MAX_TURN_BYTES = SPEECH_SOCKET.maxTurnSeconds * SPEECH_AUDIO.sampleRate * 2;
/** A start message that never comes must not hold the socket open. */
const START_TIMEOUT_MS = 10_000;

/** A close reason is at most 123 bytes. */
const reasonOf = (message: string) =>
  Buffer.from(message)
    .subarray(0, 120)
    .toString()
    .replace(/\uFFFD+$/, '');

function closeCodeOf(error: unknown): { code: number; reason: string } {
  if (error instanceof SpeechUnavailableError)
    return { code: error.reason === 'timeout' ? CODES.timeout : CODES.unavailable, reason: error.message };
  if (error instanceof AppError) {
    const byStatus: Record<number, number> = { 400: CODES.badRequest, 403: CODES.forbidden, 404: CODES.notFound, 409: CODES.conflict };
    return { code: byStatus[error.status] ?? CODES.unavailable, reason: error.message };
  }
  return { code: 1011, reason: 'internal error' };
}

const isEnd = (text: string) => {
  try {
    return (JSON.parse(text) as { eof?: unknown }).eof === 1;
  } catch {
    return false;
  }
};

/**
 * GET /apigateway/sttsrvc/stream (DESIGN §7): one advisor turn of a voice call. Signed in like any route
 * (the cookie only with our own Origin; any foreign Origin is refused here whatever the credential). The
 * first frame names the session (JSON); binary frames are 16 kHz Int16 PCM; `{"eof":1}` ends the turn.
 * Replies are `true;<text>` / `false;<text>`; the socket closes 1000 after the last final, 44xx when the
 * start is refused (the HTTP status + 4000), 4503/4504 when the recogniser fails, 1009 past 64 KiB.
 */
export function registerSpeechSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    SPEECH_SOCKET.path,
    {
      websocket: true,
      config: { policy: policy.signedIn({ rate: 'heavy' }) },
      schema: { hide: true },
      onRequest: async (request) => {
        if (request.headers.origin && !sameOrigin(request, deps.config.PUBLIC_ORIGIN ?? null)) throw new AppError('csrf_rejected');
      },
    },
    (socket: WebSocket, request) => {
      const scope = tenantScopeOf(request);
      let phase: 'waiting' | 'starting' | 'streaming' | 'ending' | 'closed' = 'waiting';
      let stream: RecognitionStream | null = null;
      // Audio that arrives while the recogniser starts is held (bounded by the turn's limit) and then passed on.
      let early: Buffer[] = [];
      let turnBytes = 0;
      // The turn's audio for the call recording (bounded by the turn's limit).
      const heard: Buffer[] = [];
      let userSessionId: string | null = null;

      const close = (code: number, reason: string) => {
        if (phase === 'closed') return;
        phase = 'closed';
        stream?.abort();
        if (socket.readyState === socket.OPEN) socket.close(code, reasonOf(reason));
      };
      const fail = (error: unknown) => {
        if (!(error instanceof SpeechUnavailableError || error instanceof AppError))
          request.log.error({ err: error }, 'speech socket failed');
        const { code, reason } = closeCodeOf(error);
        close(code, reason);
      };
      const startTimer = setTimeout(() => close(CODES.badRequest, 'No start message.'), START_TIMEOUT_MS);

      const finish = async () => {
        if (phase !== 'streaming' || !stream) return;
        phase = 'ending';
        try {
          await stream.end();
          // Recorded before the close, so the turn is in the recording before the bot's answer to it.
          if (heard.length > 0 && userSessionId) {
            await recordAdvisorTurn({ db: deps.db, files: deps.files }, scope, userSessionId, heard).catch((error: unknown) =>
              request.log.warn({ err: error }, 'advisor turn not recorded'),
            );
          }
          close(CODES.done, 'done');
        } catch (error) {
          fail(error);
        }
      };

      const start = async (text: string) => {
        phase = 'starting';
        clearTimeout(startTimer);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new AppError('bad_request', 'The first message must be the JSON start message.');
        }
        const parsed = speechStreamStart.safeParse(json);
        if (!parsed.success) throw new AppError('bad_request', `Start message: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        const context = await turnContext(deps.db, scope, parsed.data);
        const opened = await deps.speech.recognizer.open({ language: context.language, hints: context.hints ?? undefined }, (result) => {
          if (socket.readyState === socket.OPEN) socket.send(speechReply(result.final, result.text));
        });
        if (phase !== 'starting') {
          opened.abort();
          return;
        }
        stream = opened;
        userSessionId = context.userSessionId;
        phase = 'streaming';
        for (const chunk of early) stream.write(chunk);
        early = [];
        if (endRequested) await finish();
      };

      let endRequested = false;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (phase === 'closed' || phase === 'ending') return;
        if (!isBinary) {
          const text = data.toString();
          if (phase === 'waiting') {
            start(text).catch(fail);
          } else if (isEnd(text)) {
            endRequested = true;
            void finish();
          } else {
            close(CODES.badRequest, 'Unexpected text message.');
          }
          return;
        }
        if (phase === 'waiting') return close(CODES.badRequest, 'Send the start message before audio.');
        if (data.length % 2 !== 0) return close(CODES.badRequest, 'Audio frames carry whole 16-bit samples.');
        turnBytes += data.length;
        // A microphone left open ends the turn with what was heard so far.
        if (turnBytes > MAX_TURN_BYTES) return void finish();
        heard.push(data);
        if (phase === 'starting') return void early.push(data);
        stream?.write(data);
      });
      socket.on('close', () => {
        clearTimeout(startTimer);
        if (phase !== 'closed') {
          phase = 'closed';
          stream?.abort();
        }
      });
    },
  );
}
