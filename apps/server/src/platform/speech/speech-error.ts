import { AppError } from '../errors/app-error.js';

/**
 * Why a speech engine could not serve a request. Callers turn it into the catalogue's speech errors
 * (speechAppError), so a slow or dead engine is a clear 503/504 and never a hung request.
 */
export type SpeechFailure =
  /** The engine did not finish within its deadline (the process was killed, the request aborted). */
  | 'timeout'
  /** Every engine slot is taken and none freed up in time. */
  | 'busy'
  /** The engine cannot be started or failed (missing binary or model, non-zero exit). */
  | 'engine'
  /** A remote engine cannot be reached or answered an HTTP error. */
  | 'network'
  /** A remote engine answered something that is not its protocol. */
  | 'protocol'
  /** The engine has no model for this language. */
  | 'language';

export class SpeechUnavailableError extends Error {
  constructor(
    readonly reason: SpeechFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SpeechUnavailableError';
  }
}

/** The catalogue error a route answers with: the engine's own message says what went wrong. */
export function speechAppError(error: SpeechUnavailableError): AppError {
  const code = error.reason === 'timeout' ? 'speech_timeout' : error.reason === 'busy' ? 'speech_busy' : 'speech_unavailable';
  return new AppError(code, error.message, { reason: error.reason });
}
