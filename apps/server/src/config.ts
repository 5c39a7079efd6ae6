import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  /** Usage analytics (ADR 015): off by default; when off the SPA collects nothing and the server stores nothing. */
  ANALYTICS_ENABLED: boolFromEnv.default(false),
  /** A Segment-compatible HTTP API (`{url}/v1/batch`); unset: events are stored here and forwarded nowhere. */
  ANALYTICS_SEGMENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_SEGMENT_WRITE_KEY: z.string().min(1).optional(),
  /** How often the forwarder looks for pending events; also the first retry's delay, doubling after each failure. */
  ANALYTICS_FORWARD_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
});

export type Config = Omit<z.infer<typeof configSchema>, 'COOKIE_SECURE' | 'SEED_DEMO'> & {
  COOKIE_SECURE: boolean;
  SEED_DEMO: boolean;
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
  if (c.ANALYTICS_SEGMENT_URL && !c.ANALYTICS_SEGMENT_WRITE_KEY) {
    throw new ConfigError('Invalid configuration:\n  ANALYTICS_SEGMENT_WRITE_KEY: required when ANALYTICS_SEGMENT_URL is set');
  }
  const production = c.NODE_ENV === 'production';
  return {
    ...c,
    COOKIE_SECURE: c.COOKIE_SECURE ?? production,
    // Only an empty embedded database outside production seeds itself (issue #2 §8).
    SEED_DEMO: c.SEED_DEMO ?? !production,
    dataDir: path.resolve(c.DATA_DIR),
  };
}
