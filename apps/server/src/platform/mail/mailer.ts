import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail. One SMTP connection pool per process. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The SMTP mailer when SMTP_URL is set, else null (the app then hands links to administrators). Logs say
 * that a message went, never to whom or what: the bodies carry one-time sign-in links.
 */
export function mailerFromConfig(config: Config, log: Logger): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: config.MAIL_FROM });
      log.info({ messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
