import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/login-page';
import { AnnouncementsRoutes } from '../../features/announcements/announcements-routes';
import { FullSizeAppPage } from '../../features/apps/full-size-app-page';
import { StorePage } from '../../features/dashboard/store-page';
import { AppAboutPage } from '../../features/dashboard/store/app-about-page';
import { HistoryRoutes } from '../../features/history/history-routes';
import { PracticeRoutes } from '../../features/practice/practice-routes';
import { PageNotFound } from '../errors/page-not-found';
import { RouteErrorPage } from '../errors/route-error-page';
import { SessionProvider } from '../session/session-provider';
import { HomeTabsPage } from '../tabs/home-tabs-page';
import { RequireSession } from './require-session';

function Root() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LoginPage /> },
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
          { path: 'apps/:appKey', element: <FullSizeAppPage /> },
          { path: '*', element: <PageNotFound /> },
        ],
      },
      { path: '*', element: <PageNotFound standalone /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
