/** Business constants shared by server and web (platform.md §9, roleplay.md §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** The spec's fixed 300000 ms constant: the SPA's session keep-alive interval. */
export const SESSION_REFRESH_MS = 300_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const SIDEBAR_WIDTH_EXPANDED = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 60;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const APP_LIST_PAGE_SIZE = 30;

export const LOCALES = ['en-US', 'fr-FR', 'es-419', 'es-ES', 'pt-BR', 'nb-NO', 'it-IT', 'sv-SE', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Session transport (DESIGN §4). */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
export const SESSION_COOKIE = 'sb_session';
/** A cookie-authenticated unsafe request must carry this header (CSRF defence). */
export const CSRF_HEADER = 'x-switchboard-request';
/** Sent by the SPA with the account calls (platform.md §7). */
export const INSTANCE_HEADER = 'x-instance-id';
export const OFFSET_HEADER = 'x-timezone-offset';

/** 24-hex ObjectId-style identifiers (DESIGN §6). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The events WebSocket (DESIGN §5): server → client `{type, payload}` messages. */
export const EVENTS_SOCKET = {
  path: '/api/events',
  maxPayloadBytes: 4096,
  /**
   * A tab that cannot keep up this far behind is disconnected (it reconnects and refetches) rather
   * than the server buffering its events without bound: close code `slowConsumerCode`.
   */
  maxBufferedBytes: 1024 * 1024,
  /** 1013 "try again later": the client reconnects with back-off and refetches (ADR 018). */
  slowConsumerCode: 1013,
  heartbeatMs: 30_000,
  /** Close code meaning the session ended: sign in again. */
  sessionEndedCode: 4401,
} as const;
