import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminStatusKey, fetchAdminStatus } from '../api/session-api';
import { NotificationBell } from '../notifications/notification-bell';
import { DeskSearch } from '../search/desk-search';

/** The lists a new lead joins: the dashboard's table and figures, and My day's "New since yesterday". */
const NEW_LEAD_QUERIES = [['admin-dashboard'], ['my-day']];

/** The desk bar's tools on every view: the one search box and the member's notification bell. */
export function DeskTools() {
  const queryClient = useQueryClient();
  const isAdmin = useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.isAdmin === true;
  const refreshLeads = () => void Promise.all(NEW_LEAD_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return (
    <>
      <DeskSearch />
      <NotificationBell enabled={isAdmin} onNewLead={refreshLeads} />
    </>
  );
}
