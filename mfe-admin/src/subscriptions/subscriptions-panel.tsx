import { formatUsd, ToastMessage, type AdminSubscription, type SubscriptionStatus } from '@biz/contracts';
import { Badge, Card, CardDescription, CardHeader, CardTitle, formatDate, StatCard, Table, TableBody, TableCell, TableColumns, TableRow, toastMessage, type BadgeVariant } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchSubscriptions } from './subscriptions-api';
import { TestClock } from './test-clock';

export const SUBSCRIPTION_COLUMNS = ['Client', 'Plan', 'Monthly', 'Status', 'Next billing'] as const;

export const statusBadge: Partial<Record<SubscriptionStatus, BadgeVariant>> = { active: 'success', trialing: 'brand', past_due: 'danger', unpaid: 'danger' };

function Row({ subscription: s }: { subscription: AdminSubscription }) {
  return (
    <TableRow>
      <TableCell card="title">
        {s.businessName ? (
          <>
            <div className="font-medium text-ink">{s.businessName}</div>
            <div className="text-xs text-ink-muted">{s.email}</div>
          </>
        ) : (
          <span className="text-ink-muted">Account deleted</span>
        )}
      </TableCell>
      <TableCell label="Plan" className="whitespace-nowrap">
        {s.plan} <span className="text-xs text-ink-muted">({s.billing})</span>
      </TableCell>
      <TableCell label="Monthly" className="whitespace-nowrap">{formatUsd(s.monthlyCents)}</TableCell>
      <TableCell label="Status">
        <Badge variant={statusBadge[s.status] ?? 'neutral'}>{s.status.replace('_', ' ')}</Badge>
        {s.paymentIssue === 'payment_failed' ? <div className="text-xs text-danger-600">Renewal failed: card to update</div> : null}
        {s.paymentIssue === 'action_required' ? <div className="text-xs text-danger-600">Waiting for 3-D Secure</div> : null}
        {s.cancelAtPeriodEnd ? <div className="text-xs text-ink-muted">Cancels at period end</div> : null}
      </TableCell>
      <TableCell label="Next billing" className="whitespace-nowrap">{s.nextBillingDate ? formatDate(s.nextBillingDate, 'date') : '—'}</TableCell>
    </TableRow>
  );
}

/** The Subscriptions view: monthly recurring revenue, and every client's live subscription, past due first. */
export function SubscriptionsPanel() {
  const subscriptions = useQuery({ queryKey: ['admin-subscriptions'], queryFn: fetchSubscriptions });

  useEffect(() => {
    if (subscriptions.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [subscriptions.isError]);

  const data = subscriptions.data;
  return (
    <div className="flex flex-col gap-4">
      <TestClock />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard label="MRR" value={data ? formatUsd(data.mrrCents, { whole: true }) : '—'} hint="Paid-up subscriptions, per month" />
        <StatCard label="Active" value={data?.activeCount ?? '—'} />
        <StatCard label="Past Due" value={data?.pastDueCount ?? '—'} hint="Renewals waiting on the client" />
      </div>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle>Subscriptions</CardTitle>
          <CardDescription>Each client's plan, what it brings in a month, and whether its last renewal was paid.</CardDescription>
        </CardHeader>
        {data && data.subscriptions.length > 0 ? (
          <Table cards>
            <TableColumns columns={SUBSCRIPTION_COLUMNS} />
            <TableBody>
              {data.subscriptions.map((subscription) => (
                <Row key={subscription.accountId} subscription={subscription} />
              ))}
            </TableBody>
          </Table>
        ) : null}
        {data && data.subscriptions.length === 0 ? <p className="px-6 py-10 text-center text-sm text-ink-muted">No client subscribes yet.</p> : null}
        {!data ? <p className="px-6 py-10 text-center text-sm text-ink-muted">{subscriptions.isError ? 'The subscriptions could not be loaded.' : 'Loading subscriptions...'}</p> : null}
      </Card>
    </div>
  );
}
