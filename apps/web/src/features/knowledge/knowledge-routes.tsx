import { Navigate, Route, Routes } from 'react-router';
import { roleAtLeast } from '@switchboard/contracts';
import { PageNotFound } from '../../app/errors/page-not-found';
import { useReadySession } from '../../app/session/session-context';
import { ArticleEditorPage } from './article-editor-page';
import { ArticlePage } from './article-page';
import { KnowledgePage } from './knowledge-page';

/** /dashboard/knowledge/*: search and read for everyone; writing and importing for guardians and above. */
export function KnowledgeRoutes() {
  const { user } = useReadySession();
  const editorOnly = (element: React.ReactElement) =>
    roleAtLeast(user.role, 'guardian') ? element : <Navigate to="/dashboard/knowledge" replace />;
  return (
    <Routes>
      <Route index element={<KnowledgePage />} />
      <Route path="new" element={editorOnly(<ArticleEditorPage />)} />
      <Route path=":articleId" element={<ArticlePage />} />
      <Route path=":articleId/edit" element={editorOnly(<ArticleEditorPage />)} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
