import { FALLBACK_LOCALE, type Locale } from '@switchboard/contracts';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { MAIL_TEXTS, type MailTexts } from './mail-texts.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Names come from uploads and identity providers: never trusted as HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

function formatExpiry(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

/** One message in plain text and HTML with the same words: greeting, paragraphs, a button, the bare link, a note. */
function compose(
  locale: Locale,
  parts: { to: string; subject: string; greeting: string; body: string; button: string; url: string; note?: string },
  texts: MailTexts,
): MailMessage {
  const text = [
    parts.greeting,
    '',
    parts.body,
    '',
    `${parts.button}: ${parts.url}`,
    '',
    ...(parts.note ? [parts.note, ''] : []),
    texts.signature,
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
${p(escapeHtml(parts.greeting))}
${p(escapeHtml(parts.body))}
<p style="margin:24px 0"><a href="${escapeHtml(parts.url)}" style="background:#4263eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.button)}</a></p>
${p(`${escapeHtml(texts.linkFallback)}<br><a href="${escapeHtml(parts.url)}">${escapeHtml(parts.url)}</a>`)}
${parts.note ? p(escapeHtml(parts.note)) : ''}
${p(escapeHtml(texts.signature))}
</body></html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}

const textsFor = (locale: Locale | null) => {
  const chosen = locale ?? FALLBACK_LOCALE;
  return { locale: chosen, texts: MAIL_TEXTS[chosen] };
};

export function invitationMail(input: {
  locale: Locale | null;
  to: string;
  name: string;
  inviter: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const { locale, texts } = textsFor(input.locale);
  return compose(
    locale,
    {
      to: input.to,
      subject: texts.invitationSubject,
      greeting: fill(texts.greeting, { name: input.name }),
      body: fill(texts.invitationBody, { inviter: input.inviter, expires: formatExpiry(locale, input.expiresAt) }),
      button: texts.invitationButton,
      url: input.url,
    },
    texts,
  );
}

export function passwordResetMail(input: { locale: Locale | null; to: string; name: string; url: string }): MailMessage {
  const { locale, texts } = textsFor(input.locale);
  return compose(
    locale,
    {
      to: input.to,
      subject: texts.resetSubject,
      greeting: fill(texts.greeting, { name: input.name }),
      body: texts.resetBody,
      button: texts.resetButton,
      url: input.url,
      note: texts.resetIgnore,
    },
    texts,
  );
}
