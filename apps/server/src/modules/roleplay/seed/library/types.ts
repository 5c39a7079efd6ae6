import type { CustomerFactInput, CustomerMood, Locale, RoleplayType, ScriptStepInput, VisibilityId } from '@switchboard/contracts';

/** The words of one language version of a library roleplay. */
export interface LibraryVariant {
  name: string;
  description: string;
  customerName: string;
  customerAge: number | null;
  customerAddress: string | null;
  customerSince: string | null;
  customerIssueDescription: string;
  customerSpeakingStyle: string;
  customerFacts?: CustomerFactInput[];
  /** Unscripted persona: what the customer wants, its objections and its mood at the start. */
  customerGoal?: string;
  customerObjections?: string[];
  customerMood?: CustomerMood;
  /** Scripted roleplays only: the ordered steps. */
  steps?: ScriptStepInput[];
}

/**
 * A roleplay of the generic library (DESIGN §6), installed into every tenant of one of its verticals.
 * Scripted roleplays have one version per language; an unscripted one with `anyLanguage` is installed
 * once without a language, so the advisor picks the bot's language (Language dialog).
 */
export interface LibraryRoleplay {
  key: string;
  verticals: string[];
  type: RoleplayType;
  scripted: boolean;
  inboundEnabled: boolean;
  nluEnabled: boolean;
  liveTranscript: boolean;
  realTimeFeedback: boolean;
  visibilityId: VisibilityId;
  threshold: number;
  anyLanguage?: boolean;
  /** Open to self-registration from the library (default true). */
  selfRegistration?: boolean;
  variants: Partial<Record<Locale, LibraryVariant>> & { 'en-US': LibraryVariant };
}
