import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { BillingDb } from '../database/billing-db';

/** The Stripe events billing has acted on, by event id: each is acted on once. */
@Injectable()
export class StripeEventsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  async recorded(eventId: string): Promise<boolean> {
    const row = await this.db.selectFrom('stripe_events').select('id').where('id', '=', eventId).executeTakeFirst();
    return row !== undefined;
  }

  /** After its handler succeeded; a repeat (or an order that recorded it in its own transaction) changes nothing. */
  async record(event: { id: string; type: string }): Promise<void> {
    await this.db.insertInto('stripe_events').values({ id: event.id, type: event.type }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
}
