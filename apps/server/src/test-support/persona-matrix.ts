import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { roleplayScript, type Locale } from '@switchboard/contracts';
import {
  advance,
  companyValues,
  createPersona,
  createRunner,
  currentStep,
  personaReply,
  scoreScriptedSession,
  scoreUnscriptedSession,
  type EngineScript,
  type PersonaFacts,
  type RunnerState,
  type TranscriptMessage,
} from '@switchboard/roleplay-engine';
import { ROLEPLAY_LIBRARY, type LibraryVariant } from '../modules/roleplay/seed/library/index.js';
import { personaOfVariant } from '../modules/roleplay/practice/persona-of-variant.js';

/**
 * The advisor-persona matrix: advisors of known quality (excellent, the model answers read back
 * literally, weak, rude; for unscripted also a phrase-stuffer and "ok" only) practise seeded library
 * roleplays through the engine the server runs, and every score is reported. Advisor replies come
 * from the evaluation set written apart from the roleplays; the literal advisor is derived from the
 * roleplay itself.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const advisorsDir = path.resolve(here, '../../../../packages/roleplay-engine/evaluation/advisors');

type ScriptedAdvisors = Record<string, Record<string, Record<string, Record<'excellent' | 'weak' | 'rude', string>>>>;
type UnscriptedAdvisors = Record<string, Record<string, Record<string, string[]>>>;

export interface MatrixRow {
  mode: 'scripted' | 'unscripted';
  roleplay: string;
  locale: string;
  advisor: string;
  score: number;
  /** Unscripted: customer lines that gave away a company fact (must stay empty). */
  leaks: string[];
  ending: string | null;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(advisorsDir, file), 'utf8')) as T;
const variantOf = (key: string, locale: string): LibraryVariant | null =>
  ROLEPLAY_LIBRARY.find((r) => r.key === key)?.variants[locale as Locale] ?? null;

const WORDS: Record<string, { hello: string; sorry: string; bye: string }> = {
  en: { hello: 'Hello, thank you for contacting us.', sorry: "I'm sorry about this.", bye: 'Is there anything else? Goodbye.' },
  fr: { hello: 'Bonjour, merci de nous avoir contactés.', sorry: 'Je suis désolé pour ce désagrément.', bye: 'Autre chose ? Au revoir.' },
};

/** The literal unscripted advisor: the roleplay's own words — each fact asked for by its label, the acceptable resolution read out. */
function literalAdvisor(persona: PersonaFacts): string[] {
  const w = WORDS[persona.language.slice(0, 2)] ?? WORDS.en!;
  const facts = persona.facts ?? [];
  const asks = facts.filter((f) => (f.knownBy ?? 'customer') === 'customer' && f.reveal !== 'opening').map((f) => `${f.label} ?`);
  const resolution = facts.find((f) => f.knownBy === 'company' && f.acceptable)?.value ?? '';
  return [`${w.hello} ${w.sorry}`, ...asks, resolution, `${w.sorry} ${resolution}`, w.bye];
}

/** Customer lines that contain a company fact's distinctive words (a leak of the answer key). */
function leaksIn(lines: string[], persona: PersonaFacts): string[] {
  const values = companyValues(persona).map((v) => v.toLowerCase());
  return lines.filter((line) =>
    values.some((v) => line.toLowerCase().includes(v) || (v.length > 20 && line.toLowerCase().includes(v.slice(0, 20)))),
  );
}

export function runUnscripted(roleplay: string, locale: string, advisor: string, messages: string[]): MatrixRow {
  const v = variantOf(roleplay, locale);
  if (!v) throw new Error(`No ${locale} variant of ${roleplay}`);
  const persona = personaOfVariant(v, locale);
  const { state: start, opening } = createPersona(persona, 7);
  let state = start;
  let at = 0;
  const transcript: TranscriptMessage[] = [{ role: 'customer', text: opening, at }];
  let ending: string | null = null;
  for (const text of messages) {
    at += 25_000;
    transcript.push({ role: 'advisor', text, at, timing: { typingDurationMs: 15_000, idleMs: 5_000 } });
    const turn = personaReply(persona, state, text);
    state = turn.state;
    at += 2_000;
    transcript.push({ role: 'customer', text: turn.message, at });
    if (turn.over) {
      ending = turn.ending;
      break;
    }
  }
  const report = scoreUnscriptedSession(transcript, { type: 1, language: locale }, persona);
  const customerLines = transcript.filter((m) => m.role === 'customer').map((m) => m.text);
  return { mode: 'unscripted', roleplay, locale, advisor, score: report.overall.score, leaks: leaksIn(customerLines, persona), ending };
}

export function runScripted(
  roleplay: string,
  locale: string,
  advisor: string,
  replyFor: (stepId: string, answers: readonly string[]) => string,
): MatrixRow {
  const item = ROLEPLAY_LIBRARY.find((r) => r.key === roleplay)!;
  const v = variantOf(roleplay, locale);
  if (!v) throw new Error(`No ${locale} variant of ${roleplay}`);
  const script: EngineScript = roleplayScript.parse({ steps: v.steps ?? [] });
  let state: RunnerState = createRunner(script, { threshold: item.threshold, maxRetryCount: 3, language: locale });
  let at = 0;
  state = advance(script, state, { type: 'start', at }).state;
  for (let guard = 0; guard < 200 && state.status !== 'completed'; guard++) {
    const step = currentStep(script, state);
    if (!step) break;
    at += 20_000;
    const text = replyFor(step.id, step.recommendedAnswers) || '…';
    state = advance(script, state, { type: 'reply', at, text, timing: { typingDurationMs: 12_000, idleMs: 4_000 } }).state;
  }
  const report = scoreScriptedSession(script, state, { type: 1, language: locale });
  return { mode: 'scripted', roleplay, locale, advisor, score: report.overall.score, leaks: [], ending: state.status };
}

export const MATRIX = {
  scripted: ['password-reset', 'billing-dispute', 'cancellation-retention'],
  unscripted: ['refund-request', 'late-delivery-complaint'],
  locales: ['en-US', 'fr-FR'],
};

/** Every cell of the matrix (or the given subset), in a stable order. */
export function runMatrix(subset: Partial<typeof MATRIX> = {}): MatrixRow[] {
  const m = { ...MATRIX, ...subset };
  const scripted = readJson<ScriptedAdvisors>('scripted.json');
  const unscripted = readJson<UnscriptedAdvisors>('unscripted.json');
  const rows: MatrixRow[] = [];
  for (const roleplay of m.scripted)
    for (const locale of m.locales) {
      const replies = scripted[roleplay]?.[locale];
      if (!replies || !variantOf(roleplay, locale)) continue;
      rows.push(runScripted(roleplay, locale, 'literal', (_id, answers) => answers[0] ?? ''));
      for (const advisor of ['excellent', 'weak', 'rude'] as const)
        rows.push(runScripted(roleplay, locale, advisor, (id) => replies[id]?.[advisor] ?? ''));
    }
  for (const roleplay of m.unscripted)
    for (const locale of m.locales) {
      const personas = unscripted[roleplay]?.[locale];
      const v = variantOf(roleplay, locale);
      if (!personas || !v) continue;
      rows.push(runUnscripted(roleplay, locale, 'literal', literalAdvisor(personaOfVariant(v, locale))));
      for (const [advisor, messages] of Object.entries(personas)) rows.push(runUnscripted(roleplay, locale, advisor, messages));
    }
  return rows;
}
