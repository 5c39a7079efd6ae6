import type { ReactNode } from 'react';
import type { SessionUser } from '@switchboard/contracts';
import type { GroupSession } from '../app/session/handshake';
import { SessionContext, type SessionApi } from '../app/session/session-context';
import { GROUP_A } from './fake-api';

/** A ready session in GROUP_A for `user`, without the handshake. */
export function withSession(user: SessionUser, children: ReactNode) {
  const group = {
    groupId: GROUP_A,
    profile: { instanceId: GROUP_A, instanceName: 'Acme · US · Care' },
    account: { instanceId: GROUP_A, instanceName: 'Acme · US · Care', accountConfigProperties: [] },
  } as unknown as GroupSession;
  const session: SessionApi = {
    state: { status: 'ready', user, group, switching: false },
    begin: () => undefined,
    switchGroup: async () => true,
    signOut: async () => undefined,
    refresh: async () => undefined,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
