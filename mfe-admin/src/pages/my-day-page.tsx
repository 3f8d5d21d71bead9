import { DESK_PATHS } from '@biz/contracts';
import { useAdminSession } from '../dashboard/use-admin-session';
import { DeskPage } from '../desk/desk-page';
import { MyDayPanel } from '../my-day/my-day-panel';

/** /admin/my-day: the tasks due today and overdue, who is new, and the tickets waiting on the agency. */
export function MyDayPage() {
  const isAdmin = useAdminSession();
  return (
    <DeskPage page={DESK_PATHS.myDay} description="Your next steps for today, the businesses new since yesterday and the tickets waiting on the agency." isAdmin={isAdmin}>
      <MyDayPanel enabled={isAdmin === true} />
    </DeskPage>
  );
}
