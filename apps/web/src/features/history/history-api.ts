import type { z } from 'zod';
import {
  HISTORY_DEFAULTS,
  formatHistoryTimestamp,
  agreementReply,
  chatScriptReply,
  commentReply,
  historyPage,
  progressReply,
  syncRolePlayReply,
  scoreEditReply,
  syncJob,
  trainerUsecasesReply,
  type AgreementQuery,
  type CommentBody,
  type HistoryQuery,
  type ProgressQuery,
  type ScoreEditBody,
  type syncRolePlayBody,
  type trainerUsecasesQuery,
} from '@switchboard/contracts';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { buildUrl, http, notifyUnauthorized, requestHeaders, type Query } from '../../shared/api/http-client';
import { parseReply } from '../../shared/api/parse-reply';
import { downloadFile } from '../admin/applications/download-file';

const base = '/apigateway/tbsrvc';

/** The browser's time zone (roleplay.md §9), UTC when it cannot be told. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || HISTORY_DEFAULTS.defaultTimezone;
  } catch {
    return HISTORY_DEFAULTS.defaultTimezone;
  }
}

/** A history timestamp, `dd/mm/yyyy - HH:mm` in the browser's time zone (roleplay.md §9), as the CSV export writes it. */
export const historyTimestamp = (at: string | Date): string => formatHistoryTimestamp(at, browserTimeZone());

/** Query values as the contracts take them on the wire (numbers, ids, ISO instants, 'true'/'false'). */
type Wire<T> = { [K in keyof T]?: T[K] extends boolean | undefined ? boolean : T[K] };
export type HistoryParams = Wire<HistoryQuery>;
export type TrainerUsecasesParams = Wire<z.infer<typeof trainerUsecasesQuery>>;

/** A binary reply (the call recording), with the same headers and failures as every other call. */
async function getBlob(path: string, query: Query, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: requestHeaders(), credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string; details?: unknown };
    throw new ApiError(response.status, body.error, body.message ?? '', body.details);
  }
  return response.blob();
}

/** Interaction history, review, analytics and user sync (roleplay.md §7; the analytics paths are ours). */
export const historyApi = {
  list: async (params: HistoryParams, signal?: AbortSignal) =>
    parseReply(historyPage, await http.get(`${base}/interaction/history`, { query: { ...params }, signal })),

  usecases: async (params: TrainerUsecasesParams, signal?: AbortSignal) =>
    parseReply(trainerUsecasesReply, await http.get(`${base}/trainerspanusecase`, { query: { ...params }, signal })),

  chatScript: async (id: string, signal?: AbortSignal) =>
    parseReply(chatScriptReply, await http.get(`${base}/interaction/chatscript/${id}`, { query: { timezone: browserTimeZone() }, signal })),

  /** The conversation as CSV (isCsvEnable=true), saved by the browser. */
  exportCsv: (id: string, fileName: string) =>
    downloadFile(buildUrl(`${base}/interaction/chatscript/${id}`, { timezone: browserTimeZone(), isCsvEnable: true }), fileName),

  audio: (instance: string, id: string, signal?: AbortSignal) =>
    getBlob(`${base}/interaction/histories/audio/${encodeURIComponent(instance)}/${id}`, { timezone: browserTimeZone() }, signal),

  editScore: async (body: ScoreEditBody) => parseReply(scoreEditReply, await http.patch(`${base}/interaction/histories`, body)),

  comment: async (body: CommentBody) => parseReply(commentReply, await http.patch(`${base}/usersession`, body)),

  progress: async (params: Wire<ProgressQuery>, signal?: AbortSignal) =>
    parseReply(progressReply, await http.get(`${base}/interaction/progress`, { query: { ...params }, signal })),

  agreement: async (params: Wire<AgreementQuery>, signal?: AbortSignal) =>
    parseReply(agreementReply, await http.get(`${base}/interaction/agreement`, { query: { ...params }, signal })),

  syncJob: async (jobId: string, signal?: AbortSignal) =>
    parseReply(syncJob, await http.get(`/api/tenant/v1/rolePlay/syncRolePlay/${jobId}`, { signal })),

  syncUsers: async (body: z.infer<typeof syncRolePlayBody>) =>
    parseReply(syncRolePlayReply, await http.post('/api/tenant/v1/rolePlay/syncRolePlay', body)),
};

/** React Query keys of the history area; everything of one group shares the prefix. */
export const historyKeys = {
  all: (tenantId: string) => ['history', tenantId] as const,
  list: (tenantId: string, params: HistoryParams) => ['history', tenantId, 'list', params] as const,
  usecases: (tenantId: string, params: TrainerUsecasesParams) => ['history', tenantId, 'usecases', params] as const,
  users: (tenantId: string, params: unknown) => ['history', tenantId, 'users', params] as const,
  session: (tenantId: string, id: string) => ['history', tenantId, 'session', id] as const,
  audio: (tenantId: string, id: string) => ['history', tenantId, 'audio', id] as const,
  progress: (tenantId: string, params: unknown) => ['history', tenantId, 'progress', params] as const,
  agreement: (tenantId: string, params: unknown) => ['history', tenantId, 'agreement', params] as const,
};
