import { phrasesIn } from '../lexicons/phrase-finder.js';
import { probingPhrases } from './conversation-kpis.js';

/** What one advisor message shows, for the chat history's per-message probings and empathies (roleplay.md §3). */
export interface MessageInsights {
  empathies: string[];
  probings: string[];
  forbidden: string[];
}

export function messageInsights(text: string, language: string, forbiddenWords?: readonly string[]): MessageInsights {
  return {
    empathies: phrasesIn(text, language, 'empathy'),
    probings: probingPhrases(text, language),
    forbidden: phrasesIn(text, language, 'forbidden', forbiddenWords),
  };
}
