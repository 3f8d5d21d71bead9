import { DESK_PATHS } from '@biz/contracts';
import { useAdminSession } from '../dashboard/use-admin-session';
import { DeskPage } from '../desk/desk-page';
import { SupportPanel } from '../support/support-panel';

/** /admin/inbox: the clients' support tickets, each opening its thread. */
export function InboxPage() {
  const isAdmin = useAdminSession();
  return (
    <DeskPage page={DESK_PATHS.inbox} description="The clients' tickets, latest activity first, with the first response against the promise." isAdmin={isAdmin}>
      <SupportPanel />
    </DeskPage>
  );
}
