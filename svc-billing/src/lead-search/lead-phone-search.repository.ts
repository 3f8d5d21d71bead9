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
   * the same expression), then each lead's latest phone is checked again, so an old number does not count.
   */
  async search(digits: string): Promise<LeadPhoneSearchResponse['leads']> {
    const pattern = `%${digits}%`;
    const { rows } = await sql<{ email: string; phone: string }>`
      WITH matched AS (
        SELECT DISTINCT lower(lead->>'contactEmail') AS email FROM orders
        WHERE lead ? 'contactPhone' AND regexp_replace(lead->>'contactPhone', '\\D', '', 'g') LIKE ${pattern}
      ),
      latest AS (
        SELECT DISTINCT ON (lower(o.lead->>'contactEmail')) lower(o.lead->>'contactEmail') AS email, o.lead->>'contactPhone' AS phone
        FROM orders o JOIN matched m ON lower(o.lead->>'contactEmail') = m.email
        WHERE o.lead ? 'contactPhone'
        ORDER BY lower(o.lead->>'contactEmail'), o.created_at DESC, o.id
      )
      SELECT email, phone FROM latest WHERE regexp_replace(phone, '\\D', '', 'g') LIKE ${pattern} ORDER BY email LIMIT ${DESK_SEARCH_GROUP_LIMIT}`.execute(this.db);
    return rows;
  }
}
