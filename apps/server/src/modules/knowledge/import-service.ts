import type { Readable } from 'node:stream';
import { KNOWLEDGE_LIMITS, type KnowledgeArticle, type Locale } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { cleanFileName } from '../../platform/files/file-type.js';
import { checkedStream, multipartLimitOf } from '../../platform/files/multipart.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { createArticle } from './article-service.js';
import { documentToHtml, importKindOf, looksLike, titleOf } from './import-document.js';

interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const tooLarge = () => new AppError('payload_too_large', `Documents can be at most ${KNOWLEDGE_LIMITS.importMaxBytes / 1024 / 1024} MB.`);

/**
 * One uploaded document becomes a draft article in the given language: its size is capped and its
 * leading bytes checked while it streams, then it is converted and sanitised like any article.
 */
export async function importArticle(
  db: Database,
  scope: TenantScope,
  language: Locale,
  parts: AsyncIterable<UploadPart>,
): Promise<KnowledgeArticle> {
  let document: { fileName: string; bytes: Buffer; kind: ReturnType<typeof importKindOf> } | null = null;
  try {
    for await (const part of parts) {
      if (document) throw new AppError('bad_request', 'Import one document at a time.');
      const kind = importKindOf(part.filename);
      const chunks: Buffer[] = [];
      for await (const chunk of checkedStream(part.file, {
        limit: KNOWLEDGE_LIMITS.importMaxBytes,
        headBytes: 8,
        sniff: (head) => looksLike(kind, head),
        tooLarge,
        mismatch: () => new AppError('unsupported_media_type', `The file's content is not ${kind.toUpperCase()}.`),
      }))
        chunks.push(chunk);
      // The name may become the title: no control character (a NUL no column can hold) gets that far.
      document = { fileName: cleanFileName(part.filename, `document.${kind}`), bytes: Buffer.concat(chunks), kind };
    }
  } catch (error) {
    if (multipartLimitOf(error) === 'too_many_parts') throw new AppError('bad_request', 'Import one document at a time.');
    if (multipartLimitOf(error) === 'too_large') throw tooLarge();
    throw error;
  }
  if (!document) throw new AppError('bad_request', 'Choose a document to import (multipart field "file").');
  const html = await documentToHtml(document.kind, document.bytes);
  if (!html.replace(/<[^>]+>/g, '').trim()) throw new AppError('bad_request', 'The document has no text to import.');
  const { fileName } = document;
  return db.run(scope, (tx) =>
    createArticle(tx, scope, { title: titleOf(html, fileName), bodyHtml: html, tags: [], language, audienceRoles: [], status: 'draft' }),
  );
}
