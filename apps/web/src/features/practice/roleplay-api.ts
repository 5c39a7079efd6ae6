import { z } from 'zod';
import {
  accountVoiceConfigAllReply,
  assessmentListReply,
  batch,
  batchMappingsReply,
  batchPage,
  batchUsecasesReply,
  favourite,
  okReply,
  selfRegistration,
  trainingListReply,
  trainingRow,
  usecaseAssignment,
  usecaseAuthoringPage,
  usecaseCardPage,
  usecaseDetail,
  type AssessmentEntry,
  type BatchCreateBody,
  type RoleplayType,
  type UsecaseFields,
  type UsecaseStatus,
} from '@switchboard/contracts';
import { http, request } from '../../shared/api/http-client';
import { parseReply } from '../../shared/api/parse-reply';

export type UsecaseCardPage = z.infer<typeof usecaseCardPage>;
export type VoiceOption = z.infer<typeof accountVoiceConfigAllReply>[number];
export type BatchMapping = z.infer<typeof batchMappingsReply>[number];
export type BatchPage = z.infer<typeof batchPage>;
export type Batch = z.infer<typeof batch>;
export type TrainingRow = z.infer<typeof trainingRow>;
export type UsecaseAssignment = z.infer<typeof usecaseAssignment>;
export type UsecaseAuthoringPage = z.infer<typeof usecaseAuthoringPage>;
export type UsecaseDetail = z.infer<typeof usecaseDetail>;
export type Assessment = z.infer<typeof assessmentListReply>[number];

export type BatchUsecase = z.infer<typeof batchUsecasesReply>[number];

interface Paging {
  page: number;
  size: number;
}

