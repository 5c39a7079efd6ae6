import { Navigate, useLocation } from 'react-router';
import { AppShellLayout } from '../shell/app-shell-layout';
import { HandshakeFailedScreen } from '../session/handshake-failed-screen';
import { LoadingScreen } from '../session/loading-screen';
import { useSession } from '../session/session-context';
import { UsageAnalyticsTracker } from '../../shared/analytics/usage-analytics-tracker';

/** Signed-in routes: the shell once the handshake is done, its loading or failure screen before. */
export function RequireSession() {
  const { state, begin, signOut } = useSession();
  const location = useLocation();
  switch (state.status) {
    case 'signedOut':
      return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
    case 'loading':
      return <LoadingScreen />;
    case 'failed':
      return <HandshakeFailedScreen failure={state.failure} onRetry={begin} onSignOut={() => void signOut()} />;
    case 'ready':
      return (
        <>
          <UsageAnalyticsTracker identity={`${state.user.userId}:${state.group.groupId}`} />
          <AppShellLayout />
        </>
      );
  }
}
