import { parseVoiceSetting, type BotVoiceStreamBody } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import type { VoiceChoice } from '../../platform/speech/speech-engines.js';
import { ownSessionWithAssessment } from '../roleplay/practice/session-access.js';

function fromSetting(selectedVoice: string | undefined, language: string | undefined): VoiceChoice {
  const setting = selectedVoice ? parseVoiceSetting(selectedVoice) : null;
  if (setting) return { language: setting.languageCd, voice: setting.botVoice, rate: setting.rate };
  return { language: language ?? 'en-US', voice: null, rate: 1 };
}

/**
 * The voice a bot line is spoken with: the practice item's voice setting (language, rate, voice name)
 * when the line belongs to one of the caller's sessions (another group's is 404, another user's 403),
 * else the voice setting sent, else the language's default voice.
 */
export async function voiceChoiceOf(
  db: Database,
  scope: TenantScope,
  body: Pick<BotVoiceStreamBody, 'userSessionId' | 'selectedVoice' | 'language'>,
): Promise<VoiceChoice> {
  if (!body.userSessionId) return fromSetting(body.selectedVoice, body.language);
  const { selectedVoice, language } = await db.run(scope, (tx) => ownSessionWithAssessment(tx, scope, body.userSessionId!));
  return fromSetting(selectedVoice, language);
}
