/**
 * What the advisor sees of a chat (roleplay.md §3 visibility modes, §6 per-assessment flags):
 * 1 viewAnswersOnly, 2 hideQuestionAnswers, 3 showQuestionAnswers, 6 viewQuestionOnly.
 * - questions: the customer's lines are shown (otherwise a masked bubble stands in for them);
 * - answers: answer chips of free-text steps are offered (a select-one step always shows its options,
 *   they are the only way to answer it);
 * - ownResponses: the advisor's own replies stay visible in the conversation. Only the blind mode (2)
 *   hides them: the advisor practises from memory, as on a call.
 */
export interface VisibilityFlags {
  canShowQuestions: boolean;
  canShowAnswers: boolean;
  canShowUserResponse: boolean;
}

export const VISIBILITY_MODES = { viewAnswersOnly: 1, hideQuestionAnswers: 2, showQuestionAnswers: 3, viewQuestionOnly: 6 } as const;

export function visibilityFlags(visibilityId: number): VisibilityFlags {
  switch (visibilityId) {
    case VISIBILITY_MODES.viewAnswersOnly:
      return { canShowQuestions: false, canShowAnswers: true, canShowUserResponse: true };
    case VISIBILITY_MODES.hideQuestionAnswers:
      return { canShowQuestions: false, canShowAnswers: false, canShowUserResponse: false };
    case VISIBILITY_MODES.viewQuestionOnly:
      return { canShowQuestions: true, canShowAnswers: false, canShowUserResponse: true };
    default:
      return { canShowQuestions: true, canShowAnswers: true, canShowUserResponse: true };
  }
}
