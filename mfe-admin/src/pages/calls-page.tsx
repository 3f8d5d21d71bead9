import { DESK_CALLS_LIST_MAX, DESK_PATHS, RECENT_CALLS_DAYS, ToastMessage, type DeskCall } from '@biz/contracts';
import { Card, CardDescription, CardHeader, CardTitle, toastMessage } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DeskCallsTable } from '../calls/desk-calls-table';
import { deskCallsKey, fetchDeskCalls } from '../calls/calls-api';
import { useAdminSession } from '../dashboard/use-admin-session';
import { DeskPage } from '../desk/desk-page';

function CallsCard({ title, description, empty, calls }: { title: string; description: string; empty: string; calls: readonly DeskCall[] | undefined }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {calls?.length ? <DeskCallsTable label={title} calls={calls} /> : <p className="px-6 pb-6 text-sm text-ink-muted">{calls ? empty : 'Loading the calls...'}</p>}
    </Card>
  );
}

/** /admin/calls: the agency's calls across its businesses, to come and recent; each opens its business. */
export function CallsPage() {
  const isAdmin = useAdminSession();
  const calls = useQuery({ queryKey: deskCallsKey, queryFn: fetchDeskCalls, enabled: isAdmin === true });
  useEffect(() => {
    if (calls.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [calls.isError]);
  return (
    <DeskPage page={DESK_PATHS.calls} description="The calls booked with the agency's businesses, from the desk or the booking page." isAdmin={isAdmin}>
      {calls.isError ? <p className="text-sm text-ink-muted">The calls could not be loaded.</p> : null}
      <CallsCard title="Upcoming" description={`Booked and still to come, soonest first (the next ${DESK_CALLS_LIST_MAX} at most).`} empty="No call is booked." calls={calls.data?.upcoming} />
      <CallsCard title="Recent" description={`The calls of the last ${RECENT_CALLS_DAYS} days, cancelled ones included, latest first.`} empty={`No call in the last ${RECENT_CALLS_DAYS} days.`} calls={calls.data?.recent} />
    </DeskPage>
  );
}
