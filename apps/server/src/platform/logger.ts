import { pino, type Logger } from 'pino';

/** Structured JSON logs; secrets never reach them (tokens and cookies are redacted). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-auth-token"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers["x-auth-token"]',
      ],
      censor: '[redacted]',
    },
  });
}
