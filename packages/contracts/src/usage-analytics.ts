import { z } from 'zod';
import { objectId } from './common.js';

/**
 * Usage analytics (the specs' "customer-data analytics service", issue 11): a closed list of product
 * events with small typed properties. Properties are strict objects of opaque ids, enums and counts, so
 * no name, e-mail or free text can ride along (anything else is refused with 400).
 */
export const USAGE_EVENT_NAMES = ['page_viewed', 'practice_started', 'practice_completed', 'upload_committed'] as const;
export type UsageEventName = (typeof USAGE_EVENT_NAMES)[number];

export const USAGE_ANALYTICS = {
  /** Events per POST; the web client flushes at most this many at once. */
  maxBatch: 50,
  /** Request body cap for the events call (also under the browser's 64 KiB keepalive budget). */
  maxBodyBytes: 32 * 1024,
  /** How often the web client flushes its queue while the page is open. */
  flushIntervalMs: 10_000,
  /** Events the web client holds at most; older ones are dropped first (analytics never grows without bound). */
  maxQueue: 200,
  /** An event may be this old when it arrives (a tab asleep for days sends nothing useful). */
  maxAgeMs: 7 * 24 * 3_600_000,
  /** …and at most this far in the future (client clocks drift). */
  maxSkewMs: 5 * 60_000,
} as const;

/** A pathname of the app: no query string or fragment (search filters may carry names). */
const pagePath = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, 'must be a path of the app without query or fragment');
const practiceMode = z.enum(['chat', 'voice']);
const count = z.number().int().min(0).max(1_000_000);

const practiceProperties = z.strictObject({
  assessmentId: objectId,
  userSessionId: objectId,
  mode: practiceMode,
  scripted: z.boolean(),
});

/** Each event's properties; strict, so unknown keys are refused rather than stored. */
export const USAGE_EVENT_PROPERTIES = {
  page_viewed: z.strictObject({ path: pagePath }),
  practice_started: practiceProperties,
  practice_completed: practiceProperties,
  upload_committed: z.strictObject({
    kind: z.enum(['users', 'groups']),
    jobId: objectId,
    created: count,
    updated: count,
    unchanged: count,
    failed: count,
  }),
} as const satisfies Record<UsageEventName, z.ZodType>;

export type UsageEventProperties = { [K in UsageEventName]: z.infer<(typeof USAGE_EVENT_PROPERTIES)[K]> };

const envelope = {
  /** Chosen by the client (a UUID) so a re-sent batch is stored once; also Segment's messageId. */
  messageId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
};

export const usageEvent = z.discriminatedUnion('event', [
  z.strictObject({ ...envelope, event: z.literal('page_viewed'), properties: USAGE_EVENT_PROPERTIES.page_viewed }),
  z.strictObject({ ...envelope, event: z.literal('practice_started'), properties: USAGE_EVENT_PROPERTIES.practice_started }),
  z.strictObject({ ...envelope, event: z.literal('practice_completed'), properties: USAGE_EVENT_PROPERTIES.practice_completed }),
  z.strictObject({ ...envelope, event: z.literal('upload_committed'), properties: USAGE_EVENT_PROPERTIES.upload_committed }),
]);
export type UsageEvent = z.infer<typeof usageEvent>;

/** POST /api/analytics/v1/events: the user and group come from the session, never from here. */
export const usageEventsBody = z.strictObject({
  events: z.array(usageEvent).min(1).max(USAGE_ANALYTICS.maxBatch),
});
export type UsageEventsBody = z.infer<typeof usageEventsBody>;

export const usageEventsReply = z.object({
  accepted: z.number().int().describe('events stored now'),
  duplicates: z.number().int().describe('events already stored from an earlier send of the same batch'),
});

/** GET /api/analytics/v1/config: whether the SPA should collect at all (off unless the server says on). */
export const analyticsConfigReply = z.object({ enabled: z.boolean() });

export const usageSummaryQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const usageSummaryReply = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(
    z.object({
      event: z.enum(USAGE_EVENT_NAMES),
      count: z.number().int(),
      users: z.number().int().describe('distinct users'),
    }),
  ),
});
export type UsageSummary = z.infer<typeof usageSummaryReply>;
