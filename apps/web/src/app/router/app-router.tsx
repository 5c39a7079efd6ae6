import { Suspense, type ComponentType } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/login-page';
import { PageNotFound } from '../errors/page-not-found';
import { RouteErrorBoundary } from '../errors/route-error-page';
import { SessionProvider } from '../session/session-provider';
import { HomeTabsPage } from '../tabs/home-tabs-page';
import { LoadingScreen } from '../session/loading-screen';
import { lazyArea } from './lazy-area';
import { RequireSession } from './require-session';

// Sign-in and the dashboard load first; every other area loads when it is first opened (the shell shows a
// loader meanwhile), keeping the first load small (issue 11: under 300 KB of gzipped JavaScript).
const StorePage = lazyArea(() => import('../../features/dashboard/store-page').then((m) => m.StorePage));
const AppAboutPage = lazyArea(() => import('../../features/dashboard/store/app-about-page').then((m) => m.AppAboutPage));
const AnnouncementsRoutes = lazyArea(() => import('../../features/announcements/announcements-routes').then((m) => m.AnnouncementsRoutes));
const PracticeRoutes = lazyArea(() => import('../../features/practice/practice-routes').then((m) => m.PracticeRoutes));
const HistoryRoutes = lazyArea(() => import('../../features/history/history-routes').then((m) => m.HistoryRoutes));
const KnowledgeRoutes = lazyArea(() => import('../../features/knowledge/knowledge-routes').then((m) => m.KnowledgeRoutes));
const KbotPage = lazyArea(() => import('../../features/kbot/kbot-page').then((m) => m.KbotPage));
const FullSizeAppPage = lazyArea(() => import('../../features/apps/full-size-app-page').then((m) => m.FullSizeAppPage));
// Pages opened from e-mailed links, signed out.
const InvitationPage = lazyArea(() => import('../../features/auth/links/invitation-page').then((m) => m.InvitationPage));
const ForgotPasswordPage = lazyArea(() => import('../../features/auth/links/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyArea(() => import('../../features/auth/links/reset-password-page').then((m) => m.ResetPasswordPage));

function SignedOutPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

function Root() {
  return (
    <RouteErrorBoundary>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/invitation', element: <SignedOutPage page={InvitationPage} /> },
      { path: '/forgot-password', element: <SignedOutPage page={ForgotPasswordPage} /> },
      { path: '/reset-password', element: <SignedOutPage page={ResetPasswordPage} /> },
      {
        path: '/dashboard',
        element: <RequireSession />,
        children: [
          { index: true, element: <HomeTabsPage /> },
          { path: 'store', element: <StorePage /> },
          { path: 'store/:appKey', element: <AppAboutPage /> },
          { path: 'announcements/*', element: <AnnouncementsRoutes /> },
          { path: 'engage/*', element: <PracticeRoutes /> },
          { path: 'engage/reports/*', element: <HistoryRoutes /> },
          { path: 'knowledge/*', element: <KnowledgeRoutes /> },
          { path: 'kbot', element: <KbotPage /> },
          { path: 'apps/:appKey', element: <FullSizeAppPage /> },
          { path: '*', element: <PageNotFound /> },
        ],
      },
      { path: '*', element: <PageNotFound standalone /> },
    ],
  },
];

/**
 * The app's routes, in React Router's declarative mode: the app loads its data with TanStack Query, not
 * route loaders, and the data router's code (loaders, actions, fetchers) would be a fifth of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
