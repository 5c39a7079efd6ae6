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

/** A customer disputes a roaming charge although a travel pass was bought: verify, investigate, credit. */
export const billingDispute: LibraryRoleplay = {
  key: 'billing-dispute',
  verticals: ['telecom'],
  type: 1,
  scripted: true,
  inboundEnabled: true,
  nluEnabled: false,
  liveTranscript: true,
  realTimeFeedback: true,
  visibilityId: 3,
  threshold: 65,
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
