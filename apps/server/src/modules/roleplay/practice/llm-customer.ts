import { z } from 'zod';
import type { LlmScoreItemRow } from '@switchboard/contracts';
import type { PersonaFacts, TranscriptMessage } from '@switchboard/roleplay-engine';
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

export function personaSystemPrompt(facts: PersonaFacts): string {
  const lines = [
    `You are ${facts.name ?? 'a customer'}, a customer contacting a company's contact centre. The person you talk to is a customer-service advisor in training.`,
    `Your issue: ${facts.issueDescription}`,
    facts.age !== null ? `Age: ${facts.age}.` : null,
    facts.customerSince ? `Customer since: ${facts.customerSince}.` : null,
    facts.address ? `Address: ${facts.address}.` : null,
    ...(facts.facts ?? []).map((f) => `${f.label}: ${f.value}.`),
    facts.speakingStyle ? `Speaking style: ${facts.speakingStyle}.` : null,
    `Speak ${LANGUAGE_NAMES[facts.language.slice(0, 2)] ?? 'English'} only, in one to three short sentences, as a real customer would on a chat.`,
    'Stay in character. Never say you are an AI and never act as the advisor.',
    'Answer questions only from the facts above; if asked for anything else, say you do not have it to hand. Never invent account numbers or details.',
    'Calm down when the advisor shows empathy; get more upset if they blame you.',
    `When your issue is resolved and the advisor closes the conversation, or you decide to hang up, say goodbye and end your message with ${END_MARKER}.`,
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
  .array(z.object({ label: z.string().trim().min(1).max(80), score: z.coerce.number(), description: z.string().trim().max(500) }))
  .max(10);

/**
 * The LLM rubric of an unscripted conversation (DESIGN §7): items `{label, score 0–100, description}`.
 * A reply that is not the JSON asked for yields no items (the deterministic KPIs still score the session).
 */
export async function llmRubric(
  llm: LlmProvider,
  facts: PersonaFacts,
  transcript: readonly TranscriptMessage[],
): Promise<LlmScoreItemRow[]> {
  const conversation = transcript.map((m) => `${m.role === 'advisor' ? 'Advisor' : 'Customer'}: ${m.text}`).join('\n');
  const text = await llm.complete(
    [
      {
        role: 'system',
        content:
          'You assess a contact-centre advisor\'s chat with a customer. Reply with JSON only: an array of 3 to 5 objects {"label": string, "score": number 0-100, "description": string quoting the advisor}. Labels such as "Understanding the issue", "Ownership", "Clarity", "Tone".',
      },
      { role: 'user', content: `Customer issue: ${facts.issueDescription}\n\nConversation:\n${conversation}` },
    ],
    { maxTokens: 600, temperature: 0 },
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
  return items.data.map((i) => ({
    label: i.label,
    score: Math.max(0, Math.min(100, Math.round(i.score))),
    description: i.description,
    source: 'llm' as const,
  }));
}
