import { upgradeFacts, type Locale } from '@switchboard/contracts';
import type { PersonaFacts } from '@switchboard/roleplay-engine';
import type { Tx } from '../../../platform/db/database.js';
import { ROLEPLAY_LIBRARY, type LibraryVariant } from '../seed/library/index.js';
import type { SessionRow } from './session-access.js';
import { personaOfVariant } from './persona-of-variant.js';
import { assessmentOf, usecaseOf } from './session-service.js';

type UsecaseRow = Awaited<ReturnType<typeof usecaseOf>>;

/**
 * A library roleplay installed for any language keeps its persona in its first language; when the
 * advisor chose another one the library has words for, the customer uses those, so a French
 * conversation is not told an English brief. The tenant's own edits apply to the language it was
 * installed in.
 */
function libraryVariant(u: UsecaseRow, language: string): LibraryVariant | null {
  if (u.language !== null || !u.libraryKey) return null;
  const key = u.libraryKey.slice(u.libraryKey.indexOf('/') + 1, u.libraryKey.lastIndexOf(':'));
  const item = ROLEPLAY_LIBRARY.find((r) => r.key === key);
  return item?.variants[language as Locale] ?? null;
}

export function personaOf(u: UsecaseRow, language: string): PersonaFacts {
  const v = libraryVariant(u, language);
  if (v && language !== 'en-US') return personaOfVariant(v, language);
  return {
    name: u.customerName,
    age: u.customerAge,
    customerSince: u.customerSince,
    address: u.customerAddress,
    issueDescription: u.customerIssueDescription ?? u.description ?? '',
    speakingStyle: u.customerSpeakingStyle,
    facts: upgradeFacts(u.customerFacts),
    goal: u.customerGoal,
    objections: u.customerObjections,
    mood: u.customerMood,
    language,
  };
}

/** The persona of a session's roleplay, in the language the session is practised in. */
export async function personaFacts(tx: Tx, session: SessionRow): Promise<PersonaFacts> {
  const u = await usecaseOf(tx, session.tenantId, session.usecaseId);
  const a = await assessmentOf(tx, session.tenantId, session.assessmentId);
  return personaOf(u, a.language);
}
