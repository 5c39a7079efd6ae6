/**
 * Upload type checks (DESIGN §4): the file name's extension, the declared MIME type and the
 * first bytes of the content must all name the same type.
 */
export interface MediaType {
  id: 'jpeg' | 'png' | 'gif' | 'svg' | 'mp4' | 'mov' | 'webm';
  kind: 'image' | 'video';
  /** The MIME type we serve it with. */
  mimeType: string;
  extensions: readonly string[];
  /** MIME types browsers and tools declare for it. */
  declaredAs: readonly string[];
  /** Does the head of the content (at least HEAD_BYTES, or all of a shorter file) look like this type? */
  sniff(head: Buffer): boolean;
}

/** How many leading bytes the sniffers need. */
export const HEAD_BYTES = 64;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

const MP4_BRANDS = /^(isom|iso[2-9]|mp4[12]|avc1|M4V |M4VP|dash|MSNV|mmp4|f4v )$/;
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** Text that opens like an XML/SVG document: optional BOM and whitespace, then '<', and no NUL bytes. */
function looksLikeMarkup(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}

export const MEDIA_TYPES: readonly MediaType[] = [
  {
    id: 'jpeg',
    kind: 'image',
    mimeType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    declaredAs: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    sniff: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    id: 'png',
    kind: 'image',
    mimeType: 'image/png',
    extensions: ['png'],
    declaredAs: ['image/png'],
    sniff: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    id: 'gif',
    kind: 'image',
    mimeType: 'image/gif',
    extensions: ['gif'],
    declaredAs: ['image/gif'],
    sniff: (head) => ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6)),
  },
  {
    id: 'svg',
    kind: 'image',
    mimeType: 'image/svg+xml',
    extensions: ['svg'],
    declaredAs: ['image/svg+xml'],
    // Only a first filter: the sanitiser parses the whole file and refuses anything whose root is not <svg>.
    sniff: looksLikeMarkup,
  },
  {
    id: 'mp4',
    kind: 'video',
    mimeType: 'video/mp4',
    extensions: ['mp4'],
    declaredAs: ['video/mp4'],
    sniff: (head) => ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.test(ascii(head, 8, 12)),
  },
  {
    id: 'mov',
    kind: 'video',
    mimeType: 'video/quicktime',
    extensions: ['mov'],
    declaredAs: ['video/quicktime'],
    sniff: (head) => (ascii(head, 4, 8) === 'ftyp' ? ascii(head, 8, 12) === 'qt  ' : QUICKTIME_ATOMS.has(ascii(head, 4, 8))),
  },
  {
    id: 'webm',
    kind: 'video',
    mimeType: 'video/webm',
    extensions: ['webm'],
    declaredAs: ['video/webm'],
    // EBML header whose DocType is "webm".
    sniff: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.subarray(0, HEAD_BYTES).includes('webm', 0, 'latin1'),
  },
];

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/**
 * The type both the extension and the declared MIME type name, or null when they name none of
 * the accepted types or disagree (a .png declared as image/gif).
 */
export function typeFromDeclaration(fileName: string, declaredMime: string): MediaType | null {
  const extension = extensionOf(fileName);
  const mime = declaredMime.split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPES.find((t) => t.extensions.includes(extension) && t.declaredAs.includes(mime)) ?? null;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"<>|*?:]/g;

/** A file name safe to store and to put in a Content-Disposition header's UTF-8 form. */
export function cleanFileName(fileName: string, fallback: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes have no place in a header; runs of spaces collapse.
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return cleaned.length > 0 && !/^\.+$/.test(cleaned) ? cleaned : fallback;
}
