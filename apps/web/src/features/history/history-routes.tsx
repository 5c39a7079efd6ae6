import { Suspense, lazy } from 'react';
import { Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { PageNotFound } from '../../app/errors/page-not-found';
import { useReadySession } from '../../app/session/session-context';
import { InteractionHistoryPage, REPORTS_PATH } from './ui/interaction-history-page';
import { SessionDetailPage } from './ui/session-detail-page';

// The analytics load only when opened.
const AdvisorProgressPage = lazy(() => import('./progress/advisor-progress-page').then((m) => ({ default: m.AdvisorProgressPage })));
const ReviewerAgreementPage = lazy(() => import('./agreement/reviewer-agreement-page').then((m) => ({ default: m.ReviewerAgreementPage })));

/** /dashboard/engage/reports/*: the history, a session's detail, progress for everyone, agreement for guardians and above. */
export function HistoryRoutes() {
  const { t } = useTranslation();
  const { user } = useReadySession();
  const loading = <Loader m="xl" aria-label={t('history.loadingPage')} />;
  return (
    <Routes>
      <Route index element={<InteractionHistoryPage />} />
      <Route path="session/:id" element={<SessionDetailPage />} />
      <Route
        path="progress"
        element={
          <Suspense fallback={loading}>
            <AdvisorProgressPage />
          </Suspense>
        }
      />
      <Route
        path="agreement"
        element={
          roleAtLeast(user.role, 'guardian') ? (
            <Suspense fallback={loading}>
              <ReviewerAgreementPage />
            </Suspense>
          ) : (
            <Navigate to={REPORTS_PATH} replace />
          )
        }
      />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
