import type { LibraryRoleplay } from '../types.js';
import { enUS } from './en-us.js';
import { frFR } from './fr-fr.js';
import { esES } from './es-es.js';

/** Outbound sales call: a customer keeps exceeding the data allowance; recommend the right plan, read the terms. */
export const planUpgrade: LibraryRoleplay = {
  key: 'plan-upgrade',
  verticals: ['telecom'],
  type: 2,
  scripted: true,
  inboundEnabled: false,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 1,
  threshold: 60,
  variants: { 'en-US': enUS, 'fr-FR': frFR, 'es-ES': esES },
};
