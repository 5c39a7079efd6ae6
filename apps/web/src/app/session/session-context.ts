import { createContext, useContext } from 'react';
import type { SessionUser } from '@switchboard/contracts';
import type { GroupSession, HandshakeFailure } from './handshake';

export type SessionState =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'failed'; failure: Exclude<HandshakeFailure, 'unauthorized'>; user: SessionUser | null }
  | { status: 'ready'; user: SessionUser; group: GroupSession; switching: boolean };

export interface SessionApi {
  state: SessionState;
  /** Runs the handshake after a login (or again after a failure). */
  begin: () => void;
  /** Switches the active group; false when the server refused ('Account Not Switched!'). */
  switchGroup: (groupId: string) => Promise<boolean>;
  signOut: () => Promise<void>;
  /** Reads the user and the active group again in place (after a group was renamed), without a loading screen. */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The ready session; only for components rendered behind the session gate. */
export function useReadySession(): Extract<SessionState, { status: 'ready' }> & Omit<SessionApi, 'state'> {
  const { state, ...api } = useSession();
  if (state.status !== 'ready') throw new Error('useReadySession needs a ready session');
  return { ...state, ...api };
}
