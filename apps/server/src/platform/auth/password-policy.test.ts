import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commonPasswordCount, passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('ships a list of tens of thousands of common passwords', () => {
    expect(commonPasswordCount).toBeGreaterThan(40_000);
  });

  it('refuses well-known breached passwords whatever their case or surrounding spaces', () => {
    for (const p of ['password', 'password1', 'iloveyou', '12345678', 'qwertyuiop', ' Password1 ', 'BASEBALL']) {
      expect(passwordProblem(p), p).toBe(p.trim().length < 8 ? 'too_short' : 'common');
    }
  });

  it("refuses the account's own e-mail address or its local part", () => {
    expect(passwordProblem('maria.lopez@acme.test', { email: 'maria.lopez@acme.test' })).toBe('common');
    expect(passwordProblem('Maria.Lopez', { email: 'maria.lopez@acme.test' })).toBe('common');
  });

  it('imposes no composition rule: any long enough uncommon phrase passes', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('aaaaaaab')).toBeNull();
    expect(passwordProblem('ñandú en el jardín')).toBeNull();
  });

  it('counts characters, not bytes: seven emoji are too short, eight are enough', () => {
    expect(passwordProblem('🙂'.repeat(7))).toBe('too_short');
    expect(passwordProblem('🙂'.repeat(8))).toBeNull();
  });

  it('answers too_short exactly below 8 characters and too_long above 256, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (password) => {
        const length = [...password].length;
        const problem = passwordProblem(password);
        if (length < 8) expect(problem).toBe('too_short');
        else if (length > 256) expect(problem).toBe('too_long');
        else expect(problem === null || problem === 'common').toBe(true);
      }),
    );
  });
});
