import { foldText } from '../lexicons/phrase-finder.js';
import { personaLanguage } from './persona-cues.js';
import { PERSONA_LINES, STANDARD_ASKS } from './persona-lines.js';

/**
 * The persona of an unscripted roleplay as the built-in customer reads it. Customer facts are the
 * customer's own (first person, given in the opening or when asked); company facts are the company's
 * options and policy, never voiced by the customer, and those marked acceptable resolve the issue.
 */
export interface PersonaFact {
  label: string;
  value: string;
  knownBy?: 'customer' | 'company';
  reveal?: 'opening' | 'whenAsked';
  acceptable?: boolean;
  phrasings?: readonly string[];
}

export type PersonaMood = 'calm' | 'frustrated' | 'angry';

export interface PersonaFacts {
  name: string | null;
  age: number | null;
  customerSince: string | null;
  address: string | null;
  /** The trainer's brief; voiced only by a roleplay written before the persona model (no opening facts). */
  issueDescription: string;
  speakingStyle: string | null;
  facts?: readonly PersonaFact[];
  goal?: string | null;
  objections?: readonly string[];
  mood?: PersonaMood | null;
  /** BCP 47; the customer speaks its base language (nine locales, eight languages), else English. */
  language: string;
}

/** One thing the customer can tell when asked: a customer fact or a standing detail (name, age…). */
export interface Askable {
  key: string;
  /** What the customer says (first person). */
  answer: string;
  /** What an advisor's question is compared with. */
  asks: string[];
  reveal: 'opening' | 'whenAsked';
}

export interface Resolution {
  key: string;
  value: string;
  acceptable: boolean;
  /** What an advisor's offer is compared with. */
  offers: string[];
}

const fill = (template: string, values: Record<string, string | number | null>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? '')).trim();

export const customerFactsOf = (facts: PersonaFacts) => (facts.facts ?? []).filter((f) => (f.knownBy ?? 'customer') === 'customer');
export const companyFactsOf = (facts: PersonaFacts) => (facts.facts ?? []).filter((f) => f.knownBy === 'company');

/** Everything the customer may be asked for, standing details first. */
export function askablesOf(facts: PersonaFacts): Askable[] {
  const lang = personaLanguage(facts.language);
  const lines = PERSONA_LINES[lang];
  const asks = STANDARD_ASKS[lang];
  const standing: Askable[] = [];
  const add = (key: 'name' | 'age' | 'address' | 'since', value: string | number | null) => {
    if (value === null || value === '') return;
    standing.push({ key, answer: fill(lines[key], { [key]: value }), asks: [...asks[key]], reveal: 'whenAsked' });
  };
  add('name', facts.name);
  add('age', facts.age);
  add('address', facts.address);
  add('since', facts.customerSince);
  const own = customerFactsOf(facts).map((f) => ({
    key: `fact:${f.label}`,
    answer: f.value,
    asks: [f.label, ...(f.phrasings ?? [])],
    reveal: f.reveal ?? 'whenAsked',
  }));
  return [...standing, ...own];
}

export function resolutionsOf(facts: PersonaFacts): Resolution[] {
  return companyFactsOf(facts).map((f) => ({
    key: `fact:${f.label}`,
    value: f.value,
    acceptable: f.acceptable === true,
    offers: [f.value, ...(f.phrasings ?? [])],
  }));
}

const UPSET =
  /\b(angry|furious|irate|frustrated|upset|short|irritated|impatient|annoyed|enfade|frustre|enerve|agace|irrite|enojad|frustrad|molest|irritad|wutend|verargert|arg|sint|irritert|arg|arrabbiat|irritat)/;
const CALM =
  /\b(polite|calm|friendly|patient|courteous|poli|calme|aimable|educad|tranquil|amable|hoflich|ruhig|hoflig|rolig|gentile|calmo)/;

/** 0 calm … 4 furious: the author's mood, else what the speaking style says. */
export function initialMood(facts: PersonaFacts): number {
  if (facts.mood === 'calm') return 0;
  if (facts.mood === 'frustrated') return 2;
  if (facts.mood === 'angry') return 3;
  const style = foldText(facts.speakingStyle ?? '');
  if (UPSET.test(style)) return 2;
  if (CALM.test(style)) return 0;
  return 1;
}

/** Company fact values, for checking that nothing the customer said gives them away. */
export function companyValues(facts: PersonaFacts): string[] {
  return companyFactsOf(facts).map((f) => f.value);
}
