/**
 * The two speech interfaces every engine adapter implements (DESIGN §7): recognition of a live stream
 * of 16 kHz mono 16-bit PCM, and synthesis of a bot line to audio. Adapters: pocketsphinx (offline
 * default), a Vosk server, Whisper-compatible HTTP for recognition; espeak-ng (offline default) and an
 * OpenAI-compatible speech endpoint for synthesis.
 */

/** What the recogniser may expect at this point of the conversation (a scripted step). */
export interface RecognitionHints {
  /** The replies expected now: the step's recommended answers (and chips on a select-one step). */
  answers: readonly string[];
  /** Other words of the conversation, likely in an off-script reply. */
  vocabulary: readonly string[];
}

export interface RecognitionOptions {
  /** BCP 47 code, e.g. en-US. */
  language: string;
  hints?: RecognitionHints;
}

export interface RecognitionResult {
  text: string;
  /** True for a settled piece of text (appended to what was said); false for a guess that may still change. */
  final: boolean;
}

/** One advisor turn being recognised. Audio goes in as it arrives; results come out through `onResult`. */
export interface RecognitionStream {
  /** 16 kHz mono signed 16-bit little-endian samples, any length (the browser sends 2048-sample blocks). */
  write(pcm: Buffer): void;
  /** No more audio: resolves once every final result was delivered (or rejects with SpeechUnavailableError). */
  end(): Promise<void>;
  /** Stops at once and frees the engine (the socket went away). */
  abort(): void;
}

export interface SpeechRecognizer {
  readonly engine: string;
  /**
   * Starts a stream; rejects with SpeechUnavailableError when the engine cannot take it (no slot, no
   * model for the language, unreachable). `onResult` is called for every partial and final result.
   */
  open(options: RecognitionOptions, onResult: (result: RecognitionResult) => void): Promise<RecognitionStream>;
}

export interface VoiceChoice {
  /** BCP 47 code of the bot's language. */
  language: string;
  /** The engine's own voice name (espeak-ng: en-us+f3), from the voice setting; null: the language's default. */
  voice: string | null;
  /** Speaking rate relative to normal (the voice setting's rate). */
  rate: number;
}

export interface SynthesizedSpeech {
  contentType: string;
  /** The audio as the engine produces it: the first bytes can be sent before the last are made. */
  audio: AsyncIterable<Buffer>;
}

export interface SpeechSynthesizer {
  readonly engine: string;
  /** Rejects with SpeechUnavailableError when no audio can be produced; the audio stream itself may fail later (then it throws one). */
  synthesize(text: string, voice: VoiceChoice, signal?: AbortSignal): Promise<SynthesizedSpeech>;
}
