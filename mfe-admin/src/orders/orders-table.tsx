import { EmailStatusLabel, formatUsd, OrderStageLabel, Packages, withinGuarantee, type AdminOrder, type OrderStage } from '@biz/contracts';
import { Badge, Button, formatDate, Table, TableBody, TableCell, TableColumns, TableRow, type BadgeVariant } from '@biz/ui-kit';
import { useState } from 'react';
import { ContactCell } from '../dashboard/contact-cell';

export const ORDER_COLUMNS = ['Lead', 'Package', 'Amount', 'Stage', 'Confirmation', 'Started', 'Actions'] as const;

const stageBadge: Record<OrderStage, BadgeVariant> = { paid: 'success', pending: 'outline', payment_failed: 'danger', abandoned: 'warning', refunded: 'neutral' };

export interface OrdersTableProps {
  orders: readonly AdminOrder[];
  /** Opens the profile of the submission the order's lead made. */
  onViewClient: (submissionId: string) => void;
  /** Asks to refund a paid order still inside the money-back guarantee. */
  /** Absent for a staff member: refunds are the owner's (the endpoint's audience), so staff see no Refund button. */
  onRefund?: (order: AdminOrder) => void;
}

/** One page of sprint orders. Lead fields are rendered as text by React, like the submissions table. */
export function OrdersTable({ orders, onViewClient, onRefund }: OrdersTableProps) {
  // When the page was shown: billing decides at the click, this only decides whether to offer it.
  const [now] = useState(() => Date.now());
  return (
    <Table cards>
      <TableColumns columns={ORDER_COLUMNS} pinLast />
      <TableBody>
        {orders.map((row) => {
          const { submissionId, ...order } = row;
          const refundable = onRefund !== undefined && order.status === 'paid' && order.paidAt !== null && withinGuarantee(order.paidAt, now);
          return (
          <TableRow key={order.id}>
            {order.lead ? (
              <ContactCell name={order.lead.businessName} lines={[order.lead.contactEmail, order.lead.contactPhone]} />
            ) : (
              <TableCell card="title" className="text-ink-muted">Lead removed</TableCell>
            )}
            <TableCell label="Package" className="whitespace-nowrap">{Packages[order.package].title}</TableCell>
            <TableCell label="Amount" className="tabular-nums">{formatUsd(order.amountCents, { whole: true })}</TableCell>
            <TableCell label="Stage">
              <Badge variant={stageBadge[order.stage]} title={order.failureMessage ?? undefined}>
                {OrderStageLabel[order.stage]}
              </Badge>
            </TableCell>
            <TableCell card="hide" className="whitespace-nowrap">{EmailStatusLabel[order.confirmationEmail]}</TableCell>
            <TableCell label="Started" className="min-w-28">{formatDate(order.createdAt, 'dateTime')}</TableCell>
            <TableCell pinEnd card="actions">
              <div className="flex items-center gap-2">
                {submissionId ? (
                  <Button size="sm" variant="outline" onClick={() => onViewClient(submissionId)} aria-label={`View client ${order.lead?.businessName ?? ''}`.trim()}>
                    View client
                  </Button>
                ) : (
                  <span className="text-xs text-ink-muted">No submission</span>
                )}
                {refundable ? (
                  <Button size="sm" variant="ghost" onClick={() => onRefund?.(row)} aria-label={`Refund ${order.lead?.businessName ?? 'order'}`}>
                    Refund
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
