import { Suspense, lazy } from 'react';
import { Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { PageNotFound } from '../../app/errors/page-not-found';
import { PracticeSessionPage } from './session/practice-session-page';
import { StartPracticePage } from './start/start-practice-page';

// Authoring is for guardians and above: its screens load only when opened.
const AuthoringPage = lazy(() => import('./authoring/authoring-page').then((m) => ({ default: m.AuthoringPage })));
const UsecaseEditorPage = lazy(() => import('./authoring/usecase-editor-page').then((m) => ({ default: m.UsecaseEditorPage })));
const BatchPage = lazy(() => import('./authoring/batch-page').then((m) => ({ default: m.BatchPage })));

/** /dashboard/engage/*: Start Practice and the practice view for everyone; authoring for guardians and above. */
export function PracticeRoutes() {
  const { user } = useReadySession();
  const { t } = useTranslation();
  const guardian = roleAtLeast(user.role, 'guardian');
  const guarded = (element: React.ReactElement) =>
    guardian ? (
      <Suspense fallback={<Loader m="xl" aria-label={t('roleplayAuthoring.editor.loading')} />}>{element}</Suspense>
    ) : (
      <Navigate to="/dashboard/engage" replace />
    );
  return (
    <Routes>
      <Route index element={<StartPracticePage />} />
      <Route path="session/:uniqueId" element={<PracticeSessionPage />} />
      <Route path="authoring" element={guarded(<AuthoringPage />)} />
      <Route path="authoring/usecases/:id" element={guarded(<UsecaseEditorPage />)} />
      <Route path="authoring/batches/:id" element={guarded(<BatchPage />)} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
