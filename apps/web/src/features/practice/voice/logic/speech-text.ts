import { parseSpeechReply } from '@switchboard/contracts';

/**
 * Speech socket replies (DESIGN §7, roleplay.md §7): text frames `true;<text>` (final) and
 * `false;<text>` (partial). A final is appended to the final string; a partial stands in for the words
 * still being recognised until the next frame.
 */
export interface SpeechFrame {
  final: boolean;
  text: string;
}

export interface RecognisedSpeech {
  finals: string;
  partial: string;
}

export const NO_SPEECH: RecognisedSpeech = { finals: '', partial: '' };

/** Reads one reply (the contracts' parseSpeechReply); anything that is not `true;…` or `false;…` is null. */
export const parseSpeechFrame = (data: unknown): SpeechFrame | null => (typeof data === 'string' ? parseSpeechReply(data) : null);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function applySpeechFrame(speech: RecognisedSpeech, frame: SpeechFrame): RecognisedSpeech {
  const text = squash(frame.text);
  if (!frame.final) return { finals: speech.finals, partial: text };
  return { finals: text === '' ? speech.finals : squash(`${speech.finals} ${text}`), partial: '' };
}

/** What was said so far: the finals, then the words still being recognised. */
export const recognisedText = (speech: RecognisedSpeech) => squash(`${speech.finals} ${speech.partial}`);
