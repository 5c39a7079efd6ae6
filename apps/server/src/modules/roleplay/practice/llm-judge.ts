import type { EngineStep } from '@switchboard/roleplay-engine';
import { LlmUnavailableError, type LlmProvider } from '../../../platform/llm/chat-completions.js';

/** A verdict must come quickly: the advisor is waiting for the customer's next line. */
export const JUDGE_DEADLINE_MS = 2500;

/**
 * Asks the LLM whether a reply near the threshold conveys what the step asks for (its key points, else
 * its recommended answers). Yes or no; anything else, a timeout or an error gives null and the engine's
 * own judgement stands.
 */
export async function judgeReply(llm: LlmProvider, step: EngineStep, reply: string, language: string): Promise<boolean | null> {
  const expected = step.keyPoints?.length ? step.keyPoints : step.recommendedAnswers;
  const messages = [
    {
      role: 'system' as const,
      content:
        'You check role-play answers of contact-centre advisors. Decide whether the advisor’s reply conveys every required point, ' +
        'in any wording and with any extra polite or relevant content. A reply that states a different fact, or the opposite, does not. ' +
        'Answer with one word: YES or NO.',
    },
    {
      role: 'user' as const,
      content: [
        `Language: ${language}`,
        `Customer: ${step.customerLines.join(' ')}`,
        `Required points:\n${expected.map((p) => `- ${p}`).join('\n')}`,
        `Advisor reply: ${reply}`,
      ].join('\n'),
    },
  ];
  try {
    const answer = (await llm.complete(messages, { maxTokens: 3, temperature: 0, timeoutMs: JUDGE_DEADLINE_MS })).trim();
    if (/^yes\b/i.test(answer)) return true;
    if (/^no\b/i.test(answer)) return false;
    return null;
  } catch (error) {
    if (error instanceof LlmUnavailableError) return null;
    throw error;
  }
}
