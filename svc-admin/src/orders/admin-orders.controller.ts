import type { AdminOrdersResponse, EndpointInput } from '@biz/contracts';
import { Endpoint, Input, InternalClient, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { BILLING, INTAKE } from '../contexts/context-clients';

/**
 * The Orders tab: one page of svc-billing's sprint orders, each linked to the newest submission its lead's
 * email made (svc-intake), so the agency can open the client behind a payment.
 */
@Controller()
export class AdminOrdersController {
  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(INTAKE) private readonly intake: InternalClient,
  ) {}

  @Endpoint('adminOrders')
  async orders(@Input() { query }: EndpointInput<'adminOrders'>, @RequestId() requestId: string): Promise<AdminOrdersResponse> {
    const page = await this.billing.call('listOrders', { query }, { requestId });
    const emails = [...new Set(page.orders.flatMap((order) => (order.lead ? [order.lead.contactEmail.toLowerCase()] : [])))];
    const { submissions } = emails.length ? await this.intake.call('submissionsByEmail', { body: { emails } }, { requestId }) : { submissions: [] };
    const newestByEmail = new Map<string, string>();
    // Newest first: the first submission seen for an email is its newest.
    for (const s of submissions) if (!newestByEmail.has(s.contactEmail.toLowerCase())) newestByEmail.set(s.contactEmail.toLowerCase(), s.id);
    return {
      ...page,
      orders: page.orders.map((order) => ({ ...order, submissionId: (order.lead && newestByEmail.get(order.lead.contactEmail.toLowerCase())) ?? null })),
    };
  }
}
