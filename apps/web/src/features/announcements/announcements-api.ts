import {
  announcementDetail,
  announcementListReply,
  announcementMedia,
  announcementReceiptReply,
  receiptListReply,
  unreadCountReply,
  type AnnouncementCategory,
  type AnnouncementCreateBody,
  type AnnouncementDetail,
  type AnnouncementListReply,
  type AnnouncementMedia,
  type AnnouncementReceiptReply,
  type AnnouncementStatus,
  type AnnouncementUpdateBody,
  type ReceiptListReply,
  type ReceiptState,
} from '@switchboard/contracts';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { http, notifyUnauthorized, request, requestHeaders } from '../../shared/api/http-client';
import { parseReply } from '../../shared/api/parse-reply';
import { uploadWithProgress } from '../../shared/api/upload-with-progress';

export interface FeedParams {
  page: number;
  limit: number;
  category?: AnnouncementCategory[];
  author?: string[];
  status?: AnnouncementStatus[];
}

const base = (tenantId: string) => `/api/announcement/v1/${tenantId}`;

/** The announcement calls (DESIGN §5), each reply checked against its contract. */
export const announcementsApi = {
  list: async (tenantId: string, params: FeedParams, signal?: AbortSignal): Promise<AnnouncementListReply> =>
    parseReply(announcementListReply, await http.get(`${base(tenantId)}/announcements`, { query: { ...params }, signal })),

  get: async (tenantId: string, id: string, signal?: AbortSignal): Promise<AnnouncementDetail> =>
    parseReply(announcementDetail, await http.get(`${base(tenantId)}/announcements/${id}`, { signal })),

  create: async (tenantId: string, body: AnnouncementCreateBody): Promise<AnnouncementDetail> =>
    parseReply(announcementDetail, await http.post(`${base(tenantId)}/announcements`, body)),

  update: async (tenantId: string, id: string, body: AnnouncementUpdateBody): Promise<AnnouncementDetail> =>
    parseReply(announcementDetail, await http.patch(`${base(tenantId)}/announcements/${id}`, body)),

  remove: (tenantId: string, id: string): Promise<unknown> => request('DELETE', `${base(tenantId)}/announcements/${id}`),

  read: async (tenantId: string, id: string): Promise<AnnouncementReceiptReply> =>
    parseReply(announcementReceiptReply, await http.post(`${base(tenantId)}/announcements/${id}/read`)),

  acknowledge: async (tenantId: string, id: string): Promise<AnnouncementReceiptReply> =>
    parseReply(announcementReceiptReply, await http.post(`${base(tenantId)}/announcements/${id}/acknowledge`)),

  unreadCount: async (tenantId: string, signal?: AbortSignal): Promise<number> =>
    parseReply(unreadCountReply, await http.get(`${base(tenantId)}/unread-count`, { signal })).unreadCount,

  uploadMedia: async (tenantId: string, id: string, file: File, onProgress: (percent: number) => void): Promise<AnnouncementMedia> =>
    parseReply(announcementMedia, await uploadWithProgress({ url: `${base(tenantId)}/announcements/${id}/media`, file, onProgress })),

  removeMedia: (tenantId: string, id: string, mediaId: string): Promise<unknown> =>
    request('DELETE', `${base(tenantId)}/announcements/${id}/media/${mediaId}`),

  receipts: async (
    tenantId: string,
    id: string,
    params: { page: number; limit: number; state?: ReceiptState[] },
    signal?: AbortSignal,
  ): Promise<ReceiptListReply> =>
    parseReply(receiptListReply, await http.get(`${base(tenantId)}/announcements/${id}/receipts`, { query: { ...params }, signal })),

  /** The receipts workbook as a file the browser saves (the call needs our headers, so no plain link). */
  exportReceipts: async (tenantId: string, id: string): Promise<{ blob: Blob; fileName: string }> => {
    let response: Response;
    try {
      response = await fetch(`${base(tenantId)}/announcements/${id}/receipts.xlsx`, { headers: requestHeaders(), credentials: 'include' });
    } catch (error) {
      throw new NetworkError(error);
    }
    if (!response.ok) {
      if (response.status === 401) notifyUnauthorized();
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
      throw new ApiError(response.status, body.error, body.message ?? '');
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : 'Receipts.xlsx' };
  },
};

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
