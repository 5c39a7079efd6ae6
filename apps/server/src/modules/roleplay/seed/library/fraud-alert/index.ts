import type { LibraryRoleplay } from '../types.js';
import { enUS } from './en-us.js';
import { frFR } from './fr-fr.js';
import { esES } from './es-es.js';

/**
 * Outbound fraud alert: someone asked to move the customer's number to a new SIM in another city.
 * Verify without asking for secrets, stop the request, protect the account. Supervised practice only.
 */
export const fraudAlert: LibraryRoleplay = {
  key: 'fraud-alert',
  verticals: ['telecom'],
  type: 2,
  scripted: true,
  inboundEnabled: false,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 1,
  threshold: 65,
  selfRegistration: false,
  variants: { 'en-US': enUS, 'fr-FR': frFR, 'es-ES': esES },
};
