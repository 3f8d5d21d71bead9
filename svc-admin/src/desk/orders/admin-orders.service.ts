import type { AdminOrdersQuery, AdminOrdersResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';

/**
 * The Orders tab: one page of svc-billing's sprint orders, each linked to the newest submission its lead's
 * email made (svc-intake), so the agency can open the client behind a payment.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(INTAKE) private readonly intake: InternalClient,
  ) {}

  async orders(query: AdminOrdersQuery, requestId: string): Promise<AdminOrdersResponse> {
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
