import { eq, inArray } from 'drizzle-orm';
import type { AnnouncementCategory, AnnouncementStatus, Role } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import { users } from '../accounts/tables.js';
import { tenants } from '../tenants/tables.js';
import { DEMO_ORG, DEMO_TENANTS, demoEmail } from '../seed/demo-data.js';
import { announcementReceipts, announcements } from './tables.js';
import { sanitizeRichText } from './rich-text.js';

interface DemoAnnouncement {
  tenant: string;
  author: Role;
  category: AnnouncementCategory;
  status: AnnouncementStatus;
  title: string;
  body: string;
  hoursAgo: number;
  requiresAcknowledgement?: boolean;
  dueInDays?: number;
  roles?: Role[];
  /** Who has read it (and acknowledged, when listed in `acknowledgedBy`). */
  readBy?: Role[];
  acknowledgedBy?: Role[];
}

const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    tenant: 'acme-us-care',
    author: 'guardian',
    category: 'Process Change',
    status: 'published',
    title: 'New refund policy for annual plans',
    body: `<p>From <strong>Monday</strong>, customers on annual plans can cancel within <strong>30 days</strong> of renewal for a full refund (it was 14).</p>
<ul><li><p>Use wrap-up code <strong>REF-30</strong> for these calls.</p></li><li><p>Refunds over $500 still need a supervisor's approval in the CRM.</p></li><li><p>Read the updated <a href="https://example.com/kb/refunds">knowledge article</a> before your next shift.</p></li></ul>`,
    hoursAgo: 2,
    requiresAcknowledgement: true,
    dueInDays: 5,
    readBy: ['mentor'],
    acknowledgedBy: ['mentor'],
  },
  {
    tenant: 'acme-us-care',
    author: 'commander',
    category: 'Actions',
    status: 'published',
    title: 'Billing portal maintenance on Saturday, 02:00–04:00 CT',
    body: `<p>The billing portal will be unavailable on Saturday between 02:00 and 04:00 Central.</p>
<p>During the window, take the customer's account number and callback time, and log a <em>Billing – deferred</em> ticket. Do not promise same-day adjustments.</p>`,
    hoursAgo: 7,
    requiresAcknowledgement: true,
    dueInDays: 2,
  },
  {
    tenant: 'acme-us-care',
    author: 'guardian',
    category: 'New Launch',
    status: 'published',
    title: 'Acme Fiber 2 Gig launches in Dallas and Austin',
    body: `<h2>What's new</h2><p>Acme Fiber 2 Gig is available to order today for addresses in Dallas and Austin at $95/month with the router included.</p>
<p>Eligibility checks are in the CRM under <strong>Offers → Fiber</strong>. Existing 1 Gig customers can upgrade without a technician visit.</p>`,
    hoursAgo: 26,
    readBy: ['mentor', 'hero'],
  },
  {
    tenant: 'acme-us-care',
    author: 'commander',
    category: 'Product Update',
    status: 'published',
    title: 'CRM: one-click wrap-up codes',
    body: `<p>The CRM now suggests the three most likely wrap-up codes when you end a call. Pick one with a single click, or search as before.</p><p>Tell your team lead if a suggestion is consistently wrong.</p>`,
    hoursAgo: 72,
    readBy: ['hero'],
  },
  {
    tenant: 'acme-us-care',
    author: 'guardian',
    category: 'Actions',
    status: 'published',
    title: 'Holiday shift swap requests close Friday',
    body: `<p>Submit your holiday shift swaps in the workforce tool by <strong>Friday 17:00</strong>. Late requests can't be guaranteed.</p>`,
    hoursAgo: 140,
    roles: ['hero', 'mentor'],
  },
  {
    tenant: 'acme-us-care',
    author: 'guardian',
    category: 'Process Change',
    status: 'archived',
    title: 'Q2 quality calibration sessions',
    body: `<p>Calibration sessions for Q2 ran every Tuesday in June. Results are in the quality dashboard.</p>`,
    hoursAgo: 24 * 40,
    readBy: ['hero', 'mentor'],
  },
  {
    tenant: 'acme-us-care',
    author: 'guardian',
    category: 'Process Change',
    status: 'draft',
    title: 'New greeting for premium customers',
    body: `<p>Premium customers will be greeted by name with: “Thank you for being an Acme Premium member, …”. Script to follow.</p>`,
    hoursAgo: 1,
  },
  {
    tenant: 'acme-us-billing',
    author: 'guardian',
    category: 'Process Change',
    status: 'published',
    title: 'Payment plans: new maximum of 6 instalments',
    body: `<p>Payment plans can now be split into at most <strong>6</strong> monthly instalments (was 4). The first instalment is still due on the day of the call.</p>`,
    hoursAgo: 5,
    requiresAcknowledgement: true,
    dueInDays: 7,
  },
  {
    tenant: 'acme-us-billing',
    author: 'guardian',
    category: 'Product Update',
    status: 'published',
    title: 'Chat: canned responses now support the customer’s first name',
    body: `<p>Type <code>{firstName}</code> in a canned response and the chat tool fills it in.</p>`,
    hoursAgo: 50,
  },
  {
    tenant: 'acme-uk-tech',
    author: 'guardian',
    category: 'Actions',
    status: 'published',
    title: 'Router firmware 4.2 rollout: expect more reboot calls',
    body: `<p>Firmware 4.2 reaches all Hub 3 routers this week. Customers may see one automatic reboot overnight; reassure them and only raise a fault if the router fails to come back after 15 minutes.</p>`,
    hoursAgo: 9,
    requiresAcknowledgement: true,
    dueInDays: 3,
  },
];

