import { DESK_PATHS } from '@biz/contracts';
import { useAdminSession } from '../dashboard/use-admin-session';
import { useSubmissionDialogs } from '../dashboard/submission-dialogs';
import { DeskPage } from '../desk/desk-page';
import { OrdersPanel } from '../orders/orders-panel';

/** /admin/orders: the sprint orders, each opening the business it came from. */
export function OrdersPage() {
  const isAdmin = useAdminSession();
  const { openProfile, dialogs } = useSubmissionDialogs(isAdmin);
  return (
    <DeskPage page={DESK_PATHS.orders} description="Every sprint checkout, and what became of it." isAdmin={isAdmin}>
      <OrdersPanel onViewClient={openProfile} />
      {dialogs}
    </DeskPage>
  );
}
