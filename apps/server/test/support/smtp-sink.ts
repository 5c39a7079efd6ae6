import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  language: string | null;
}

/** A real SMTP server in this process (plain SMTP, login optional) that keeps what it receives. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** When set, every message is refused with this SMTP reply (a relay that is down or refuses). */
  refuse: string | null;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink: Omit<SmtpSink, 'url' | 'close'> = { received, refuse: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(sink.refuse!), { responseCode: 554 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: /lang="([^"]+)"/.exec(typeof parsed.html === 'string' ? parsed.html : '')?.[1] ?? null,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
