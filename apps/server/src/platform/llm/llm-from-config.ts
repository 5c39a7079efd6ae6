import type { Config } from '../../config.js';
import { chatCompletionsProvider, type LlmProvider } from './chat-completions.js';

/** The configured LLM, or null: unscripted roleplays then use the built-in customer persona. */
export function llmFromConfig(config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>): LlmProvider | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return chatCompletionsProvider({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}
