/** A reply with a non-2xx status. `code` is the server's error code when the body carried one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got a reply (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A failure the app describes itself (the spec's "custom error"): the global toast shows its
 * own message, given as an i18n key so it is translated like every other string.
 */
export class AppMessageError extends Error {
  constructor(
    readonly messageKey: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'AppMessageError';
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
