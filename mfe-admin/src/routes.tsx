import './remote.css';
import { NotFoundPage, RemoteScope, lazyExport } from '@biz/ui-kit';
import { QueryScope } from '@biz/ui-kit/query';
import { Route, Routes } from 'react-router';
import { DeskLayout } from './desk/desk-layout';
import { DeskTools } from './desk/desk-tools';

// One chunk per page: the sign-in page does not carry the desk.
const AdminLoginPage = lazyExport(() => import('./pages/admin-login-page'), 'AdminLoginPage');
const AcceptInvitePage = lazyExport(() => import('./pages/accept-invite-page'), 'AcceptInvitePage');
const AdminDashboardPage = lazyExport(() => import('./pages/admin-dashboard-page'), 'AdminDashboardPage');
const MyDayPage = lazyExport(() => import('./pages/my-day-page'), 'MyDayPage');
const BusinessesPage = lazyExport(() => import('./pages/businesses-page'), 'BusinessesPage');
const InboxPage = lazyExport(() => import('./pages/inbox-page'), 'InboxPage');
const CallsPage = lazyExport(() => import('./pages/calls-page'), 'CallsPage');
const OrdersPage = lazyExport(() => import('./pages/orders-page'), 'OrdersPage');
const SubscriptionsPage = lazyExport(() => import('./pages/subscriptions-page'), 'SubscriptionsPage');
const TeamPage = lazyExport(() => import('./pages/team-page'), 'TeamPage');
const BusinessRecordPage = lazyExport(() => import('./record/business-record-page'), 'BusinessRecordPage');

/**
 * The exposed `./routes`: SPEC §2's /admin-login and /admin, the invitation's /admin/accept-invite, and the
 * desk's views and a business's record, each its own address inside the desk's layout (DESK_PATHS). These are
 * top-level paths, so the shell mounts this remote on a pathless route and these paths are relative to the
 * site root.
 */
export function RemoteRoutes() {
  return (
    <RemoteScope name="admin">
      <QueryScope>
        <Routes>
          <Route path="admin-login" element={<AdminLoginPage />} />
          <Route path="admin/accept-invite" element={<AcceptInvitePage />} />
          {/* The desk: its navigation around each view and around a business's record. */}
          <Route path="admin" element={<DeskLayout tools={<DeskTools />} />}>
            <Route index element={<AdminDashboardPage />} />
            <Route path="my-day" element={<MyDayPage />} />
            <Route path="businesses" element={<BusinessesPage />} />
            <Route path="inbox" element={<InboxPage />} />
            <Route path="calls" element={<CallsPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="subscriptions" element={<SubscriptionsPage />} />
            <Route path="team" element={<TeamPage />} />
            {/* One page for the overview and every section (it reads its place from the address), so moving between them keeps it mounted. */}
            <Route path="businesses/:id" element={<BusinessRecordPage />}>
              <Route index element={null} />
              <Route path=":section" element={null} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryScope>
    </RemoteScope>
  );
}
