import './remote.css';
import { NotFoundPage, RemoteScope } from '@biz/ui-kit';
import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './pages/admin-dashboard-page';
import { AdminLoginPage } from './pages/admin-login-page';

/**
 * The exposed `./routes`: SPEC §2's /admin-login and /admin. Both are top-level paths, so the shell mounts
 * this remote on a pathless route and these paths are relative to the site root.
 */
export function RemoteRoutes() {
  return (
    <RemoteScope name="admin">
      <Routes>
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteScope>
  );
}
