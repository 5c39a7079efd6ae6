import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseSealingKey } from './platform/auth/secret-box.js';

/** Recognition streams one core keeps in real time with room to spare (bench/voice.mjs, ADR 014). */
export const SPEECH_PROCESSES_PER_CORE = 6;

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Names proxy-addr (Fastify's trustProxy) accepts for well-known address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which connections may tell us the client's address in X-Forwarded-For: off by default (the connecting
 * address is the client), a hop count, or the proxies' addresses and CIDR ranges (ADR 027).
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !validProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address, CIDR range, hop count or one of loopback, linklocal, uniquelocal: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').optional(),
  /** Public origin of the SPA, checked against Origin on cookie-authenticated writes; defaults to the request's own host. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Proxies whose X-Forwarded-For is believed: unset (none), a hop count, or a comma-separated list of addresses and CIDR ranges. */
  TRUST_PROXY: trustProxy,
  /** Outgoing mail (invitations, password resets): smtp://user:pass@host:587 or smtps://…; unset: no mail, administrators copy links. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of outgoing mail, e.g. "Switchboard <no-reply@example.com>"; required with SMTP_URL. */
  MAIL_FROM: z.string().trim().min(3).max(320).optional(),
  /**
   * Seals the client secrets of organisations' single sign-on (AES-256-GCM): 32 bytes as 64 hex digits or base64
   * (`openssl rand -hex 32`). Unset: single sign-on cannot be configured or used.
   */
  SSO_SECRET_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseSealingKey(v) !== null, '32 bytes as 64 hexadecimal digits or base64 are required'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Set to false when the server is not behind HTTPS (local use); production keeps Secure cookies. */
  COOKIE_SECURE: boolFromEnv.optional(),
  SEED_DEMO: boolFromEnv.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp, OpenAI) playing unscripted customers; unset: the built-in persona. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** How long one customer reply may take, first byte to last, before the practice degrades. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /** Speech recognition: pocketsphinx offline (English), a Vosk server (ws://…) or a Whisper-compatible API (http://…/v1). */
  STT_ENGINE: z.enum(['pocketsphinx', 'vosk', 'whisper']).default('pocketsphinx'),
  STT_URL: z.url({ protocol: /^(wss?|https?)$/ }).optional(),
  /** Whisper-compatible servers: the model to ask for. */
  STT_MODEL: z.string().trim().min(1).max(200).default('whisper-1'),
  STT_API_KEY: z.string().min(1).optional(),
  /** From the end of the advisor's speech to the last recognised text. */
  STT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** Speech synthesis: espeak-ng offline, or an OpenAI-compatible speech API (POST {TTS_URL}/audio/speech). */
  TTS_ENGINE: z.enum(['espeak-ng', 'http']).default('espeak-ng'),
  TTS_URL: z.url({ protocol: /^https?$/ }).optional(),
  TTS_MODEL: z.string().trim().min(1).max(200).default('tts-1'),
  /** The speech API's voice when a voice setting names none. */
  TTS_VOICE: z.string().trim().min(1).max(100).default('alloy'),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** Speech engine processes this server runs at once (recognisers and synthesisers); default 6 per CPU core (ADR 014). */
  SPEECH_MAX_PROCESSES: z.coerce.number().int().min(1).max(1000).optional(),
  /** How long a speech request waits for a free engine slot before 503. */
  SPEECH_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  POCKETSPHINX_BIN: z.string().min(1).default('pocketsphinx_continuous'),
  POCKETSPHINX_MODEL_DIR: z.string().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  ESPEAK_NG_BIN: z.string().min(1).default('espeak-ng'),
  /** An upload preview not committed this long is deleted (its rows hold names and e-mail addresses). */
  UPLOAD_PREVIEW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** A committed upload's rows, and so its report, are deleted this long after the commit. */
  UPLOAD_REPORT_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /** How often expired upload jobs are looked for. */
  UPLOAD_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(3_600_000),
  /** Usage analytics (ADR 015): off by default; when off the SPA collects nothing and the server stores nothing. */
  ANALYTICS_ENABLED: boolFromEnv.default(false),
  /** A Segment-compatible HTTP API (`{url}/v1/batch`); unset: events are stored here and forwarded nowhere. */
  ANALYTICS_SEGMENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_SEGMENT_WRITE_KEY: z.string().min(1).optional(),
  /** How often the forwarder looks for pending events; also the first retry's delay, doubling after each failure. */
  ANALYTICS_FORWARD_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  /** Stored events older than this are deleted, forwarded or not (13 months: a year-on-year month stays whole). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(395),
  /** How often the retention sweep runs. */
  ANALYTICS_RETENTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(86_400_000)
    .default(6 * 3_600_000),
});

/** Every variable the server reads; the README's configuration table documents each one. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export type Config = Omit<z.infer<typeof configSchema>, 'COOKIE_SECURE' | 'SEED_DEMO' | 'SPEECH_MAX_PROCESSES'> & {
  COOKIE_SECURE: boolean;
  SEED_DEMO: boolean;
  SPEECH_MAX_PROCESSES: number;
  dataDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value names the variable and what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.LLM_BASE_URL && !c.LLM_MODEL) throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  if (!c.LLM_BASE_URL && (c.LLM_MODEL || c.LLM_API_KEY)) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL: required when LLM_MODEL or LLM_API_KEY is set');
  }
  const sttUrl = c.STT_URL ? new URL(c.STT_URL).protocol : null;
  if (c.STT_ENGINE === 'vosk' && !(sttUrl === 'ws:' || sttUrl === 'wss:')) {
    throw new ConfigError('Invalid configuration:\n  STT_URL: a ws:// or wss:// URL of the Vosk server is required when STT_ENGINE=vosk');
  }
  if (c.STT_ENGINE === 'whisper' && !(sttUrl === 'http:' || sttUrl === 'https:')) {
    throw new ConfigError(
      'Invalid configuration:\n  STT_URL: the http(s) base URL of the transcription API is required when STT_ENGINE=whisper',
    );
  }
  if (c.TTS_ENGINE === 'http' && !c.TTS_URL) {
    throw new ConfigError('Invalid configuration:\n  TTS_URL: required when TTS_ENGINE=http');
  }
  if (c.ANALYTICS_SEGMENT_URL && !c.ANALYTICS_SEGMENT_WRITE_KEY) {
    throw new ConfigError('Invalid configuration:\n  ANALYTICS_SEGMENT_WRITE_KEY: required when ANALYTICS_SEGMENT_URL is set');
  }
  if (c.SMTP_URL && !c.MAIL_FROM) throw new ConfigError('Invalid configuration:\n  MAIL_FROM: required when SMTP_URL is set');
  // Mailed links must point at the real site, never at whatever Host a request claimed.
  if (c.SMTP_URL && !c.PUBLIC_ORIGIN) throw new ConfigError('Invalid configuration:\n  PUBLIC_ORIGIN: required when SMTP_URL is set');
  const production = c.NODE_ENV === 'production';
  return {
    ...c,
    COOKIE_SECURE: c.COOKIE_SECURE ?? production,
    // Only an empty embedded database outside production seeds itself (issue #2 §8).
    SEED_DEMO: c.SEED_DEMO ?? !production,
    SPEECH_MAX_PROCESSES: c.SPEECH_MAX_PROCESSES ?? SPEECH_PROCESSES_PER_CORE * availableParallelism(),
    dataDir: path.resolve(c.DATA_DIR),
  };
}
