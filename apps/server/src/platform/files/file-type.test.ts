import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanFileName, extensionOf, HEAD_BYTES, MEDIA_TYPES, typeFromDeclaration } from './file-type.js';

const HEADS: Record<string, Buffer> = {
  jpeg: Buffer.from('ffd8ffe000104a464946', 'hex'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  gif: Buffer.from('GIF87a', 'latin1'),
  svg: Buffer.from('\uFEFF  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  mp4: Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42', 'latin1')]),
  mov: Buffer.concat([Buffer.from('00000014', 'hex'), Buffer.from('ftypqt  ', 'latin1')]),
  webm: Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.from('\x9fB\x86\x81\x01B\x82\x84webm', 'latin1')]),
};
const byId = (id: string) => MEDIA_TYPES.find((t) => t.id === id)!;

describe('media type checks', () => {
  it('recognises each accepted type by its own leading bytes and by no other type’s', () => {
    for (const type of MEDIA_TYPES) {
      for (const [id, head] of Object.entries(HEADS)) {
        // SVG's sniff is only "markup"; the other types' heads are binary and never markup.
        expect(type.sniff(head), `${type.id} sniffing ${id}`).toBe(id === type.id);
      }
    }
  });

  it('accepts an old QuickTime file without ftyp, and refuses an ftyp of an unknown brand', () => {
    expect(byId('mov').sniff(Buffer.concat([Buffer.from('00000008', 'hex'), Buffer.from('moov', 'latin1')]))).toBe(true);
    expect(byId('mp4').sniff(Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypM4A ', 'latin1')]))).toBe(false);
  });

  it('needs the extension and the declared type to name the same accepted type', () => {
    expect(typeFromDeclaration('Photo.JPG', 'image/jpeg')?.id).toBe('jpeg');
    expect(typeFromDeclaration('photo.jpeg', 'image/pjpeg; charset=binary')?.id).toBe('jpeg');
    expect(typeFromDeclaration('clip.mov', 'video/quicktime')?.id).toBe('mov');
    expect(typeFromDeclaration('chart.png', 'image/gif')).toBeNull();
    expect(typeFromDeclaration('chart.gif.png', 'image/gif')).toBeNull();
    expect(typeFromDeclaration('page.html', 'text/html')).toBeNull();
    expect(typeFromDeclaration('.png', 'image/png')).toBeNull();
  });

  it('never accepts a declaration whose extension or MIME type is outside the list', () => {
    const accepted = MEDIA_TYPES.flatMap((t) => t.extensions);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), (name, ext, mime) => {
        const type = typeFromDeclaration(`${name}.${ext}`, mime);
        if (type) {
          expect(accepted).toContain(ext.toLowerCase());
          expect(type.declaredAs).toContain(mime.split(';')[0]!.trim().toLowerCase());
        }
      }),
    );
  });

  it('refuses random bytes as any binary type (they would need the exact signature)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: HEAD_BYTES }), (bytes) => {
        const head = Buffer.from(bytes);
        for (const id of ['jpeg', 'png', 'gif'] as const) {
          const signature = HEADS[id]!.subarray(0, id === 'jpeg' ? 3 : id === 'png' ? 8 : 6);
          if (!head.subarray(0, signature.length).equals(signature)) expect(byId(id).sniff(head)).toBe(false);
        }
      }),
    );
  });

  it('cleans file names for storage and headers', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(cleanFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\My "best" photo.png', 'x')).toBe('My best photo.png');
    expect(cleanFileName('..', 'image.png')).toBe('image.png');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const cleaned = cleanFileName(name, 'fallback.png');
        expect(cleaned.length).toBeLessThanOrEqual(200);
        // eslint-disable-next-line no-control-regex
        expect(cleaned).not.toMatch(/[/\\"\u0000-\u001f]/);
        expect(cleaned.length).toBeGreaterThan(0);
      }),
    );
  });
});
