import { Navigate, Route, Routes } from 'react-router';
import { useReadySession } from '../../app/session/session-context';
import { PageNotFound } from '../../app/errors/page-not-found';
import { AnnouncementDetailPage } from './announcement-detail-page';
import { AnnouncementEditorPage } from './announcement-editor-page';
import { AnnouncementsPage } from './announcements-page';
import { canAuthor } from './feed-logic';
import { ReceiptsPage } from './receipts-page';

/** /dashboard/announcements/*: the feed and an announcement for everyone; authoring and receipts for guardians and above. */
export function AnnouncementsRoutes() {
  const { user } = useReadySession();
  const author = canAuthor(user.role);
  const authorOnly = (element: React.ReactElement) => (author ? element : <Navigate to="/dashboard/announcements" replace />);
  return (
    <Routes>
      <Route index element={<AnnouncementsPage />} />
      <Route path="new" element={authorOnly(<AnnouncementEditorPage />)} />
      <Route path=":id" element={<AnnouncementDetailPage />} />
      <Route path=":id/edit" element={authorOnly(<AnnouncementEditorPage />)} />
      <Route path=":id/receipts" element={authorOnly(<ReceiptsPage />)} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
