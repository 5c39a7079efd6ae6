import {
  chatAnswerReply,
  chatCompleteReply,
  crmForm,
  crmFormDataReply,
  nlpValidationReply,
  scenarioScoreReply,
  transcriptReply,
  unscriptedPromptReply,
  unscriptedScenarioReply,
  usageReply,
  userSession,
  type ChatAnswerBody,
  type CrmFieldValue,
  type UnscriptedPromptBody,
  type UserSessionBody,
} from '@switchboard/contracts';
import { buildUrl, http, requestHeaders } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';

const base = '/apigateway/tbsrvc';

/** The practice-session calls of roleplay.md §7 (chat) with the paths DESIGN §5 gives the unshown ones. */
export const chatApi = {
  validate: async (assessmentId: string) => parseReply(nlpValidationReply, await http.get(`${base}/nlp/validatidation/${assessmentId}`)),

  createSession: async (body: UserSessionBody) => parseReply(userSession, await http.post(`${base}/usersession`, body)),

  answer: async (body: ChatAnswerBody) => parseReply(chatAnswerReply, await http.post(`${base}/prompt`, body)),

  complete: async (body: { userSessionId: string; responseTime?: number } | { senarioSessionId: string; usecaseId: string }) =>
    parseReply(chatCompleteReply, await http.post(`${base}/chat/complete`, body)),

  saveTranscript: async (userSessionId: string, batchId: string | null) =>
    parseReply(transcriptReply, await http.post(`${base}/transcripts`, { userSessionId, batchId })),

  scores: async (userSessionId: string, botTimeTaken: number) =>
    parseReply(scenarioScoreReply, await http.get(`${base}/scenario/scores/${userSessionId}`, { query: { botTimeTaken } })),

  createScenario: async (userSessionId: string, assessmentId: string) =>
    parseReply(unscriptedScenarioReply, await http.post(`${base}/unscripted/scenario`, { userSessionId, assessmentId })),

  unscriptedAnswer: async (body: UnscriptedPromptBody) =>
    parseReply(unscriptedPromptReply, await http.post(`${base}/unscripted/prompt`, body)),

  evaluate: async (senarioSessionId: string, userSessionId: string) =>
    parseReply(scenarioScoreReply, await http.post(`${base}/unscripted/evaluation`, { senarioSessionId, userSessionId })),

  saveUsage: async (userSessionId: string, durationSeconds: number, idleSeconds: number) =>
    parseReply(usageReply, await http.post(`${base}/usersession/${userSessionId}/usage`, { durationSeconds, idleSeconds })),

  crmForm: async (assessmentId: string, signal?: AbortSignal) =>
    parseReply(crmForm, await http.get(`${base}/crmform`, { query: { assessmentId }, signal })),

  crmFormData: async (userSessionId: string, signal?: AbortSignal) =>
    parseReply(crmFormDataReply, await http.get(`${base}/crmformdata/${userSessionId}`, { signal })),

  submitCrm: async (userSessionId: string, fields: CrmFieldValue[]) =>
    parseReply(crmFormDataReply, await http.post(`${base}/crmformdata/${userSessionId}`, { fields })),
};

/**
 * Saves an item's time while the page is going away (roleplay.md §4: duration saved on page unload).
 * sendBeacon cannot carry the session and CSRF headers, so this is a keepalive fetch that outlives the page.
 */
export function saveUsageOnUnload(userSessionId: string, durationSeconds: number, idleSeconds: number): void {
  void fetch(buildUrl(`${base}/usersession/${userSessionId}/usage`), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { ...requestHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ durationSeconds, idleSeconds }),
  }).catch(() => undefined);
}
