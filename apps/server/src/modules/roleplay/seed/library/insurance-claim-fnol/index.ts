import type { LibraryRoleplay } from '../types.js';
import { enUS } from './en-us.js';
import { frFR } from './fr-fr.js';
import { esES } from './es-es.js';
import { es419 } from './es-419.js';
import { ptBR } from './pt-br.js';
import { nbNO } from './nb-no.js';
import { itIT } from './it-it.js';
import { svSE } from './sv-se.js';
import { deDE } from './de-de.js';

/** First notice of loss after a rear-end collision: safety first, verify the policy, capture the facts, open the claim. */
export const insuranceClaimFnol: LibraryRoleplay = {
  key: 'insurance-claim-fnol',
  verticals: ['insurance'],
  type: 2,
  scripted: true,
  inboundEnabled: true,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 1,
  threshold: 60,
  variants: {
    'en-US': enUS,
    'fr-FR': frFR,
    'es-ES': esES,
    'es-419': es419,
    'pt-BR': ptBR,
    'nb-NO': nbNO,
    'it-IT': itIT,
    'sv-SE': svSE,
    'de-DE': deDE,
  },
};
