import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALES } from '@switchboard/contracts';
import { invitationMail, passwordResetMail } from './account-mail.js';
import { MAIL_TEXTS } from './mail-texts.js';

const URL = 'https://switchboard.example/invitation#token=abc_DEF-123';

describe('account e-mails', () => {
  it('writes the invitation in each of the nine languages, as plain text and HTML carrying the same link', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = invitationMail({
        locale,
        to: 'a@b.test',
        name: 'Ana',
        inviter: 'Sam',
        url: URL,
        expiresAt: new Date('2026-03-09T09:00:00Z'),
      });
      subjects.add(mail.subject);
      expect(mail.subject).toBe(MAIL_TEXTS[locale].invitationSubject);
      for (const body of [mail.text, mail.html]) {
        expect(body, locale).toContain(URL);
        expect(body, locale).toContain('Ana');
        expect(body, locale).toContain('Sam');
        expect(body, locale).toMatch(/2026/);
      }
      expect(mail.html).toContain(`lang="${locale}"`);
    }
    expect(subjects.size).toBe(LOCALES.length);
  });

  it('falls back to English when the user has no language yet', () => {
    const mail = passwordResetMail({ locale: null, to: 'a@b.test', name: 'Ana', url: URL });
    expect(mail.subject).toBe('Reset your Switchboard password');
    expect(mail.text).toContain('If you did not ask for this');
  });

  it('never lets a name inject HTML, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const mail = passwordResetMail({ locale: 'de-DE', to: 'a@b.test', name: `<b>${name}</b>`, url: URL });
        expect(mail.html).not.toContain('<b>');
        expect(mail.text).toContain(`<b>${name}</b>`);
      }),
    );
  });
});
