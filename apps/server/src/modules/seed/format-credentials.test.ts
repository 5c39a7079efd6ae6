import { describe, expect, it } from 'vitest';
import { formatCredentials, HISTORY_PENDING_LINE } from './seed-demo.js';

const credentials = [
  { role: 'hero' as const, email: 'hero@demo.switchboard.test', password: 'chosen-password' },
  { role: 'mentor' as const, email: 'mentor@demo.switchboard.test', password: 'chosen-password' },
];

describe('the start banner', () => {
  it('says generated passwords are shown only once, and does not say so of a password set in DEMO_PASSWORD', () => {
    const generated = formatCredentials(credentials, 'http://localhost:3000');
    expect(generated).toContain('shown only this once');
    const chosen = formatCredentials(credentials, 'http://localhost:3000', true);
    expect(chosen).not.toContain('shown only this once');
    expect(chosen).toContain('DEMO_PASSWORD');
    expect(chosen).toContain('  hero       hero@demo.switchboard.test    chosen-password');
  });

  it('says the practice history is still being added only when it is', () => {
    expect(formatCredentials(credentials, 'http://localhost:3000', true, true)).toContain(HISTORY_PENDING_LINE);
    expect(formatCredentials(credentials, 'http://localhost:3000', true)).not.toContain('practice history');
  });
});
