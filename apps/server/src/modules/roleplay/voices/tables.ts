import { foreignKey, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';

/** Languages the tenant's customer bots speak (GET /apigateway/upsrvc/allLanguages). */
export const botLanguages = pgTable(
  'bot_languages',
  {
    tenantId: idColumn('tenant_id').notNull(),
    languageCd: text('language_cd').notNull(),
    languageNm: text('language_nm').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.languageCd] })],
);

/** The bot voice of each language (GET /apigateway/upsrvc/accountVoiceConfigAll). */
export const voiceConfigs = pgTable(
  'voice_configs',
  {
    tenantId: idColumn('tenant_id').notNull(),
    languageCd: text('language_cd').notNull(),
    voiceNm: text('voice_nm').notNull(),
    voiceSpeed: real('voice_speed').notNull().default(1),
    providerTts: text('provider_tts').notNull(),
    providerStt: text('provider_stt').notNull(),
    buddyBotvoice: text('buddy_botvoice').notNull(),
    threshold: smallint('threshold').notNull().default(70),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.languageCd] }),
    foreignKey({
      name: 'voice_configs_language_fk',
      columns: [t.tenantId, t.languageCd],
      foreignColumns: [botLanguages.tenantId, botLanguages.languageCd],
    }).onDelete('cascade'),
  ],
);
