import {
  IDEMPOTENCY_KEY_HEADER,
  exportPath,
  memberFacetsReply,
  tenantRow,
  uploadJob,
  type ExportName,
  type TenantInput,
  type TenantPatch,
  type UploadJob,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { http, request } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';
import { downloadFile } from '../applications/download-file';

export type UploadKind = UploadJob['kind'];
export type TenantRowReply = z.infer<typeof tenantRow>;
export type MemberFacets = z.infer<typeof memberFacetsReply>;

/** Where each kind of upload lives (DESIGN §5): users in a tenant, groups in the caller's active one. */
export const uploadBase = (kind: UploadKind, tenantId: string) =>
  kind === 'users' ? `/api/tenant/v1/${tenantId}/users/upload` : '/api/tenant/v1/tenants/upload';

export const adminApi = {
  job: async (
    kind: UploadKind,
    tenantId: string,
    jobId: string,
    query: { page: number; limit: number; phase?: 'preview' | 'commit' },
    signal?: AbortSignal,
  ): Promise<UploadJob> => parseReply(uploadJob, await http.get(`${uploadBase(kind, tenantId)}/${jobId}`, { query: { ...query }, signal })),

  /** The same key for every retry of one commit: the server then answers with the first result and writes nothing twice. */
  commit: async (kind: UploadKind, tenantId: string, jobId: string, idempotencyKey: string): Promise<UploadJob> =>
    parseReply(
      uploadJob,
      await request('POST', `${uploadBase(kind, tenantId)}/${jobId}/commit`, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    ),

  report: (kind: UploadKind, tenantId: string, job: UploadJob) =>
    downloadFile(`${uploadBase(kind, tenantId)}/${job.jobId}/report.xlsx`, `${job.fileName.replace(/\.(xlsx|xls|csv)$/i, '')}-report.xlsx`),

  export: (name: ExportName) => downloadFile(exportPath(name), `${name}.xlsx`),

  createTenant: async (body: TenantInput): Promise<TenantRowReply> =>
    parseReply(tenantRow, await http.post('/api/tenant/v1/tenants', body)),
  updateTenant: async (tenantId: string, body: TenantPatch): Promise<TenantRowReply> =>
    parseReply(tenantRow, await http.patch(`/api/tenant/v1/tenants/${tenantId}`, body)),

  memberFacets: async (tenantId: string, signal?: AbortSignal): Promise<MemberFacets> =>
    parseReply(memberFacetsReply, await http.get(`/api/tenant/v1/${tenantId}/users/facets`, { signal })),
};
