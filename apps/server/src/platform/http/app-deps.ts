import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import type { FailureStore } from '../auth/failure-store.js';
import type { SessionStore } from '../../modules/accounts/session-store.js';
import type { FileStore } from '../files/file-store.js';
import type { Mailer } from '../mail/mailer.js';
import type { LlmProvider } from '../llm/chat-completions.js';
import type { Speech } from '../speech/speech-from-config.js';

/** Everything a module's routes may use; built once in buildApp. */
export interface AppDeps {
  config: Config;
  db: Database;
  bus: EventBus;
  sessions: SessionStore;
  /** Where the sign-in limits count failures: this process's memory, or PostgreSQL shared by every node. */
  failures: FailureStore;
  loginLimiter: LoginLimiter;
  /** "Forgot password?" requests, limited like sign-in attempts but counted apart from them. */
  recoveryLimiter: LoginLimiter;
  /** Outgoing mail, or null when SMTP_URL is not set (administrators then pass links on themselves). */
  mailer: Mailer | null;
  /** The clock (tests move it). */
  now: () => Date;
  log: Logger;
  /** Uploaded files: DATA_DIR/files by default, one folder per tenant. */
  files: FileStore;
  /** The OpenAI-compatible LLM playing unscripted customers, or null (built-in persona). */
  llm: LlmProvider | null;
  /** Speech recognition and synthesis engines (offline pocketsphinx and espeak-ng by default). */
  speech: Speech;
}
