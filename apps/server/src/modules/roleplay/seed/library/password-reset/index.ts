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

/** A locked-out customer needs a password reset: verify identity properly, never ask for the password. */
export const passwordReset: LibraryRoleplay = {
  key: 'password-reset',
  verticals: ['telecom', 'insurance', 'banking'],
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
