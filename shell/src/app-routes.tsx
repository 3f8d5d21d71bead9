import { NotFoundPage } from '@biz/ui-kit';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RemoteSection } from './remotes/remote-section';

/**
 * The URL space of SPEC §2 and which remote owns each part. A remote's `<Routes>` are relative to where it
 * is mounted here. The admin remote owns top-level paths, so it sits on a pathless route and matches
 * 'admin-login', 'admin', the desk's views under 'admin/' (a business's record among them) and 'admin/accept-invite' itself (the empty children
 * only claim the paths; the remote renders them); anything else under /admin falls through to the 404. Intake sits
 * the same way on the root and its booking pages ('book-call', 'book-call/confirm', 'call/reschedule', 'call/cancel'). Intake and admin mount on parents
 * without a trailing '*', which react-router's development build notes with a console warning: the remote
 * matches exactly these paths, so nothing deeper is lost.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<RemoteSection name="intake" />}>
          <Route index element={null} />
          <Route path="book-call" element={null} />
          <Route path="book-call/confirm" element={null} />
          <Route path="call/reschedule" element={null} />
          <Route path="call/cancel" element={null} />
        </Route>
        <Route path="lockin/*" element={<RemoteSection name="lockin" />} />
        <Route element={<RemoteSection name="admin" />}>
          <Route path="admin-login" element={null} />
          <Route path="admin" element={null} />
          <Route path="admin/my-day" element={null} />
          <Route path="admin/businesses" element={null} />
          <Route path="admin/inbox" element={null} />
          <Route path="admin/calls" element={null} />
          <Route path="admin/orders" element={null} />
          <Route path="admin/subscriptions" element={null} />
          <Route path="admin/team" element={null} />
          <Route path="admin/accept-invite" element={null} />
          <Route path="admin/businesses/:id" element={null} />
          <Route path="admin/businesses/:id/:section" element={null} />
        </Route>
        <Route path="client/*" element={<RemoteSection name="client" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