/** The Roleplay calls (roleplay.md §7, DESIGN §5): same paths, query names and reply fields as the spec. */
export const roleplayApi = {
  assigned: async (params: Paging & { userId: string; type?: RoleplayType }, signal?: AbortSignal) =>
    parseReply(usecaseCardPage, await http.get('/apigateway/tbsrvc/usecases/userusecasemapping', { query: { ...params }, signal })),

  library: async (params: Paging & { verticalId: string; type?: RoleplayType }, signal?: AbortSignal) =>
    parseReply(usecaseCardPage, await http.get('/apigateway/tbsrvc/usecaseGeneric', { query: { ...params }, signal })),

  favourites: async (params: Paging & { type?: RoleplayType }, signal?: AbortSignal) =>
    parseReply(usecaseCardPage, await http.get('/apigateway/tbsrvc/assignedFavUsecase', { query: { ...params }, signal })),

  selfRegister: async (body: {
    usecaseId: string;
    batchId: string | null;
    type: RoleplayType;
    genericUsecase: boolean;
    selectedVoice: string | null;
  }) => parseReply(selfRegistration, await http.post('/apigateway/tbsrvc/selfRegisterUsecase', body)),

  unregister: async (usecaseId: string, genericUsecase: boolean) =>
    parseReply(okReply, await request('DELETE', '/apigateway/tbsrvc/deleteRegisterUsecase', { query: { usecaseId, genericUsecase } })),

  addFavourite: async (body: { usecaseId: string; genericUsecase: boolean; batchId: string | null }) =>
    parseReply(favourite, await http.post('/apigateway/tbsrvc/assignedFavUsecase', body)),

  removeFavourite: async (usecaseId: string, genericUsecase: boolean, batchId: string | null) =>
    parseReply(
      okReply,
      await request('DELETE', '/apigateway/tbsrvc/deleteAssignedFavUsecase', { query: { usecaseId, genericUsecase, batchId } }),
    ),

  batchMappings: async (type: RoleplayType, userId: string, signal?: AbortSignal) =>
    parseReply(batchMappingsReply, await http.get('/apigateway/upsrvc/batches/mappings', { query: { type, userId }, signal })),

  voices: async (signal?: AbortSignal) =>
    parseReply(accountVoiceConfigAllReply, await http.get('/apigateway/upsrvc/accountVoiceConfigAll', { signal })),

  startPractice: async (entries: AssessmentEntry[]) =>
    parseReply(assessmentListReply, await http.post('/apigateway/tbsrvc/assessments', entries)),

  practiceSet: async (uniqueId: string, signal?: AbortSignal) =>
    parseReply(assessmentListReply, await http.get('/apigateway/tbsrvc/assessments', { query: { uniqueId }, signal })),

  // Authoring (guardians and above).
  usecases: async (params: Paging & { type?: RoleplayType; status?: UsecaseStatus; keyword?: string }, signal?: AbortSignal) =>
    parseReply(usecaseAuthoringPage, await http.get('/apigateway/tbsrvc/usecases', { query: { ...params }, signal })),

  usecase: async (id: string, signal?: AbortSignal) =>
    parseReply(usecaseDetail, await http.get(`/apigateway/tbsrvc/usecases/${id}`, { signal })),

  createUsecase: async (body: Partial<UsecaseFields> & { status?: 'draft' | 'published' }) =>
    parseReply(usecaseDetail, await http.post('/apigateway/tbsrvc/usecases', body)),

  updateUsecase: async (id: string, body: Partial<UsecaseFields> & { version: number; status?: UsecaseStatus }) =>
    parseReply(usecaseDetail, await http.patch(`/apigateway/tbsrvc/usecases/${id}`, body)),

  assignments: async (id: string, signal?: AbortSignal) =>
    parseReply(z.array(usecaseAssignment), await http.get(`/apigateway/tbsrvc/usecases/${id}/assignments`, { signal })),

  assign: async (id: string, body: { batchId: string } | { userId: string; batchId?: string | null }) =>
    parseReply(usecaseAssignment, await http.post(`/apigateway/tbsrvc/usecases/${id}/assignments`, body)),

  unassign: async (id: string, assignmentId: string) =>
    parseReply(okReply, await request('DELETE', `/apigateway/tbsrvc/usecases/${id}/assignments/${assignmentId}`)),

  batches: async (params: Paging & { type?: RoleplayType; keyword?: string }, signal?: AbortSignal) =>
    parseReply(batchPage, await http.get('/apigateway/tbsrvc/batches', { query: { ...params }, signal })),

  batch: async (id: string, signal?: AbortSignal) => parseReply(batch, await http.get(`/apigateway/tbsrvc/batches/${id}`, { signal })),

  createBatch: async (body: Partial<BatchCreateBody> & Pick<BatchCreateBody, 'batchName' | 'type'>) =>
    parseReply(batch, await http.post('/apigateway/tbsrvc/batches', body)),

  updateBatch: async (id: string, body: Partial<Omit<BatchCreateBody, 'type'>>) =>
    parseReply(batch, await http.patch(`/apigateway/tbsrvc/batches/${id}`, body)),

  batchUsecases: async (id: string, signal?: AbortSignal) =>
    parseReply(batchUsecasesReply, await http.get(`/apigateway/tbsrvc/batches/${id}/usecases`, { signal })),

  trainings: async (id: string, signal?: AbortSignal) =>
    parseReply(trainingListReply, await http.get(`/apigateway/tbsrvc/batches/${id}/trainings`, { signal })),

  addTrainees: async (id: string, body: { userIds: string[]; trainerId: string | null }) =>
    parseReply(trainingListReply, await http.post(`/apigateway/tbsrvc/batches/${id}/trainings`, body)),

  setTrainer: async (id: string, userId: string, trainerId: string | null) =>
    parseReply(trainingRow, await http.patch(`/apigateway/tbsrvc/batches/${id}/trainings/${userId}`, { trainerId })),

  removeTrainee: async (id: string, userId: string) =>
    parseReply(okReply, await request('DELETE', `/apigateway/tbsrvc/batches/${id}/trainings/${userId}`)),
};
