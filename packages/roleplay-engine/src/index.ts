export {
  matchAnswer,
  createAnswerMatcher,
  normaliseThreshold,
  DEFAULT_MATCH_THRESHOLD,
  type MatchOptions,
  type MatchResult,
} from './matching/match-answer.js';
