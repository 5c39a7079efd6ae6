/**
 * What the SPA keeps in localStorage, in three groups:
 * - the auth token (the spec stores the token from a login or handshake reply);
 * - session keys: data tied to the active group, cleared on every new handshake;
 * - preferences (language, sidebar): kept when a session ends so the login page keeps the user's language.
 */
const TOKEN_KEY = 'switchboard.authToken';
const SESSION_PREFIX = 'switchboard.session.';
const PREFERENCE_PREFIX = 'switchboard.pref.';

export type SessionKey = 'instanceId' | 'groupId';
export type PreferenceKey = 'locale' | 'sidebarCollapsed';

// Storage can be unavailable (privacy modes, quota); the app then runs with in-memory state only.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives only as long as the page does.
  }
}

function keys(): string[] {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null);
}

export const getAuthToken = (): string | null => read(TOKEN_KEY);
/** For `storage` events: did another tab change the token (null key = storage cleared)? */
export const touchesAuthToken = (key: string | null): boolean => key === null || key === TOKEN_KEY;
export const setAuthToken = (token: string | null): void => write(TOKEN_KEY, token);

export const readSessionKey = (key: SessionKey): string | null => read(SESSION_PREFIX + key);
export const writeSessionKey = (key: SessionKey, value: string | null): void => write(SESSION_PREFIX + key, value);

export function clearSessionKeys(): void {
  for (const key of keys()) if (key.startsWith(SESSION_PREFIX)) write(key, null);
}

export const readPreference = (key: PreferenceKey): string | null => read(PREFERENCE_PREFIX + key);
export const writePreference = (key: PreferenceKey, value: string | null): void => write(PREFERENCE_PREFIX + key, value);

/** On sign-out or a 401: local storage is cleared (roleplay.md §8) except the user's preferences. */
export function clearLocalStateForSignOut(): void {
  for (const key of keys()) if (!key.startsWith(PREFERENCE_PREFIX)) write(key, null);
}
