import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { InvalidFileKeyError, keySegments, tenantFileKey } from './file-store.js';

describe('file store keys', () => {
  it('accepts tenant-rooted keys and refuses traversal, absolute paths and empty segments', () => {
    expect(keySegments('0123456789abcdef01234567/announcements/abc.png')).toEqual(['0123456789abcdef01234567', 'announcements', 'abc.png']);
    for (const bad of ['../x/y', 'a/../b', '/abs/x', 'a//b', 'a/.hidden', 'a/b/', 'single', 'a\\b/c', 'a/b c']) {
      expect(() => keySegments(bad), bad).toThrow(InvalidFileKeyError);
    }
    expect(tenantFileKey('t1', 'announcements', 'm1')).toBe('t1/announcements/m1');
  });

  it('never accepts a key with a segment that could leave its folder', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 5 }), (parts) => {
        try {
          const segments = keySegments(parts.join('/'));
          for (const s of segments) {
            expect(s).not.toMatch(/^\.|[/\\]|\.\./);
            expect(s.length).toBeGreaterThan(0);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidFileKeyError);
        }
      }),
    );
  });
});
