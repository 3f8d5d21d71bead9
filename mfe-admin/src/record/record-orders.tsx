import { formatUsd, OrderStageLabel, Packages } from '@biz/contracts';
import { Badge, formatDate } from '@biz/ui-kit';
import type { RecordBlockProps } from '../profile/record-blocks';

/** The business's sprint orders, newest first: what, how much, where it stands and its dates (the Orders tab refunds them). */
export function RecordOrders({ profile: { orders } }: RecordBlockProps) {
  if (orders.length === 0) return <p className="text-sm text-ink-muted">No sprint orders.</p>;
  return (
    <ul aria-label="Sprint orders" className="flex flex-col gap-2">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink">
              {Packages[order.package].title} · {formatUsd(order.amountCents, { whole: true })}
            </p>
            <p className="text-xs text-ink-muted">
              {[`Started ${formatDate(order.createdAt, 'dateTime')}`, order.paidAt && `paid ${formatDate(order.paidAt, 'dateTime')}`, order.refundedAt && `refunded ${formatDate(order.refundedAt, 'dateTime')}`].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Badge variant={order.stage === 'paid' ? 'success' : order.stage === 'refunded' ? 'neutral' : 'warning'}>{OrderStageLabel[order.stage]}</Badge>
        </li>
      ))}
    </ul>
  );
}
