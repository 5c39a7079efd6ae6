import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMediaFile, isOpenable, isUnreadForMe, mergeById, needsAcknowledgement, newestFirst, readStateOf } from './feed-logic';

const item = (id: string, sortAt: string, title = id) => ({ _id: id, sortAt, title });

describe('feed merging', () => {
  it('drops duplicates by _id, keeps the newest copy and sorts newest first', () => {
    const page1 = [item('c', '2026-01-03T00:00:00Z'), item('b', '2026-01-02T00:00:00Z')];
    const refreshed = [item('d', '2026-01-04T00:00:00Z'), item('c', '2026-01-03T00:00:00Z', 'c edited')];
    const merged = mergeById(page1, refreshed);
    expect(merged.map((a) => a._id)).toEqual(['d', 'c', 'b']);
    expect(merged[1]!.title).toBe('c edited');
  });

  it('never holds an id twice and is always ordered, whatever pages arrive in what order', () => {
    const entry = fc.record({
      _id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      sortAt: fc.integer({ min: 0, max: 10 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(fc.array(entry, { maxLength: 6 }), { maxLength: 5 }), (pages) => {
        const merged = pages.reduce<ReturnType<typeof mergeById<(typeof pages)[number][number]>>>((acc, page) => mergeById(acc, page), []);
        expect(new Set(merged.map((a) => a._id)).size).toBe(merged.length);
        expect(new Set(merged.map((a) => a._id))).toEqual(new Set(pages.flat().map((a) => a._id)));
        for (let i = 1; i < merged.length; i++) expect(newestFirst(merged[i - 1]!, merged[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('row rules', () => {
  it('greys out archived rows and rows without a status', () => {
    expect(isOpenable({ status: 'published' })).toBe(true);
    expect(isOpenable({ status: 'draft' })).toBe(true);
    expect(isOpenable({ status: 'archived' })).toBe(false);
    expect(isOpenable({ status: null })).toBe(false);
    expect(isOpenable({})).toBe(false);
  });

  it('reads the receipt state forward: unread, read, acknowledged', () => {
    expect(readStateOf({ announcementReadAckStatus: { readAt: null, acknowledgementAt: null } })).toBe('unread');
    expect(readStateOf({ announcementReadAckStatus: { readAt: 'x', acknowledgementAt: null } })).toBe('read');
    expect(readStateOf({ announcementReadAckStatus: { readAt: 'x', acknowledgementAt: 'y' } })).toBe('acknowledged');
    const waiting = {
      status: 'published' as const,
      requiresAcknowledgement: true,
      announcementReadAckStatus: { readAt: 'x', acknowledgementAt: null },
      forYou: true,
    };
    expect(needsAcknowledgement(waiting)).toBe(true);
    expect(needsAcknowledgement({ ...waiting, status: 'archived' })).toBe(false);
    // An author listing an announcement meant for other roles is not asked to acknowledge it.
    expect(needsAcknowledgement({ ...waiting, forYou: false })).toBe(false);
  });

  it('counts as new only what the unread count counts: published, meant for the reader, not read', () => {
    const unread = { status: 'published' as const, announcementReadAckStatus: { readAt: null, acknowledgementAt: null }, forYou: true };
    expect(isUnreadForMe(unread)).toBe(true);
    expect(isUnreadForMe({ ...unread, forYou: false })).toBe(false);
    expect(isUnreadForMe({ ...unread, status: 'draft' })).toBe(false);
    expect(isUnreadForMe({ ...unread, announcementReadAckStatus: { readAt: 'x', acknowledgementAt: null } })).toBe(false);
  });

  it('checks media files like the server does before sending them', () => {
    expect(checkMediaFile({ name: 'a.PNG', size: 4 * 1024 * 1024 })).toEqual({ ok: true, kind: 'image' });
    expect(checkMediaFile({ name: 'a.png', size: 4 * 1024 * 1024 + 1 })).toEqual({ ok: false, reason: 'size' });
    expect(checkMediaFile({ name: 'clip.webm', size: 10 * 1024 * 1024 })).toEqual({ ok: true, kind: 'video' });
    expect(checkMediaFile({ name: 'doc.pdf', size: 10 })).toEqual({ ok: false, reason: 'type' });
  });
});
