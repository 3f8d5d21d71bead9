import { DESK_SEARCH_GROUP_LIMIT } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { matchesWords, snippetOf } from '../../shared/search/searched-text';
import type { SharedDb } from '../../shared/shared-db';
import type { PortalDb } from '../portal-db';

/** A ticket the desk's search found: its client's address, and the submission the account is linked to (null: none yet). */
export interface TicketFound {
  id: string;
  subject: string;
  snippet: string;
  lastActivityAt: string;
  accountEmail: string;
  linkedSubmissionId: string | null;
}

/** The desk's search of support tickets: by the words of their subject or of any message (full-text GIN indexes), latest activity first. */
@Injectable()
export class SupportTicketSearchRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb & SharedDb>) {}

  async search(q: string): Promise<TicketFound[]> {
    const rows = await this.db
      .selectFrom('support_tickets')
      .innerJoin('client_accounts', 'client_accounts.id', 'support_tickets.account_id')
      .select(['support_tickets.id', 'support_tickets.subject', 'support_tickets.last_activity_at', 'client_accounts.email'])
      .select((eb) => [
        eb
          .selectFrom('support_messages')
          .select(snippetOf('body', q).as('snippet'))
          .whereRef('support_messages.ticket_id', '=', 'support_tickets.id')
          .where(matchesWords('support_messages', q))
          .orderBy('support_messages.created_at', 'desc')
          .limit(1)
          .as('message_snippet'),
        eb
          .selectFrom('account_links')
          .select('account_links.ref_id')
          .whereRef('account_links.account_id', '=', 'support_tickets.account_id')
          .where('account_links.kind', '=', 'submission')
          .orderBy('account_links.linked_at', 'desc')
          .limit(1)
          .as('submission_id'),
      ])
      .where((eb) => eb.or([matchesWords('support_tickets', q), eb('support_tickets.id', 'in', eb.selectFrom('support_messages').select('ticket_id').where(matchesWords('support_messages', q)))]))
      .orderBy('support_tickets.last_activity_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      snippet: row.message_snippet ?? row.subject,
      lastActivityAt: row.last_activity_at.toISOString(),
      accountEmail: row.email,
      linkedSubmissionId: row.submission_id,
    }));
  }
}
