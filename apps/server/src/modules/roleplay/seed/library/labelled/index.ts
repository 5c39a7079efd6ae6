import { FRENCH_SPANISH_REPLIES } from './french-spanish-replies.js';
import { SERVICE_REPLIES } from './service-replies.js';
import { TELECOM_REPLIES } from './telecom-replies.js';
import { flatten, type SeedLabelledReply } from './types.js';

export type { SeedLabelledReply, SeedReplyKind } from './types.js';

/** Every labelled reply to the seed library's scripted steps. */
export const SEED_LABELLED_REPLIES: readonly SeedLabelledReply[] = [
  ...flatten(TELECOM_REPLIES),
  ...flatten(SERVICE_REPLIES),
  ...flatten(FRENCH_SPANISH_REPLIES),
];
