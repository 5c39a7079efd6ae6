import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTAGE, validateWeightage } from '@switchboard/roleplay-engine';

const sql = readFileSync(fileURLToPath(new URL('../../../../migrations/20261126114913_chat-opener-weights.sql', import.meta.url)), 'utf8');

describe('the chat weightage migration', () => {
  it('moves groups from the old chat default to exactly the engine’s new one', () => {
    const [next, previous] = [...sql.matchAll(/'(\{[^']+\})'::jsonb/g)].map((m) => JSON.parse(m[1]!) as Record<string, number>);
    expect(next).toEqual(DEFAULT_WEIGHTAGE[1]);
    expect(validateWeightage(next!).ok).toBe(true);
    expect(validateWeightage(previous!).ok).toBe(true);
    expect(previous!.welcome_score ?? 0).toBe(0);
    expect(next!.welcome_score! + next!.disclaimer_score! + next!.closing_score!).toBe(15);
  });
});
