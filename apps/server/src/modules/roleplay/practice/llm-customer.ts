import { z } from 'zod';
import type { LlmScoreItemRow } from '@switchboard/contracts';
import { companyFactsOf, customerFactsOf, type KpiKey, type PersonaFacts, type TranscriptMessage } from '@switchboard/roleplay-engine';
import type { ChatMessage, LlmProvider } from '../../../platform/llm/chat-completions.js';

/**
 * The customer persona played by an LLM (DESIGN §7): the persona's facts in the system message, the
 * conversation as alternating turns (customer = assistant, advisor = user). The model marks the end
 * of the conversation with END_MARKER, which is stripped from what the advisor sees.
 */
export const END_MARKER = '[END]';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  nb: 'Norwegian',
  it: 'Italian',
  sv: 'Swedish',
  de: 'German',
};

const MOOD_TEXT = { calm: 'calm and polite', frustrated: 'frustrated', angry: 'angry' } as const;

/**
 * The customer's brief for the model: only what the customer knows (its own facts, its goal, its
 * objections and mood). The company's options and policy are left out, so the model cannot offer the
 * advisor the answer; the trainer's case note is left out, so it cannot read it aloud.
 */
export function personaSystemPrompt(facts: PersonaFacts): string {
  const own = customerFactsOf(facts);
  const lines = [
    `You are ${facts.name ?? 'a customer'}, a customer contacting a company's contact centre. The person you talk to is a customer-service advisor in training.`,
    'Speak in the first person, as the customer; never describe yourself in the third person.',
    facts.age !== null ? `Your age: ${facts.age}.` : null,
    facts.customerSince ? `Customer since: ${facts.customerSince}.` : null,
    facts.address ? `Your address: ${facts.address}.` : null,
    own.length > 0 ? 'What you know (say each only when the advisor asks for it, except those marked "say at the start"):' : null,
    ...own.map((f) => `- ${f.label}: ${f.value}${f.reveal === 'opening' ? ' (say at the start)' : ''}`),
    own.length === 0 ? `Your problem: ${facts.issueDescription}` : null,
    facts.goal ? `What you want: ${facts.goal}` : null,
    (facts.objections ?? []).length > 0 ? 'Before you accept a solution, raise these doubts one at a time:' : null,
    ...(facts.objections ?? []).map((o) => `- ${o}`),
    facts.mood ? `Your mood at the start: ${MOOD_TEXT[facts.mood]}.` : null,
    facts.speakingStyle ? `Speaking style: ${facts.speakingStyle}.` : null,
    `Speak ${LANGUAGE_NAMES[facts.language.slice(0, 2)] ?? 'English'} only, in one to three short sentences, as a real customer would on a chat.`,
    'Stay in character. Never say you are an AI and never act as the advisor. Never suggest the solution yourself: wait for the advisor to offer one, and push back if it does not give you what you want.',
    'Answer questions only from the facts above; if asked for anything else, say you do not have it to hand. Never invent account numbers or details.',
    'Calm down when the advisor shows empathy; get more upset if they are rude or blame you, and hang up if they do it again.',
    `When your issue is resolved and the advisor closes the conversation or says goodbye, or you decide to hang up, say goodbye and end your message with ${END_MARKER}.`,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export function conversationMessages(
  facts: PersonaFacts,
  transcript: readonly { role: 'advisor' | 'customer'; text: string }[],
): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: personaSystemPrompt(facts) }];
  if (transcript.length === 0 || transcript[0]!.role === 'customer') {
    messages.push({ role: 'user', content: '(The advisor has just picked up your chat. Start: say why you are getting in touch.)' });
  }
  for (const m of transcript) messages.push({ role: m.role === 'customer' ? 'assistant' : 'user', content: m.text });
  return messages;
}

/** The model's reply as the customer's line, and whether it ended the conversation. */
export function readCustomerReply(text: string): { message: string; over: boolean } {
  const over = text.includes(END_MARKER);
  const message = text.split(END_MARKER).join(' ').replace(/\s+/g, ' ').trim();
  return { message: message || '…', over };
}

export async function llmCustomerLine(
  llm: LlmProvider,
  facts: PersonaFacts,
  transcript: readonly { role: 'advisor' | 'customer'; text: string }[],
) {
  return readCustomerReply(await llm.complete(conversationMessages(facts, transcript), { maxTokens: 200 }));
}

