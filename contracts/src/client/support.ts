import { z } from 'zod';
import { EntityId } from '../common';
import { AgencyActor } from '../admin/agency-actor';
import { ValidationMessage as M } from '../messages';

/** The longest message of a thread, from either side. */
export const TICKET_MESSAGE_MAX = 5000;

/**
 * Where a ticket stands, always from what happened: a client's message makes it `open` (the agency owes an
 * answer), a staff reply `waiting_on_client`, and only the agency closes it (a client's answer reopens it).
 */
export const TicketStatus = z.enum(['open', 'waiting_on_client', 'closed']);
export type TicketStatus = z.infer<typeof TicketStatus>;

/** How the desk reads a status. */
export const TicketStatusLabel: Record<TicketStatus, string> = { open: 'Open', waiting_on_client: 'Waiting on client', closed: 'Closed' };

const message = z.string({ error: M.ticketMessageRequired }).trim().min(1, M.ticketMessageRequired).max(TICKET_MESSAGE_MAX);

/** POST /api/client/support-tickets — the Support tab's 'create ticket': it opens a thread the desk answers. */
export const SupportTicketRequest = z.object({
  // One line: it becomes an email's subject.
  subject: z.string({ error: M.ticketSubjectRequired }).trim().min(1, M.ticketSubjectRequired).max(200).regex(/^[^\r\n]*$/, M.ticketSubjectOneLine),
  message,
});
export type SupportTicketRequest = z.infer<typeof SupportTicketRequest>;

/** A message of a thread, from either side (the client's answer, the desk's reply): plain text. */
export const TicketMessageRequest = z.object({ message });
export type TicketMessageRequest = z.infer<typeof TicketMessageRequest>;

/** `:id` of a ticket. */
export const TicketIdParams = z.object({ id: EntityId });
export type TicketIdParams = z.infer<typeof TicketIdParams>;

const at = z.iso.datetime({ offset: true });

/** One message of a thread; `by` names the agency's writer (a staff member, or the owner's password sign-in), null for the client. */
export const TicketMessage = z.object({
  id: EntityId,
  from: z.enum(['client', 'agency']),
  by: AgencyActor.nullable(),
  body: z.string(),
  createdAt: at,
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** A ticket as its client sees it: its status and the whole thread, oldest message first. */
export const SupportTicket = z.object({
  id: EntityId,
  subject: z.string(),
  status: TicketStatus,
  createdAt: at,
  lastActivityAt: at,
  messages: z.array(TicketMessage).min(1),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportTicketResponse = SupportTicket;
export type SupportTicketResponse = z.infer<typeof SupportTicketResponse>;

/** GET /api/client/support-tickets — the account's tickets, latest activity first. */
export const SupportTicketsResponse = z.object({ tickets: z.array(SupportTicket) });
export type SupportTicketsResponse = z.infer<typeof SupportTicketsResponse>;
