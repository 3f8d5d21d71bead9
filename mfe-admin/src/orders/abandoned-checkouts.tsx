import { formatUsd, Packages, type Order } from '@biz/contracts';
import { Button, formatDate, toast } from '@biz/ui-kit';
import { toastQueued } from '../emails/queued-toast';
import { useSendCheckoutRecovery, useWithdrawCheckoutRecovery } from './orders-api';

/** What the withdrawal changed: no link may have been live (never sent, expired, or withdrawn before). */
const withdrawnWords = (withdrawn: number) =>
  withdrawn === 0 ? 'No link of this checkout was still working: nothing changed.' : withdrawn === 1 ? 'The one link sent no longer resumes this checkout.' : `The ${withdrawn} links sent no longer resume this checkout.`;

/**
 * The record's abandoned checkouts (billing groups a lead's page loads: one per package), each with the
 * recovery email: the agency's template with a link that resumes that checkout. The toast says queued;
 * the email log below shows when the worker has sent it. The links sent for an order can be withdrawn (a
 * wrong address, a forwarded email): each then tells its opener so.
 */
export function AbandonedCheckouts({ submissionId, orders }: { submissionId: string; orders: readonly Order[] }) {
  const send = useSendCheckoutRecovery();
  const withdraw = useWithdrawCheckoutRecovery();
  const abandoned = orders.filter((order) => order.stage === 'abandoned');
  if (abandoned.length === 0) return <p className="text-sm text-ink-muted">No abandoned checkouts.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {abandoned.map((order) => {
        const title = Packages[order.package].title;
        return (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
            <div className="flex flex-col gap-0.5">
              <p className="text-sm font-medium text-ink">
                {title} · {formatUsd(order.amountCents, { whole: true })}
              </p>
              <p className="text-xs text-ink-muted">
                Started {formatDate(order.createdAt, 'dateTime')}, not paid{order.lead ? ` · ${order.lead.contactEmail}` : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={send.isPending}
                aria-label={`Send recovery email for the ${title}`}
                onClick={() =>
                  send.mutate(
                    { id: submissionId, orderId: order.id },
                    { onSuccess: () => toastQueued('Recovery email queued', order.lead?.contactEmail ?? 'the lead') },
                  )
                }
              >
                {send.isPending && send.variables?.orderId === order.id ? 'Queuing...' : 'Send recovery email'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={withdraw.isPending}
                aria-label={`Withdraw the links sent for the ${title}`}
                onClick={() =>
                  withdraw.mutate(
                    { id: submissionId, orderId: order.id },
                    { onSuccess: ({ withdrawn }) => toast({ title: 'Links withdrawn', description: withdrawnWords(withdrawn), variant: 'success' }) },
                  )
                }
              >
                {withdraw.isPending && withdraw.variables?.orderId === order.id ? 'Withdrawing...' : 'Withdraw links'}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
