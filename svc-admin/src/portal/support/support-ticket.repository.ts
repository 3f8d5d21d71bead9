import { FIRST_RESPONSE_PROMISE_MINUTES, TicketStatus, type DeskTicket, type DeskTicketMessage, type DeskTicketSummary, type EndpointInput, type SupportStats, type SupportTicket } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { PortalDb } from '../portal-db';
import type { SharedDb } from '../../shared/shared-db';

/** A new message of a thread: the client's, or a reply of the agency (its staff member; none: the bootstrap owner). */
export interface NewTicketMessage {
  author: 'client' | 'agency';
  staffAccountId?: string;
  body: string;
  /** The email the message caused, already in the agency's email log. */
  emailId: string | null;
}

/** What the rules need of a ticket before they touch it. */
export interface TicketHead {
  id: string;
  accountId: string;
  subject: string;
  status: TicketStatus;
}

type Tx = Kysely<PortalDb & SharedDb>;
/** The inbox's query once parsed (defaults filled in). */
export type DeskTicketsPage = EndpointInput<'deskTickets'>['query'];
const iso = (date: Date) => date.toISOString();
const promise = sql<Date>`make_interval(mins => ${FIRST_RESPONSE_PROMISE_MINUTES})`;

/** Support tickets and their threads: the only SQL on `support_tickets` and `support_messages`. */
@Injectable()
export class SupportTicketRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb & SharedDb>) {}

  /** The ticket and its first message, together. */
  async open(accountId: string, subject: string, first: NewTicketMessage): Promise<string> {
    return this.db.transaction().execute(async (tx) => {
      const { id } = await tx.insertInto('support_tickets').values({ account_id: accountId, subject }).returning('id').executeTakeFirstOrThrow();
      await this.insertMessage(tx, id, first);
      return id;
    });
  }

  /**
   * A message and the status it makes, in one transaction: a client's message opens the ticket (a closed
   * one too), the agency's reply waits on the client and, if it is the first, is the first response.
   * `alsoInside` runs in the same transaction (the client's notification of a reply).
   */
  async addMessage(ticketId: string, message: NewTicketMessage, alsoInside?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await this.insertMessage(tx, ticketId, message);
      const byAgency = message.author === 'agency';
      await tx
        .updateTable('support_tickets')
        .set((eb) => ({
          status: byAgency ? 'waiting_on_client' : 'open',
          last_activity_at: sqlNow,
          first_response_at: byAgency ? eb.fn.coalesce('first_response_at', sqlNow) : eb.ref('first_response_at'),
        }))
        .where('id', '=', ticketId)
        .execute();
      await alsoInside?.(tx);
    });
  }

  /** The agency closes or reopens a ticket; its latest activity moves with it. */
  async setStatus(ticketId: string, status: 'open' | 'closed'): Promise<void> {
    await this.db.updateTable('support_tickets').set({ status, last_activity_at: sqlNow }).where('id', '=', ticketId).execute();
  }

  async head(ticketId: string): Promise<TicketHead | null> {
    const row = await this.db.selectFrom('support_tickets').select(['id', 'account_id', 'subject', 'status']).where('id', '=', ticketId).executeTakeFirst();
    return row ? { id: row.id, accountId: row.account_id, subject: row.subject, status: row.status } : null;
  }

  /** The account's tickets with their threads, latest activity first; `id` picks one. */
  async ofAccount(accountId: string, id?: string): Promise<SupportTicket[]> {
    let query = this.db.selectFrom('support_tickets').select(['id', 'subject', 'status', 'created_at', 'last_activity_at']).where('account_id', '=', accountId);
    if (id) query = query.where('id', '=', id);
    const rows = await query.orderBy('last_activity_at', 'desc').orderBy('id').execute();
    const threads = await this.threads(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      createdAt: iso(row.created_at),
      lastActivityAt: iso(row.last_activity_at),
      messages: (threads.get(row.id) ?? []).map(({ email: _email, ...message }) => message),
    }));
  }

  /** One page of the desk's inbox, latest activity first, each with its business (the client account). */
  async deskPage({ status, page, pageSize }: DeskTicketsPage): Promise<{ tickets: DeskTicketSummary[]; total: number }> {
    const statuses = status === 'all' ? TicketStatus.options : [status];
    const [rows, { n }] = await Promise.all([
      this.summaries()
        .where('t.status', 'in', statuses)
        .orderBy('t.last_activity_at', 'desc')
        .orderBy('t.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('support_tickets as t')
        .where('t.status', 'in', statuses)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { tickets: rows.map(toSummary), total: Number(n) };
  }

  /** A client account's tickets as the desk lists them, latest activity first: for its business's record. */
  async deskTicketsOf(accountId: string): Promise<DeskTicketSummary[]> {
    const rows = await this.summaries().where('t.account_id', '=', accountId).orderBy('t.last_activity_at', 'desc').orderBy('t.id').execute();
    return rows.map(toSummary);
  }

  async deskTicket(id: string): Promise<DeskTicket | null> {
    const row = await this.summaries().where('t.id', '=', id).executeTakeFirst();
    if (!row) return null;
    return { ...toSummary(row), messages: (await this.threads([id])).get(id) ?? [] };
  }

  /** The desk's figures: see `SupportStats`. An unanswered ticket older than the promise counts as missed. */
  async stats(): Promise<SupportStats> {
    const row = await this.db
      .selectFrom('support_tickets')
      .select([
        sql<string>`count(*) FILTER (WHERE status = 'open')`.as('waiting'),
        sql<string>`count(*) FILTER (WHERE first_response_at IS NOT NULL OR created_at < now() - ${promise})`.as('due'),
        sql<string>`count(*) FILTER (WHERE first_response_at < created_at + ${promise})`.as('within'),
      ])
      .executeTakeFirstOrThrow();
    return { waiting: Number(row.waiting), firstResponses: { due: Number(row.due), withinPromise: Number(row.within) } };
  }

  private summaries() {
    return this.db
      .selectFrom('support_tickets as t')
      .innerJoin('client_accounts as a', 'a.id', 't.account_id')
      .select((eb) => [
        't.id',
        't.subject',
        't.status',
        't.created_at',
        't.last_activity_at',
        't.first_response_at',
        'a.id as account_id',
        'a.business_name',
        'a.email',
        eb.selectFrom('support_messages as m').whereRef('m.ticket_id', '=', 't.id').select((m) => m.fn.countAll<string>().as('n')).as('message_count'),
      ]);
  }

  /** The threads of some tickets, oldest message first, each message with its writer and its email's status. */
  private async threads(ticketIds: string[]): Promise<Map<string, DeskTicketMessage[]>> {
    const byTicket = new Map<string, DeskTicketMessage[]>();
    if (!ticketIds.length) return byTicket;
    const rows = await this.db
      .selectFrom('support_messages as m')
      .leftJoin('staff_accounts as s', 's.id', 'm.staff_account_id')
      .leftJoin('agency_emails as e', 'e.id', 'm.email_id')
      .select(['m.id', 'm.ticket_id', 'm.author', 'm.body', 'm.created_at', 's.name as staff_name', 'e.status as email_status'])
      .where('m.ticket_id', 'in', ticketIds)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    for (const row of rows) {
      const by = row.author === 'client' ? null : row.staff_name === null ? { kind: 'bootstrap-owner' as const } : { kind: 'staff' as const, name: row.staff_name };
      const thread = byTicket.get(row.ticket_id) ?? [];
      thread.push({ id: row.id, from: row.author, by, body: row.body, createdAt: iso(row.created_at), email: row.email_status });
      byTicket.set(row.ticket_id, thread);
    }
    return byTicket;
  }

  private async insertMessage(tx: Tx, ticketId: string, message: NewTicketMessage): Promise<void> {
    await tx
      .insertInto('support_messages')
      .values({ ticket_id: ticketId, author: message.author, staff_account_id: message.staffAccountId ?? null, body: message.body, email_id: message.emailId })
      .execute();
  }
}

function toSummary(row: {
  id: string;
  subject: string;
  status: TicketStatus;
  created_at: Date;
  last_activity_at: Date;
  first_response_at: Date | null;
  account_id: string;
  business_name: string;
  email: string;
  message_count: string | null;
}): DeskTicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    business: { accountId: row.account_id, businessName: row.business_name, email: row.email },
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
    firstResponseAt: row.first_response_at ? iso(row.first_response_at) : null,
    messageCount: Number(row.message_count),
  };
}
