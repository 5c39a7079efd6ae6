import { eq, sql } from 'drizzle-orm';
import { roleplayScript, upgradeFacts, type Locale } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import { tenants } from '../tenants/tables.js';
import { installCrmForms } from './crm/repo.js';
import { installScoringDefaults } from './scoring/config-repo.js';
import { ROLEPLAY_LIBRARY, type LibraryRoleplay, type LibraryVariant } from './seed/library/index.js';
import { roleplayInstalls, usecases } from './usecases/tables.js';
import { DEFAULT_VOICES } from './voices/defaults.js';
import { voiceSettingsOf } from './voices/repo.js';
import { botLanguages, voiceConfigs } from './voices/tables.js';

const VOICES = 'voices';
const SCORING = 'scoring';
const libraryItem = (vertical: string) => `library:${vertical}`;
const crmItem = (vertical: string) => `crm:${vertical}`;

/**
 * Installs, once per tenant, the default bot voices, the default KPI bands and weightages, and the
 * generic library of each of the tenant's verticals with the library's CRM forms. Runs inside the caller's tenant transaction; concurrent first calls are safe (the
 * install marker's primary key lets exactly one of them do the work).
 */
export async function ensureRoleplayInstalled(tx: Tx, scope: { tenantId: string }): Promise<void> {
  // One statement (every roleplay list asks): the tenant's verticals and what is installed already.
  const [tenant] = await tx
    .select({
      verticalIds: tenants.verticalIds,
      done: sql<
        string[]
      >`array(select ${roleplayInstalls.item} from ${roleplayInstalls} where ${roleplayInstalls.tenantId} = ${tenants.id})`,
    })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  if (!tenant) return;
  const needed = [VOICES, SCORING, ...tenant.verticalIds.flatMap((v) => [libraryItem(v), crmItem(v)])];
  const done = new Set(tenant.done);
  for (const item of needed) {
    if (done.has(item)) continue;
    const claimed = await tx.insert(roleplayInstalls).values({ tenantId: scope.tenantId, item }).onConflictDoNothing().returning();
    if (claimed.length === 0) continue;
    if (item === VOICES) await installVoices(tx, scope.tenantId);
    else if (item === SCORING) await installScoringDefaults(tx, scope.tenantId);
    else if (item.startsWith(crmItem(''))) await installCrmForms(tx, scope.tenantId, item.slice(crmItem('').length));
    else await installLibrary(tx, scope.tenantId, item.slice(libraryItem('').length));
  }
}

async function installVoices(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(botLanguages)
    .values(DEFAULT_VOICES.map((v) => ({ tenantId, languageCd: v.languageCd, languageNm: v.languageNm })))
    .onConflictDoNothing();
  await tx
    .insert(voiceConfigs)
    .values(
      DEFAULT_VOICES.map((v) => ({
        tenantId,
        languageCd: v.languageCd,
        voiceNm: v.voiceNm,
        voiceSpeed: v.voiceSpeed,
        providerTts: v.providerTTS,
        providerStt: v.providerSTT,
        buddyBotvoice: v.buddyBotvoice,
        threshold: v.threshold,
      })),
    )
    .onConflictDoNothing();
}

/** The use-case rows of one library roleplay: one per language, or one without a language. */
export function libraryRows(item: LibraryRoleplay, vertical: string, voiceFor: (language: string) => string | null) {
  const versions: [Locale | null, LibraryVariant][] = item.anyLanguage
    ? [[null, item.variants['en-US']]]
    : (Object.entries(item.variants) as [Locale, LibraryVariant][]);
  return versions.map(([language, v]) => ({
    libraryKey: `${vertical}/${item.key}:${language ?? 'any'}`,
    name: v.name,
    description: v.description,
    type: item.type,
    genericUsecase: true,
    verticalId: vertical,
    language,
    selectedVoice: language ? voiceFor(language) : null,
    visibilityId: item.visibilityId,
    liveTranscript: item.liveTranscript,
    realTimeFeedback: item.realTimeFeedback,
    threshold: item.threshold,
    maxRetryCount: 3,
    nluEnabled: item.nluEnabled,
    inboundEnabled: item.inboundEnabled,
    scripted: item.scripted,
    selfRegistration: item.selfRegistration ?? true,
    voiceBotVisibility: true,
    customerName: v.customerName,
    customerAge: v.customerAge,
    customerAddress: v.customerAddress,
    customerSince: v.customerSince,
    customerIssueDescription: v.customerIssueDescription,
    customerSpeakingStyle: v.customerSpeakingStyle,
    customerFacts: upgradeFacts(v.customerFacts),
    customerGoal: v.customerGoal ?? null,
    customerObjections: v.customerObjections ?? [],
    customerMood: v.customerMood ?? null,
    script: roleplayScript.parse({ steps: v.steps ?? [] }),
    status: 'published' as const,
  }));
}

async function installLibrary(tx: Tx, tenantId: string, vertical: string): Promise<void> {
  const voices = await voiceSettingsOf(tx, tenantId);
  const rows = ROLEPLAY_LIBRARY.filter((item) => item.verticals.includes(vertical)).flatMap((item) =>
    libraryRows(item, vertical, (language) => voices.get(language) ?? null),
  );
  if (rows.length === 0) return;
  await tx
    .insert(usecases)
    .values(rows.map((row) => ({ ...row, tenantId, id: newId() })))
    .onConflictDoNothing();
}
