import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { marked } from 'marked';
import { KNOWLEDGE_LIMITS } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { readZipDirectory, ZipRefusal } from '../uploads/zip-guard.js';

export type ImportKind = 'docx' | 'pdf' | 'md' | 'html';

/** A .docx is a zip: its directory is checked (entries, inflated size, ratio) before mammoth opens it. */
const DOCX_LIMITS = { maxEntries: 2_000, maxInflatedBytes: 100 * 1024 * 1024, maxCompressionRatio: 200 };

const ACCEPTED = 'Accepted files: Word (.docx), PDF (.pdf), Markdown (.md) or HTML (.html).';
const refused = (what: string) => new AppError('unsupported_media_type', `${what} ${ACCEPTED}`);

/** The kind named by the file's extension, or a 415 that says what is accepted. */
export function importKindOf(fileName: string): ImportKind {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (ext === 'htm' || ext === 'html') return 'html';
  if (ext === 'docx' || ext === 'pdf' || ext === 'md') return ext;
  throw refused('This file type cannot be imported.');
}

/** Do the leading bytes look like the declared kind? Text kinds hold no NUL byte (binary files do). */
export function looksLike(kind: ImportKind, bytes: Buffer): boolean {
  if (kind === 'docx') return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (kind === 'pdf') return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  return !bytes.includes(0);
}

function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refused('The document is not UTF-8 text.');
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function docxToHtml(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sb-docx-'));
  try {
    const file = path.join(dir, 'upload.docx');
    await writeFile(file, bytes);
    await readZipDirectory(file, DOCX_LIMITS);
    const result = await mammoth.convertToHtml({ buffer: bytes });
    return result.value;
  } catch (error) {
    if (error instanceof ZipRefusal) throw refused('This Word file could not be read safely.');
    throw refused('This Word file could not be read.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, one paragraph per text line pdf.js reports. */
async function pdfToHtml(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 })
      .promise;
    const paragraphs: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          if (line.trim()) paragraphs.push(line.trim());
          line = '';
        } else if (!line.endsWith(' ') && item.str) line += ' ';
      }
      if (line.trim()) paragraphs.push(line.trim());
    }
    await doc.destroy();
    return paragraphs.map((p) => `<p>${escapeHtml(p.replace(/\s+/g, ' '))}</p>`).join('');
  } catch {
    throw refused('This PDF could not be read.');
  }
}

/**
 * A document turned into rich text for the article editor. The result is not yet safe: the article
 * service sanitises it with the announcements' allow-list like anything an editor sends.
 */
export async function documentToHtml(kind: ImportKind, bytes: Buffer): Promise<string> {
  if (bytes.length > KNOWLEDGE_LIMITS.importMaxBytes)
    throw new AppError('payload_too_large', `Documents can be at most ${KNOWLEDGE_LIMITS.importMaxBytes / 1024 / 1024} MB.`);
  if (!looksLike(kind, bytes)) throw refused(`The file's content is not ${kind.toUpperCase()}.`);
  if (kind === 'docx') return docxToHtml(bytes);
  if (kind === 'pdf') return pdfToHtml(bytes);
  const text = utf8Text(bytes);
  return kind === 'md' ? marked.parse(text, { async: false, gfm: true }) : text;
}

/** A title for an imported document: its first heading, else the file name without extension. */
export function titleOf(html: string, fileName: string): string {
  const heading = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html)?.[1];
  const text = heading
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  const fallback = path.basename(fileName, path.extname(fileName)).replace(/[_-]+/g, ' ').trim();
  return (text || fallback || 'Imported article').slice(0, KNOWLEDGE_LIMITS.titleMaxLength);
}
