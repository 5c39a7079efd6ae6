import {
  USECASE_DOCUMENT_FORMAT,
  usecaseDocument,
  type UsecaseDetail,
  type UsecaseDocument,
  type UsecaseFields,
} from '@switchboard/contracts';

export type ImportResult =
  { ok: true; fields: UsecaseFields } | { ok: false; reason: 'notJson' | 'notDocument' | 'invalid'; paths: string[] };

/** Reads an exported roleplay document (JSON) and validates it with the shared contract. */
export function readUsecaseDocument(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson', paths: [] };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== USECASE_DOCUMENT_FORMAT) {
    return { ok: false, reason: 'notDocument', paths: [] };
  }
  const parsed = usecaseDocument.safeParse(data);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', paths: [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].slice(0, 5) };
  }
  return { ok: true, fields: parsed.data.usecase };
}

/** The export document of a roleplay: every authorable field, none of the group's ids. */
export function usecaseExport(detail: UsecaseDetail): UsecaseDocument {
  const {
    id: _id,
    useCaseId: _useCaseId,
    status: _status,
    version: _version,
    libraryKey: _libraryKey,
    createdDate: _createdDate,
    updatedDate: _updatedDate,
    ...fields
  } = detail;
  return { format: USECASE_DOCUMENT_FORMAT, version: 1, usecase: fields as UsecaseFields };
}

export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from the roleplay's name: "billing-dispute.roleplay.json". */
export function exportFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'roleplay'}.roleplay.json`;
}