/** A handful of realistic announcements for the demo organisation (some requiring acknowledgement). */
export async function seedDemoAnnouncements(db: Database, now: Date = new Date()): Promise<void> {
  const none = { tenantId: null, userId: null };
  const people = await db.run(none, (tx) =>
    tx
      .select({ id: users.id, role: users.role, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          (['hero', 'mentor', 'guardian', 'commander', 'architect'] as const).map((r) => demoEmail(r)),
        ),
      ),
  );
  const groups = await db.run(none, (tx) => tx.select().from(tenants).where(eq(tenants.org, DEMO_ORG)));
  const userOf = (role: Role) => people.find((p) => p.role === role)?.id;
  const tenantOf = (key: string) => {
    const t = DEMO_TENANTS.find((d) => d.key === key);
    return groups.find((g) => t && g.client === t.client && g.country === t.country && g.lob === t.lob)?.id;
  };

  for (const item of DEMO_ANNOUNCEMENTS) {
    const tenantId = tenantOf(item.tenant);
    const authorId = userOf(item.author);
    if (!tenantId || !authorId) continue;
    const at = new Date(now.getTime() - item.hoursAgo * 3_600_000);
    const rich = sanitizeRichText(item.body);
    const id = newId(at.getTime());
    await db.run({ tenantId, userId: null }, async (tx) => {
      await tx.insert(announcements).values({
        tenantId,
        id,
        category: item.category,
        title: item.title,
        body: rich.html,
        bodyText: rich.text,
        status: item.status,
        authorId,
        audienceRoles: item.roles ?? [],
        requiresAcknowledgement: item.requiresAcknowledgement ?? false,
        dueAt: item.dueInDays ? new Date(now.getTime() + item.dueInDays * 86_400_000) : null,
        createdAt: at,
        updatedAt: at,
        publishedAt: item.status === 'draft' ? null : at,
        archivedAt: item.status === 'archived' ? new Date(at.getTime() + 30 * 86_400_000) : null,
        sortAt: at,
      });
      const readers = new Set<Role>([...(item.status === 'draft' ? [] : [item.author]), ...(item.readBy ?? [])]);
      const receipts = [...readers].flatMap((role) => {
        const userId = userOf(role);
        if (!userId) return [];
        const readAt = new Date(at.getTime() + 20 * 60_000);
        // Authors acknowledge their own announcements on publishing, as the app does.
        const acknowledged = item.acknowledgedBy?.includes(role) || (role === item.author && item.requiresAcknowledgement);
        return [{ tenantId, announcementId: id, userId, round: 1, readAt, acknowledgedAt: acknowledged ? readAt : null }];
      });
      if (receipts.length > 0) await tx.insert(announcementReceipts).values(receipts);
    });
  }
}
