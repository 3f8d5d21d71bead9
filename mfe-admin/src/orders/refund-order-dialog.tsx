import { formatUsd, GUARANTEE_DAYS, Packages, type AdminOrder } from '@biz/contracts';
import { Button, Dialog, toast } from '@biz/ui-kit';
import { useRefundOrder } from './orders-api';

/**
 * The money-back guarantee, from the desk (the owner's: billing refuses anyone else): the whole amount goes
 * back through Stripe, the client is emailed (queued, like every agency email) and the order shows refunded.
 */
export function RefundOrderDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const refund = useRefundOrder();
  const what = order ? `${Packages[order.package].title} of ${order.lead?.businessName ?? 'this lead'} (${formatUsd(order.amountCents)})` : '';
  const confirm = () =>
    order &&
    refund.mutate(order.id, {
      onSuccess: () => {
        toast({ title: 'Order refunded', description: `The ${what} is refunded through Stripe; the email telling the client is queued.`, variant: 'success' });
        onClose();
      },
    });
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title="Refund this order?"
      description={order ? `Refund the ${what} under the ${GUARANTEE_DAYS}-day money-back guarantee. The money goes back to the card it was paid with, the client is emailed, and the sprint's automations leave their portal. This cannot be undone.` : undefined}
      footer={
        <>
          <Button variant="outline" disabled={refund.isPending} onClick={onClose}>
            Keep the order
          </Button>
          <Button variant="destructive" disabled={refund.isPending} onClick={confirm}>
            {refund.isPending ? 'Refunding...' : 'Refund order'}
          </Button>
        </>
      }
    />
  );
}
