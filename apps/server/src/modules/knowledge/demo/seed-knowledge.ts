import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import { newId } from '../../../platform/ids.js';
import { users } from '../../accounts/tables.js';
import { kbotSyncRequests } from '../../kbot/tables.js';
import { tenants } from '../../tenants/tables.js';
import { DEMO_ORG, DEMO_TENANTS, demoEmail } from '../../seed/demo-data.js';
import { sanitizeRichText } from '../../announcements/rich-text.js';
import { documentVector } from '../search-config.js';
import { knowledgeArticles } from '../tables.js';
import type { DemoArticle } from './demo-article.js';
import { ENGLISH_ARTICLES } from './demo-articles-en.js';
import { FRENCH_ARTICLES, SPANISH_ARTICLES } from './demo-articles-fr-es.js';

const DEMO_KNOWLEDGE: { language: Locale; articles: DemoArticle[] }[] = [
  { language: 'en-US', articles: ENGLISH_ARTICLES },
  { language: 'fr-FR', articles: FRENCH_ARTICLES },
  { language: 'es-ES', articles: SPANISH_ARTICLES },
];

/**
 * The demo organisation's knowledge base: published articles in each group's language, written by its
 * guardian, and a full KBot sync queued per group so KBot can answer from them minutes after first start.
 */
export async function seedDemoKnowledge(db: Database, now: Date = new Date()): Promise<void> {
  const none = { tenantId: null, userId: null };
  const [author] = await db.run(none, (tx) =>
    tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.email, [demoEmail('guardian')])),
  );
  if (!author) return;
  const groups = await db.run(none, (tx) => tx.select().from(tenants).where(eq(tenants.org, DEMO_ORG)));
  const tenantOf = (key: string) => {
    const t = DEMO_TENANTS.find((d) => d.key === key);
    return groups.find((g) => t && g.client === t.client && g.country === t.country && g.lob === t.lob)?.id;
  };
  const byTenant = new Map<string, { language: Locale; article: DemoArticle }[]>();
  for (const { language, articles } of DEMO_KNOWLEDGE) {
    for (const article of articles) {
      for (const key of article.tenants) {
        const tenantId = tenantOf(key);
        if (tenantId) byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), { language, article }]);
      }
    }
  }
  for (const [tenantId, items] of byTenant) {
    await db.run({ tenantId, userId: null }, async (tx) => {
      await tx.insert(knowledgeArticles).values(
        items.map(({ language, article }) => {
          const { html, text } = sanitizeRichText(article.html);
          const at = new Date(now.getTime() - article.daysAgo * 86_400_000);
          return {
            tenantId,
            id: newId(at.getTime()),
            title: article.title,
            bodyHtml: html,
            bodyText: text,
            tags: article.tags,
            language,
            audienceRoles: article.roles ?? [],
            status: 'published' as const,
            authorId: author.id,
            authorName: `${author.firstName} ${author.lastName}`,
            search: documentVector(language, article.title, article.tags, text),
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      await tx.insert(kbotSyncRequests).values({
        tenantId,
        id: newId(),
        scope: 'full',
        note: 'First synchronisation of the demo knowledge base',
        requestedBy: author.id,
        requestedByName: `${author.firstName} ${author.lastName}`,
      });
    });
  }
}
