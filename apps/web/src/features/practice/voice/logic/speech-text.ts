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

/** Reads one reply; anything that is not `true;…` or `false;…` is not a recognition frame (null). */
export function parseSpeechFrame(data: unknown): SpeechFrame | null {
  if (typeof data !== 'string') return null;
  const separator = data.indexOf(';');
  if (separator < 0) return null;
  const flag = data.slice(0, separator).trim().toLowerCase();
  if (flag !== 'true' && flag !== 'false') return null;
  return { final: flag === 'true', text: data.slice(separator + 1) };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function applySpeechFrame(speech: RecognisedSpeech, frame: SpeechFrame): RecognisedSpeech {
  const text = squash(frame.text);
  if (!frame.final) return { finals: speech.finals, partial: text };
  return { finals: text === '' ? speech.finals : squash(`${speech.finals} ${text}`), partial: '' };
}

/** What was said so far: the finals, then the words still being recognised. */
export const recognisedText = (speech: RecognisedSpeech) => squash(`${speech.finals} ${speech.partial}`);
