/**
 * What the bot says that is not a customer line (roleplay.md §8). Each system message carries a code
 * (what happened, for the server and transcripts) and a bot message key (what the chat screen shows;
 * the web app translates the key, the English text here is the default and what transcripts store).
 */

/** The bot message keys of roleplay.md §8, with their default English text. */
export const BOT_MESSAGES = {
  /** Label put before a transcript line pair ('agent customer' plus a newline). */
  agentcustomer: 'agent customer\n',
  usecasenotconfigured: 'This use case is not configured.',
  selectfirst: 'Please select one of the options first.',
  internetconnectivityissue: 'There is an internet connectivity issue. Please check your connection and try again.',
  notrespond: 'The assistant did not respond. Please try again.',
  selectone: 'Please select one of the options below.',
  /** Shown blank by one reading of the spec; the chat shows the non-matching text instead (see below). */
  notsutablans: '',
  trainingcomplete: '',
} as const;
export type BotMessageKey = keyof typeof BOT_MESSAGES;
export const BOT_MESSAGE_KEYS = Object.keys(BOT_MESSAGES) as BotMessageKey[];

/** Shown when a reply does not match the step's recommended answers (roleplay.md §8). */
export const NON_MATCHING_RESPONSE_MESSAGE = "That doesn't match the expected response. Could you please try again?";

/**
 * System codes the runner emits. NOTSUTABLANS is the spec's "marker for a non-matching response": on a
 * free-text step the chat shows the non-matching text, on a select-one step the select-one prompt.
 */
export const SYSTEM_CODES = {
  notSuitableAnswer: 'NOTSUTABLANS',
  selectOne: 'SELECTONE',
  selectFirst: 'SELECTFIRST',
  trainingComplete: 'TRAININGCOMPLETE',
  useCaseNotConfigured: 'USECASENOTCONFIGURED',
} as const;
export type SystemCode = (typeof SYSTEM_CODES)[keyof typeof SYSTEM_CODES];

/** The closing result the bot speaks after a scored finish (roleplay.md §4, §9). */
export const RESULT_LINES = {
  exceptional: 'Exceptional work! You handled this conversation with real skill. Keep it up.',
  average: 'Good effort. Review your score breakdown to see where you can improve next time.',
} as const;
export type ResultLevel = keyof typeof RESULT_LINES;
/** overAllScoreWeightage at or above this is exceptional, anything below average (roleplay.md §9). */
export const EXCEPTIONAL_SCORE = 80;

/** Unscripted finishes always speak the exceptional line (roleplay.md §4 "Unscripted finish"). */
export function resultLevel(overallWeightedScore: number, scripted = true): ResultLevel {
  if (!scripted) return 'exceptional';
  return overallWeightedScore >= EXCEPTIONAL_SCORE ? 'exceptional' : 'average';
}
