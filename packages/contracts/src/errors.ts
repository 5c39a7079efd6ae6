/**
 * The error catalogue: every domain error carries one of these stable codes.
 * The server maps a code to its HTTP status in exactly one place; the SPA maps
 * the status to the global toast text (GLOBAL_TOAST_BY_STATUS).
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'Bad Request' },
  validation_failed: { status: 400, message: 'The request is not valid.' },
  link_invalid: { status: 400, message: 'This link is not valid any more. Ask for a new one.' },
  password_rejected: { status: 400, message: 'Choose another password.' },
  sso_secret_required: { status: 400, message: 'Enter the client secret the identity provider issued.' },
  sso_group_outside_organisation: { status: 400, message: 'New users can only join a group of this organisation.' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  invalid_credentials: { status: 401, message: 'Invalid email or password.' },
  session_expired: { status: 401, message: 'Your session has expired. Please sign in again.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  csrf_rejected: { status: 403, message: 'Request refused: missing request header or foreign origin.' },
  not_found: { status: 404, message: 'Not Found' },
  account_not_switched: { status: 404, message: 'Account Not Switched!' },
  conflict: { status: 409, message: 'The resource was changed by someone else.' },
  sso_domain_taken: { status: 409, message: 'Another organisation already signs in users of this domain.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'This file type is not supported.' },
  too_many_requests: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  internal_error: { status: 500, message: 'Internal Server Error' },
  service_unavailable: { status: 503, message: 'Service Unavailable' },
  sso_unavailable: { status: 503, message: 'Single sign-on is not available: the server has no SSO_SECRET_KEY.' },
  speech_unavailable: { status: 503, message: 'The speech service is not available right now.' },
  speech_busy: { status: 503, message: 'The speech service is busy. Please try again in a moment.' },
  speech_timeout: { status: 504, message: 'The speech service did not answer in time.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Body of every error reply (DESIGN §5). */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  details?: unknown;
}

/** Global failed-action toast (platform.md §8, roleplay.md §8). Keys are i18n keys. */
export const GLOBAL_TOAST_BY_STATUS: Readonly<Record<number, string>> = {
  502: 'errors.gatewayNetworkInterrupted',
  504: 'errors.gatewayNetworkInterrupted',
  500: 'errors.internalServerError',
  404: 'errors.notFound',
  503: 'errors.serviceUnavailable',
  409: 'errors.serviceUnavailable',
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
};
export const GLOBAL_TOAST_FALLBACK = 'errors.anErrorOccurred';
