import type { LibraryRoleplay } from '../types.js';
import { enUS } from './en-us.js';
import { frFR } from './fr-fr.js';
import { esES } from './es-es.js';

/** A customer has moved: verify, capture the new address carefully, confirm the effective date and what changes. */
export const addressChange: LibraryRoleplay = {
  key: 'address-change',
  verticals: ['telecom', 'insurance', 'banking'],
  type: 1,
  scripted: true,
  inboundEnabled: true,
  nluEnabled: false,
  liveTranscript: false,
  realTimeFeedback: true,
  visibilityId: 3,
  threshold: 65,
  variants: { 'en-US': enUS, 'fr-FR': frFR, 'es-ES': esES },
};
