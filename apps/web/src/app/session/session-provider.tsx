import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_REFRESH_MS, type SessionUser } from '@switchboard/contracts';
import { accountsApi } from '../../shared/api/accounts-api';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import {
  clearLocalStateForSignOut,
  clearSessionKeys,
  getAuthToken,
  touchesAuthToken,
  writeSessionKey,
} from '../../shared/api/auth-storage';
import { onUnauthorized } from '../../shared/api/http-client';
import { showToast } from '../toasts/toast';
import { HANDSHAKE_FAILURE_KEYS, initialGroup, runHandshake, type HandshakeDeps } from './handshake';
import { startKeepAlive } from './keep-alive';
import { SessionContext, type SessionApi, type SessionState } from './session-context';

const rememberInstance = (instanceId: string, groupId: string) => {
  writeSessionKey('instanceId', instanceId);
  writeSessionKey('groupId', groupId);
};

const handshakeDeps: HandshakeDeps = { api: accountsApi, clearSessionKeys, rememberInstance };

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() => (getAuthToken() ? { status: 'loading' } : { status: 'signedOut' }));
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Each handshake gets a number; a reply for an older one is ignored.
  const generation = useRef(0);

  const endSession = useCallback(
    (expired: boolean) => {
      generation.current += 1;
      clearLocalStateForSignOut();
      queryClient.clear();
      setState({ status: 'signedOut' });
      if (expired)
        showToast({ type: 'error', message: t('errors.unauthorized'), title: t('session.endedTitle'), id: 'session-unauthorized' });
      void navigate('/', { replace: true });
    },
    [navigate, queryClient, t],
  );

  // Read by begin, which stays the same function for the provider's life.
  const latest = useRef({ endSession, t });
  latest.current = { endSession, t };

  const begin = useCallback(() => {
    const run = ++generation.current;
    setState({ status: 'loading' });
    void (async () => {
      let next: SessionState;
      try {
        let user: SessionUser;
        try {
          ({ user } = await accountsApi.handshake());
        } catch (error) {
          // The user could not be fetched: 'Failed to fetch token', and the session counts as unauthorized.
          if (!(error instanceof ApiError) || error.status === 401) throw error;
          if (run !== generation.current) return;
          showToast({ type: 'error', message: latest.current.t('handshake.tokenFailed'), id: 'token-failed' });
          latest.current.endSession(false);
          return;
        }
        const result = await runHandshake(handshakeDeps, user.email, initialGroup(user));
        if (result.ok)
          next = { status: 'ready', user: { ...user, lastTenantId: result.session.groupId }, group: result.session, switching: false };
        else if (result.failure === 'unauthorized') return;
        else next = { status: 'failed', failure: result.failure, user };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        next = { status: 'failed', failure: error instanceof NetworkError ? 'network' : 'profileFailed', user: null };
      }
      if (run === generation.current) setState(next);
    })();
  }, []);

  const switchGroup = useCallback(
    async (groupId: string): Promise<boolean> => {
      const current = stateRef.current;
      if (current.status !== 'ready' || current.group.groupId === groupId) return current.status === 'ready';
      const run = ++generation.current;
      setState({ ...current, switching: true });
      const result = await runHandshake(handshakeDeps, current.user.email, groupId);
      if (run !== generation.current) return false;
      if (result.ok) {
        // Everything cached belongs to the previous group.
        queryClient.removeQueries();
        setState({ status: 'ready', user: { ...current.user, lastTenantId: groupId }, group: result.session, switching: false });
        return true;
      }
      if (result.failure === 'unauthorized') return false;
      if (result.failure === 'accountNotSwitched') {
        // The server kept the previous group: so do we.
        rememberInstance(current.group.profile.instanceId, current.group.groupId);
        setState({ ...current, switching: false });
        showToast({ type: 'error', message: t(HANDSHAKE_FAILURE_KEYS.accountNotSwitched), id: 'account-not-switched' });
        return false;
      }
      setState({ status: 'failed', failure: result.failure, user: current.user });
      return false;
    },
    [queryClient, t],
  );

  const refresh = useCallback(async () => {
    const current = stateRef.current;
    if (current.status !== 'ready') return;
    const run = ++generation.current;
    try {
      const { user } = await accountsApi.handshake();
      const result = await runHandshake(handshakeDeps, user.email, current.group.groupId);
      if (run !== generation.current || !result.ok) return;
      setState({ status: 'ready', user: { ...user, lastTenantId: current.group.groupId }, group: result.session, switching: false });
    } catch {
      // What is on screen stays as it was; the next sign-in reads the names again.
    }
  }, []);

  const signOut = useCallback(async () => {
    await accountsApi.logout().catch(() => undefined);
    endSession(false);
  }, [endSession]);

  const booted = useRef(false);
  useEffect(() => {
    if (booted.current || stateRef.current.status !== 'loading') return;
    booted.current = true;
    begin();
  }, [begin]);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (stateRef.current.status !== 'signedOut') endSession(true);
      }),
    [endSession],
  );

  // Signing out in another tab removes the shared token: follow it here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (touchesAuthToken(event.key) && !getAuthToken() && stateRef.current.status !== 'signedOut') endSession(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const ready = state.status === 'ready';
  useEffect(() => (ready ? startKeepAlive({ intervalMs: SESSION_REFRESH_MS, refresh: accountsApi.me }) : undefined), [ready]);

  const api = useMemo<SessionApi>(() => ({ state, begin, switchGroup, signOut, refresh }), [state, begin, switchGroup, signOut, refresh]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
