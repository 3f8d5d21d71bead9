import './remote.css';
import { NotFoundPage, RemoteScope } from '@biz/ui-kit';
import { Route, Routes } from 'react-router-dom';
import { ClientDashboardPage } from './pages/client-dashboard-page';
import { ClientLoginPage } from './pages/client-login-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { ResourcesPage } from './resources/resources-page';

/** The exposed `./routes`: SPEC §2's /client pages, relative to where the shell mounts them (client/*). */
export function RemoteRoutes() {
  return (
    <RemoteScope name="client">
      <Routes>
        <Route path="login" element={<ClientLoginPage />} />
        <Route path="dashboard" element={<ClientDashboardPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="resources" element={<ResourcesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteScope>
  );
}
