import { TicketStatusLabel, type TicketStatus } from '@biz/contracts';
import { Badge, type BadgeVariant } from '@biz/ui-kit';

const statusBadge: Record<TicketStatus, BadgeVariant> = { open: 'brand', waiting_on_client: 'outline', closed: 'neutral' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={statusBadge[status]}>{TicketStatusLabel[status]}</Badge>;
}
