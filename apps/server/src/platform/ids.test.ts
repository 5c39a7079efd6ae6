import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OBJECT_ID_PATTERN } from '@switchboard/contracts';
import { newId } from './ids.js';

describe('ObjectId-style ids', () => {
  it('are 24 lower-case hex characters', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 32 * 1000 - 1 }), (ms) => OBJECT_ID_PATTERN.test(newId(ms))));
  });

  it('sort by creation time across seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 10_000 }), (seconds, later) => {
        return newId(seconds * 1000) < newId((seconds + later) * 1000);
      }),
    );
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 50_000 }, () => newId()));
    expect(ids.size).toBe(50_000);
  });
});
