import './remote.css';
import { NotFoundPage, RemoteScope, lazyExport } from '@biz/ui-kit';
import { QueryScope } from '@biz/ui-kit/query';
import { Route, Routes } from 'react-router';

// One chunk per page: the login page does not carry the dashboard.
const ClientLoginPage = lazyExport(() => import('./pages/client-login-page'), 'ClientLoginPage');
const ClientDashboardPage = lazyExport(() => import('./pages/client-dashboard-page'), 'ClientDashboardPage');
const ResetPasswordPage = lazyExport(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const ResourcesPage = lazyExport(() => import('./resources/resources-page'), 'ResourcesPage');
const VerifyEmailPage = lazyExport(() => import('./pages/verify-email-page'), 'VerifyEmailPage');
const UndoEmailChangePage = lazyExport(() => import('./pages/undo-email-change-page'), 'UndoEmailChangePage');
const ClientAccountPage = lazyExport(() => import('./pages/client-account-page'), 'ClientAccountPage');
const OnboardingLinkPage = lazyExport(() => import('./onboarding/onboarding-link-page'), 'OnboardingLinkPage');
const ProposalLinkPage = lazyExport(() => import('./proposals/proposal-link-page'), 'ProposalLinkPage');

/** The exposed `./routes`: SPEC §2's /client pages, relative to where the shell mounts them (client/*). */
export function RemoteRoutes() {
  return (
    <RemoteScope name="client">
      <QueryScope>
        <Routes>
          <Route path="login" element={<ClientLoginPage />} />
          <Route path="dashboard" element={<ClientDashboardPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="resources" element={<ResourcesPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="undo-email-change" element={<UndoEmailChangePage />} />
          <Route path="account" element={<ClientAccountPage />} />
          <Route path="onboarding" element={<OnboardingLinkPage />} />
          <Route path="proposal" element={<ProposalLinkPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryScope>
    </RemoteScope>
  );
}
