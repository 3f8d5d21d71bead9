import type { SupportTicket } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AdminDb } from '../../database/admin-db';

/** Client support tickets: the only SQL on `support_tickets`. */
@Injectable()
export class SupportTicketRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<AdminDb>) {}

  async create(ticket: { accountId: string; subject: string; message: string; emailId: string }): Promise<string> {
    const { id } = await this.db
      .insertInto('support_tickets')
      .values({ account_id: ticket.accountId, subject: ticket.subject, message: ticket.message, email_id: ticket.emailId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The account's tickets, newest first, each with where its email to the agency stands; `id` picks one. */
  async ofAccount(accountId: string, id?: string): Promise<SupportTicket[]> {
    let query = this.db
      .selectFrom('support_tickets as t')
      .innerJoin('agency_emails as e', 'e.id', 't.email_id')
      .select(['t.id', 't.subject', 't.message', 't.created_at', 'e.status'])
      .where('t.account_id', '=', accountId);
    if (id) query = query.where('t.id', '=', id);
    const rows = await query.orderBy('t.created_at', 'desc').orderBy('t.id').execute();
    return rows.map((row) => ({ id: row.id, subject: row.subject, message: row.message, emailStatus: row.status, createdAt: row.created_at.toISOString() }));
  }
}
