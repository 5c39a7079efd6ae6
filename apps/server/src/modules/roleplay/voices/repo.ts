import { and, asc, eq } from 'drizzle-orm';
import { voiceSettingOf, type VoiceConfig } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { botLanguages, voiceConfigs } from './tables.js';

/** The tenant's voice configurations with their language names, ordered by language name. */
export function voicesOf(tx: Tx, tenantId: string): Promise<VoiceConfig[]> {
  return tx
    .select({
      languageCd: voiceConfigs.languageCd,
      languageNm: botLanguages.languageNm,
      voiceNm: voiceConfigs.voiceNm,
      voiceSpeed: voiceConfigs.voiceSpeed,
      providerTTS: voiceConfigs.providerTts,
      providerSTT: voiceConfigs.providerStt,
      buddyBotvoice: voiceConfigs.buddyBotvoice,
      threshold: voiceConfigs.threshold,
    })
    .from(voiceConfigs)
    .innerJoin(botLanguages, and(eq(botLanguages.tenantId, voiceConfigs.tenantId), eq(botLanguages.languageCd, voiceConfigs.languageCd)))
    .where(eq(voiceConfigs.tenantId, tenantId))
    .orderBy(asc(botLanguages.languageNm));
}

/** language code → the tenant's voice setting string for it. */
export async function voiceSettingsOf(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  return new Map((await voicesOf(tx, tenantId)).map((v) => [v.languageCd, voiceSettingOf(v)]));
}