const rubricReply = z
  .array(
    z.object({
      kpi: z.string().trim().max(40).nullable().optional(),
      label: z.string().trim().min(1).max(80),
      score: z.coerce.number(),
      description: z.string().trim().max(500),
    }),
  )
  .max(12);

/** What the judge is told about the roleplay: its objectives and the key it is judged against. */
export interface JudgeBrief {
  objectives: string | null;
  /** The tenant's KPIs the judge may score, with their weights (only KPIs with weight). */
  kpis: { kpi: KpiKey; weight: number }[];
}

const KPI_MEANINGS: Partial<Record<KpiKey, string>> = {
  welcome_score: 'greeting the customer at the start',
  disclaimer_score: 'giving the recording disclaimer',
  closing_score: 'closing politely after the issue is resolved',
  compliance_score: "checking the customer's details before acting",
  resolution_score: 'offering one of the acceptable resolutions and getting the customer to accept it',
  empathy_score: "acknowledging the customer's feelings when the customer shows them",
  probing_score: 'asking questions that find out what the customer knows',
  forbidden_words: 'staying professional: 100 means no rudeness, blame or words to avoid',
};

/**
 * The LLM judge of an unscripted conversation: it sees the roleplay's objectives, the acceptable
 * resolutions and the company's key points beside the transcript, and scores the tenant's weighted
 * KPIs (each item names the KPI it scores, so the weights count it). Items `{label, score 0–100,
 * description}`; a reply that is not the JSON asked for yields no items (the engine still scores).
 */
export async function llmRubric(
  llm: LlmProvider,
  facts: PersonaFacts,
  transcript: readonly TranscriptMessage[],
  brief: JudgeBrief,
): Promise<LlmScoreItemRow[]> {
  const conversation = transcript.map((m) => `${m.role === 'advisor' ? 'Advisor' : 'Customer'}: ${m.text}`).join('\n');
  const company = companyFactsOf(facts);
  const judged = brief.kpis.filter((k) => KPI_MEANINGS[k.kpi]);
  const text = await llm.complete(
    [
      {
        role: 'system',
        content: [
          "You assess a contact-centre advisor's chat with a customer.",
          'Reply with JSON only: an array with one object per KPI listed, {"kpi": the KPI key, "label": a short title, "score": number 0-100, "description": one or two sentences quoting the advisor}.',
          'KPIs to score:',
          ...judged.map((k) => `- ${k.kpi}: ${KPI_MEANINGS[k.kpi]}`),
          'An offer counts as a resolution only if it gives the customer one of the acceptable resolutions, however it is worded. Phrases that do no work in the conversation earn nothing.',
        ].join('\n'),
      },
      {
        role: 'user',
        content: [
          `Roleplay objectives: ${brief.objectives ?? facts.issueDescription}`,
          `Customer's situation: ${facts.issueDescription}`,
          facts.goal ? `What the customer wants: ${facts.goal}` : null,
          'Acceptable resolutions:',
          ...company.filter((f) => f.acceptable).map((f) => `- ${f.value}`),
          'Key points the advisor should know (company side):',
          ...company.filter((f) => !f.acceptable).map((f) => `- ${f.label}: ${f.value}`),
          '',
          'Conversation:',
          conversation,
        ]
          .filter((l): l is string => l !== null)
          .join('\n'),
      },
    ],
    { maxTokens: 800, temperature: 0 },
  );
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return [];
  }
  const items = rubricReply.safeParse(parsed);
  if (!items.success) return [];
  const allowed = new Set<string>(judged.map((k) => k.kpi));
  const seen = new Set<string>();
  return items.data.map((i) => {
    // One judgement per KPI: a repeated or unknown KPI stays in the list but weighs nothing.
    const kpiName = i.kpi && allowed.has(i.kpi) && !seen.has(i.kpi) ? (i.kpi as KpiKey) : null;
    if (kpiName) seen.add(kpiName);
    return {
      label: i.label,
      score: Math.max(0, Math.min(100, Math.round(i.score))),
      description: i.description,
      source: 'llm' as const,
      kpiName,
    };
  });
}
