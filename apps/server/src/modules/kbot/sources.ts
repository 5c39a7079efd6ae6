import { and, eq } from 'drizzle-orm';
import { LOCALES, type KbotSourceKind, type Locale } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { announcements } from '../announcements/tables.js';
import { knowledgeArticles } from '../knowledge/tables.js';
import { usecases } from '../roleplay/usecases/tables.js';
import { guessLanguage } from './passages.js';

/** One piece of group content KBot reads: what it says, in which language, and when it last changed. */
export interface KbotSource {
  kind: KbotSourceKind;
  id: string;
  title: string;
  text: string;
  language: Locale;
  version: Date;
}

const isLocale = (value: string | null): value is Locale => value !== null && (LOCALES as readonly string[]).includes(value);

/** Where the web app shows a source. */
export function sourceLink(kind: KbotSourceKind, id: string): string {
  if (kind === 'article') return `/dashboard/knowledge/${id}`;
  if (kind === 'announcement') return `/dashboard/announcements/${id}`;
  return `/dashboard/engage`;
}

/**
 * Every source of the group as it reads now: published knowledge articles (their audience rules are
 * applied again when someone asks), published announcements, and published roleplays' descriptions
 * (what each practice is about; never the customer's hidden brief).
 */
export async function loadSources(tx: Tx, tenantId: string): Promise<KbotSource[]> {
  const articles = await tx
    .select({
      id: knowledgeArticles.id,
      title: knowledgeArticles.title,
      text: knowledgeArticles.bodyText,
      language: knowledgeArticles.language,
      version: knowledgeArticles.updatedAt,
    })
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.tenantId, tenantId), eq(knowledgeArticles.status, 'published')));
  const news = await tx
    .select({ id: announcements.id, title: announcements.title, text: announcements.bodyText, version: announcements.updatedAt })
    .from(announcements)
    .where(and(eq(announcements.tenantId, tenantId), eq(announcements.status, 'published')));
  const roleplays = await tx
    .select({
      id: usecases.id,
      title: usecases.name,
      description: usecases.description,
      language: usecases.language,
      version: usecases.updatedAt,
    })
    .from(usecases)
    .where(and(eq(usecases.tenantId, tenantId), eq(usecases.status, 'published')));
  return [
    ...articles.map((a) => ({ kind: 'article' as const, ...a })),
    ...news.map((n) => ({ kind: 'announcement' as const, ...n, language: guessLanguage(`${n.title} ${n.text}`, 'en-US') })),
    ...roleplays.map((r) => {
      const text = r.description ?? '';
      return {
        kind: 'roleplay' as const,
        id: r.id,
        title: r.title,
        text,
        language: isLocale(r.language) ? r.language : guessLanguage(`${r.title} ${text}`, 'en-US'),
        version: r.version,
      };
    }),
  ].filter((s) => s.text.trim().length > 0 || s.title.trim().length > 0);
}
