/** The per-message score range (roleplay.md §5, §9). */
export const SCORE_RANGE = { min: 0, max: 5 } as const;
/** A reviewer's comment: at most this many characters (roleplay.md §5, §9). */
export const COMMENT_MAX_LENGTH = 200;

/**
 * What a typed score becomes: a whole number from 0 to 5, or null when the input is to be ignored
 * (out of range, a fraction, not a number) — roleplay.md §5.
 */
export function parseScore(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= SCORE_RANGE.min && value <= SCORE_RANGE.max ? value : null;
}

/** A message's score can be edited where the engine allows it and the session is not reviewed yet (roleplay.md §4). */
export const canEditScore = (message: { isScoreEditable: boolean; isReviewed: boolean }, reviewer: boolean): boolean =>
  reviewer && message.isScoreEditable && !message.isReviewed;

export interface CommentPanelState {
  /** The comment already saved on the session, if any: the panel is then read-only. */
  savedComment: string | null;
  alreadyReviewed: boolean;
  draft: string;
  reviewedTicked: boolean;
  saving: boolean;
  /** The viewer may review this session (never their own; DESIGN §4). */
  reviewer: boolean;
}

const hasText = (value: string | null) => value !== null && value.trim() !== '';

/**
 * The comment panel's rules (roleplay.md §4–§5): once a comment exists it is read-only; the reviewed
 * box is disabled when the session is already reviewed; Submit needs the box ticked and is disabled
 * when a comment already exists or while a save runs.
 */
export function commentPanel(state: CommentPanelState) {
  const readOnly = !state.reviewer || hasText(state.savedComment);
  const length = state.draft.length;
  return {
    readOnly,
    checkboxDisabled: readOnly || state.alreadyReviewed || state.saving,
    submitDisabled: readOnly || !state.reviewedTicked || state.saving,
    length,
    atLimit: length >= COMMENT_MAX_LENGTH,
  };
}

/** Keeps a typed comment within the limit (pasting more cuts it at 200 characters). */
export const clampComment = (text: string): string => text.slice(0, COMMENT_MAX_LENGTH);
