import './remote.css';
import { NotFoundPage, RemoteScope, lazyExport } from '@biz/ui-kit';
import { QueryScope } from '@biz/ui-kit/query';
import { Route, Routes } from 'react-router';

// One chunk per page: the sign-in page does not carry the desk.
const AdminLoginPage = lazyExport(() => import('./pages/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyExport(() => import('./pages/admin-dashboard-page'), 'AdminDashboardPage');
const AcceptInvitePage = lazyExport(() => import('./pages/accept-invite-page'), 'AcceptInvitePage');
const TeamPage = lazyExport(() => import('./pages/team-page'), 'TeamPage');
const BusinessRecordPage = lazyExport(() => import('./record/business-record-page'), 'BusinessRecordPage');

/**
 * The exposed `./routes`: SPEC §2's /admin-login and /admin, the team's /admin/team and /admin/accept-invite, and a business's record (/admin/businesses/:id and its sections). Both are top-level paths, so the shell mounts
 * this remote on a pathless route and these paths are relative to the site root.
 */
export function RemoteRoutes() {
  return (
    <RemoteScope name="admin">
      <QueryScope>
        <Routes>
          <Route path="admin-login" element={<AdminLoginPage />} />
          <Route path="admin" element={<AdminDashboardPage />} />
          <Route path="admin/accept-invite" element={<AcceptInvitePage />} />
          <Route path="admin/team" element={<TeamPage />} />
          {/* One page for the overview and every section (it reads its place from the address), so moving between them keeps it mounted. */}
          <Route path="admin/businesses/:id" element={<BusinessRecordPage />}>
            <Route index element={null} />
            <Route path=":section" element={null} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryScope>
    </RemoteScope>
  );
}
