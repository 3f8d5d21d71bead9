import { DESK_PATHS } from '@biz/contracts';
import { useAdminSession } from '../dashboard/use-admin-session';
import { DeskPage } from '../desk/desk-page';
import { SubscriptionsPanel } from '../subscriptions/subscriptions-panel';

/** /admin/subscriptions: the clients' subscriptions and where each stands. */
export function SubscriptionsPage() {
  const isAdmin = useAdminSession();
  return (
    <DeskPage page={DESK_PATHS.subscriptions} description="Each client's plan, what it brings in a month and when it bills next." isAdmin={isAdmin}>
      <SubscriptionsPanel />
    </DeskPage>
  );
}
