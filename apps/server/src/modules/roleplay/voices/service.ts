import { asc, eq } from 'drizzle-orm';
import { parseVoiceSetting, voiceSettingOf } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { ensureRoleplayInstalled } from '../install.js';
import { voiceSettingsOf, voicesOf } from './repo.js';
import { botLanguages } from './tables.js';

/** The tenant's bot languages (GET /apigateway/upsrvc/allLanguages). */
export function listLanguages(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    return tx
      .select({ languageCd: botLanguages.languageCd, languageNm: botLanguages.languageNm })
      .from(botLanguages)
      .where(eq(botLanguages.tenantId, scope.tenantId))
      .orderBy(asc(botLanguages.languageNm));
  });
}

/** GET /apigateway/upsrvc/accountVoiceConfigAll: every voice with its voice setting string. */
export function listVoiceConfigs(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    await ensureRoleplayInstalled(tx, scope);
    return (await voicesOf(tx, scope.tenantId)).map((v) => ({ ...v, voiceSetting: voiceSettingOf(v) }));
  });
}

/**
 * Checks a chosen voice setting: well formed, in a language the tenant's bots speak and, when the
 * roleplay has a language, in that language. Answers the tenant's own setting for that language.
 */
export async function checkChosenVoice(
  tx: Tx,
  scope: TenantScope,
  selectedVoice: string,
  roleplayLanguage: string | null,
): Promise<string> {
  const parsed = parseVoiceSetting(selectedVoice);
  if (!parsed) throw new AppError('bad_request', 'The selected voice is not a valid voice setting.');
  if (roleplayLanguage && parsed.languageCd !== roleplayLanguage) {
    throw new AppError('bad_request', `This roleplay is in ${roleplayLanguage}; choose a voice in that language.`);
  }
  const configured = (await voiceSettingsOf(tx, scope.tenantId)).get(parsed.languageCd);
  if (!configured) throw new AppError('bad_request', `The bots of this group do not speak ${parsed.languageCd}.`);
  return configured;
}
