import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, SPEECH_PROCESSES_PER_CORE } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults for the embedded set-up', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', SEED_DEMO: true, COOKIE_SECURE: false, SESSION_IDLE_MINUTES: 30 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('never seeds and uses Secure cookies in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, COOKIE_SECURE: true });
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
  });

  it('names every bad variable and what is wrong with it', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(message).toContain(`  ${name}:`);
  });

  it('keeps usage analytics off by default, and takes a Segment endpoint only with its write key', () => {
    expect(loadConfig({})).toMatchObject({ ANALYTICS_ENABLED: false, ANALYTICS_FORWARD_INTERVAL_MS: 5_000 });
    expect(loadConfig({ ANALYTICS_ENABLED: 'true' }).ANALYTICS_ENABLED).toBe(true);
    const on = loadConfig({ ANALYTICS_ENABLED: '1', ANALYTICS_SEGMENT_URL: 'https://api.segment.io', ANALYTICS_SEGMENT_WRITE_KEY: 'k' });
    expect(on).toMatchObject({ ANALYTICS_ENABLED: true, ANALYTICS_SEGMENT_URL: 'https://api.segment.io' });
    expect(() => loadConfig({ ANALYTICS_SEGMENT_URL: 'https://api.segment.io' })).toThrow(/ANALYTICS_SEGMENT_WRITE_KEY: required/);
    expect(() => loadConfig({ ANALYTICS_ENABLED: 'yes' })).toThrow(/ANALYTICS_ENABLED/);
  });

  it('mails only with a sender and a public origin for the links', () => {
    const smtp = {
      SMTP_URL: 'smtp://relay.example:587',
      MAIL_FROM: 'Switchboard <no-reply@example.com>',
      PUBLIC_ORIGIN: 'https://sb.example',
    };
    expect(loadConfig(smtp)).toMatchObject({ SMTP_URL: 'smtp://relay.example:587' });
    expect(() => loadConfig({ ...smtp, MAIL_FROM: undefined })).toThrow(/MAIL_FROM: required/);
    expect(() => loadConfig({ ...smtp, PUBLIC_ORIGIN: undefined })).toThrow(/PUBLIC_ORIGIN: required/);
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'http://relay.example' })).toThrow(/SMTP_URL/);
  });

  it('takes a single sign-on sealing key of exactly 32 bytes, and refuses anything else by name', () => {
    expect(loadConfig({}).SSO_SECRET_KEY).toBeUndefined();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ SSO_SECRET_KEY: key }).SSO_SECRET_KEY).toBe(key);
    expect(() => loadConfig({ SSO_SECRET_KEY: 'ab'.repeat(16) })).toThrow(/SSO_SECRET_KEY: 32 bytes/);
  });

  it('refuses a short demo password', () => {
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD must be at least 8 characters/);
  });

  it('takes an OpenAI-compatible LLM only with its base URL and model', () => {
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_API_KEY: 'k' });
    expect(llm).toMatchObject({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: 20_000 });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL: required/);
    expect(() => loadConfig({ LLM_MODEL: 'llama3.1' })).toThrow(/LLM_BASE_URL: required/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('speaks and listens offline by default, and takes a Vosk, Whisper or HTTP speech engine only with its URL', () => {
    const offline = loadConfig({});
    expect(offline).toMatchObject({ STT_ENGINE: 'pocketsphinx', TTS_ENGINE: 'espeak-ng', STT_TIMEOUT_MS: 10_000, SPEECH_QUEUE_MS: 2000 });
    expect(offline.SPEECH_MAX_PROCESSES).toBe(SPEECH_PROCESSES_PER_CORE * availableParallelism());
    expect(loadConfig({ SPEECH_MAX_PROCESSES: '3' }).SPEECH_MAX_PROCESSES).toBe(3);
    expect(loadConfig({ STT_ENGINE: 'vosk', STT_URL: 'ws://127.0.0.1:2700' }).STT_URL).toBe('ws://127.0.0.1:2700');
    expect(() => loadConfig({ STT_ENGINE: 'vosk' })).toThrow(/STT_URL: a ws:\/\/ or wss:\/\/ URL/);
    expect(() => loadConfig({ STT_ENGINE: 'vosk', STT_URL: 'http://127.0.0.1:2700' })).toThrow(/STT_URL/);
    expect(loadConfig({ STT_ENGINE: 'whisper', STT_URL: 'http://127.0.0.1:8000/v1' }).STT_MODEL).toBe('whisper-1');
    expect(() => loadConfig({ STT_ENGINE: 'whisper', STT_URL: 'ws://x' })).toThrow(/STT_URL: the http\(s\) base URL/);
    expect(() => loadConfig({ STT_ENGINE: 'kaldi' })).toThrow(/STT_ENGINE/);
    expect(() => loadConfig({ TTS_ENGINE: 'http' })).toThrow(/TTS_URL: required/);
    expect(loadConfig({ TTS_ENGINE: 'http', TTS_URL: 'https://api.example/v1' })).toMatchObject({ TTS_MODEL: 'tts-1', TTS_VOICE: 'alloy' });
    expect(() => loadConfig({ SPEECH_MAX_PROCESSES: '0' })).toThrow(/SPEECH_MAX_PROCESSES/);
  });

  it('documents every variable in the README, and nothing the server does not read', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` /gm)].map((m) => m[1]);
    expect(new Set(documented)).toEqual(new Set(CONFIG_VARIABLES));
  });

  it('believes no forwarded address by default, and takes a hop count or a list of proxies and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: not a proxy address.*true/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps usage analytics 13 months by default and refuses a retention under a day', () => {
    expect(loadConfig({}).ANALYTICS_RETENTION_DAYS).toBe(395);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});
