import { SPEECH_AUDIO, downsample, fromInt16, toInt16, type AppendBotVoiceBody } from '@switchboard/contracts';
import { pcmFromWav, WavError } from '../../platform/audio/wav.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import type { SpeechSynthesizer } from '../../platform/speech/speech-engines.js';
import { SpeechUnavailableError, speechAppError } from '../../platform/speech/speech-error.js';
import { appendRecording, type RecordingDeps, type RecordingResult } from '../roleplay/recordings/recording-service.js';
import { voiceChoiceOf } from './voice-choice.js';

/** A bot line longer than this much audio is not a line (the text is capped too): refused rather than buffered. */
const MAX_LINE_AUDIO_BYTES = 16 * 1024 * 1024;

/**
 * The call recording of a voice practice (DESIGN §7): the advisor's turns as the speech socket heard them and
 * the bot's lines as they were spoken, appended in the order they happen, one 16 kHz mono WAV per session
 * (the recordings store keeps nothing when the group masks). Recording serves review, not the call: the
 * socket logs a failed append and the turn goes on.
 */
export function recordAdvisorTurn(deps: RecordingDeps, scope: TenantScope, userSessionId: string, pcm: Buffer[]): Promise<RecordingResult> {
  return appendRecording(deps, scope, userSessionId, Buffer.concat(pcm));
}

/** 16-bit mono samples at the recording's rate, whatever rate and channel count the engine spoke at. */
function atRecordingRate(wav: Buffer): Buffer {
  const audio = pcmFromWav(wav);
  let samples = audio.samples;
  if (audio.channels > 1) samples = samples.filter((_, i) => i % audio.channels === 0);
  if (audio.sampleRate !== SPEECH_AUDIO.sampleRate) {
    if (audio.sampleRate < SPEECH_AUDIO.sampleRate)
      throw new AppError('unsupported_media_type', `The bot voice is ${audio.sampleRate} Hz; the recording needs at least 16 kHz.`);
    samples = toInt16(downsample(fromInt16(samples), audio.sampleRate));
  }
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/**
 * POST /apigateway/ttssrvc/appendbotvoice: the line the bot just said is spoken again in the session's
 * voice (the offline engine says a line the same way every time) and appended to the call recording.
 */
export async function recordBotLine(
  deps: RecordingDeps & { synthesizer: SpeechSynthesizer },
  scope: TenantScope,
  body: AppendBotVoiceBody,
): Promise<RecordingResult> {
  const voice = await voiceChoiceOf(deps.db, scope, { userSessionId: body.userSessionId });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const speech = await deps.synthesizer.synthesize(body.text, voice);
    if (speech.contentType !== 'audio/wav')
      throw new AppError('unsupported_media_type', `The speech engine speaks ${speech.contentType}; only WAV can be recorded.`);
    for await (const chunk of speech.audio) {
      size += chunk.length;
      if (size > MAX_LINE_AUDIO_BYTES) throw new AppError('payload_too_large', 'The bot line is too long to record.');
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof SpeechUnavailableError ? speechAppError(error) : error;
  }
  let pcm: Buffer;
  try {
    pcm = atRecordingRate(Buffer.concat(chunks));
  } catch (error) {
    if (error instanceof WavError) throw new AppError('unsupported_media_type', `The bot voice is not usable audio: ${error.message}.`);
    throw error;
  }
  return appendRecording(deps, scope, body.userSessionId, pcm);
}
