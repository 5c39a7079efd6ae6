import { upgradeFacts } from '@switchboard/contracts';
import type { PersonaFacts } from '@switchboard/roleplay-engine';
import type { LibraryVariant } from '../seed/library/index.js';

/** The built-in customer's brief from one language version of a library roleplay. */
export function personaOfVariant(v: LibraryVariant, language: string): PersonaFacts {
  return {
    name: v.customerName,
    age: v.customerAge,
    customerSince: v.customerSince,
    address: v.customerAddress,
    issueDescription: v.customerIssueDescription,
    speakingStyle: v.customerSpeakingStyle,
    facts: upgradeFacts(v.customerFacts),
    goal: v.customerGoal ?? null,
    objections: v.customerObjections ?? [],
    mood: v.customerMood ?? null,
    language,
  };
}
