import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementListReply } from '@switchboard/contracts';
import { seedDemo } from '../src/modules/seed/seed-demo.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD } from './support/factories.js';

describe('the demo organisation’s announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.db, PASSWORD);
  });
  afterAll(() => t.close());

  const signedIn = async (role: string) => {
    const token = await t.signIn(`${role}@demo.switchboard.test`);
    const me = (await t.as(token, { method: 'GET', url: '/auth/me' })).json<{ lastTenantId: string }>();
    return { token, tenantId: me.lastTenantId };
  };

  it('gives the hero a feed with unread items, some requiring acknowledgement, and greyed archived ones', async () => {
    const { token, tenantId } = await signedIn('hero');
    const feed = (
      await t.as(token, { method: 'GET', url: `/api/announcement/v1/${tenantId}/announcements?limit=100` })
    ).json<AnnouncementListReply>();
    expect(feed.data.length).toBeGreaterThanOrEqual(5);
    expect(feed.data.some((a) => a.status === 'archived')).toBe(true);
    expect(feed.data.some((a) => a.status === 'draft')).toBe(false);
    expect(feed.data.filter((a) => a.requiresAcknowledgement && a.status === 'published').length).toBeGreaterThanOrEqual(2);
    expect(new Set(feed.data.map((a) => a.category)).size).toBe(4);
    const unread = (await t.as(token, { method: 'GET', url: `/api/announcement/v1/${tenantId}/unread-count` })).json().unreadCount;
    expect(unread).toBe(feed.data.filter((a) => a.status === 'published' && !a.announcementReadAckStatus.readAt).length);
    expect(unread).toBeGreaterThan(0);
  });

  it('shows the guardian a draft and receipts with progress', async () => {
    const { token, tenantId } = await signedIn('guardian');
    const drafts = (
      await t.as(token, { method: 'GET', url: `/api/announcement/v1/${tenantId}/announcements?status=draft` })
    ).json<AnnouncementListReply>();
    expect(drafts.total).toBe(1);
    const all = (
      await t.as(token, { method: 'GET', url: `/api/announcement/v1/${tenantId}/announcements?limit=100` })
    ).json<AnnouncementListReply>();
    const policy = all.data.find((a) => a.title === 'New refund policy for annual plans')!;
    const receipts = (
      await t.as(token, { method: 'GET', url: `/api/announcement/v1/${tenantId}/announcements/${policy._id}/receipts` })
    ).json();
    expect(receipts.summary.acknowledgedCount).toBe(2);
    expect(receipts.summary.readCount).toBe(2);
  });
});
