import type { KbotPassage } from '@switchboard/contracts';
import type { LlmProvider } from '../../platform/llm/chat-completions.js';

/** What the model answers when the passages do not hold the answer. */
export const UNKNOWN_MARK = 'NOT_IN_SOURCES';

const SYSTEM = [
  'You answer contact-centre advisors’ questions using ONLY the numbered passages from their company knowledge base.',
  'Answer in two or three sentences, in the language of the question, and cite the passages you used as [1], [2].',
  `If the passages do not contain the answer, reply with exactly ${UNKNOWN_MARK} and nothing else. Never guess or use outside knowledge.`,
].join(' ');

/** Passage numbers cited as [n] that exist, in order of first citation. */
export function citationsOf(answer: string, passageCount: number): number[] {
  const cited = [...answer.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])).filter((n) => n >= 1 && n <= passageCount);
  return [...new Set(cited)];
}

/**
 * A short answer written by the LLM from the passages alone. An answer that cites nothing it was given
 * is not trusted: it counts as "not in the sources", like the model's own refusal.
 */
export async function answerFromPassages(
  llm: LlmProvider,
  question: string,
  passages: readonly KbotPassage[],
  timeoutMs: number,
): Promise<{ answer: string | null; citations: number[]; unknown: boolean }> {
  const context = passages.map((p, i) => `[${i + 1}] ${p.title}: ${p.text}`).join('\n\n');
  const reply = (
    await llm.complete(
      [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
      ],
      { maxTokens: 300, temperature: 0, timeoutMs },
    )
  ).trim();
  const citations = citationsOf(reply, passages.length);
  if (reply.includes(UNKNOWN_MARK) || citations.length === 0) return { answer: null, citations: [], unknown: true };
  return { answer: reply, citations, unknown: false };
}
