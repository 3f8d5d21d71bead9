import { DESK_SEARCH_GROUP_LIMIT, type LeadPhoneSearchResponse } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { BillingDb } from '../database/billing-db';

/** The desk's search by phone: the only SQL that finds leads by the digits of their checkout phone. */
@Injectable()
export class LeadPhoneSearchRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  /**
   * The leads (lower-cased emails) whose phone at their latest checkout that gave one holds these digits,
   * by email: the orders whose phone matches come from the digits' index (`orders_lead_phone_digits_idx`,
   * the same expression), then each of their leads' latest phone, from the lead's index (`orders_by_lead`),
   * is checked again, so an old number does not count.
   */
  async search(digits: string): Promise<LeadPhoneSearchResponse['leads']> {
    const pattern = `%${digits}%`;
    const { rows } = await sql<{ email: string; phone: string }>`
      SELECT matched.email, latest.phone
      FROM (
        SELECT DISTINCT lower(lead->>'contactEmail') AS email FROM orders
        WHERE lead ? 'contactPhone' AND regexp_replace(lead->>'contactPhone', '\\D', '', 'g') LIKE ${pattern}
      ) matched
      CROSS JOIN LATERAL (
        -- An aggregate, not ORDER BY ... LIMIT 1: that made the planner walk every order newest first.
        SELECT (array_agg(o.lead->>'contactPhone' ORDER BY o.created_at DESC, o.id))[1] AS phone FROM orders o
        WHERE o.lead IS NOT NULL AND lower(o.lead->>'contactEmail') = matched.email AND o.lead ? 'contactPhone'
      ) latest
      WHERE regexp_replace(latest.phone, '\\D', '', 'g') LIKE ${pattern}
      ORDER BY matched.email
      LIMIT ${DESK_SEARCH_GROUP_LIMIT}`.execute(this.db);
    return rows;
  }
}
