import { z } from 'zod';
import { EntityId } from '../common';
import { FIRST_RESPONSE_PROMISE_MINUTES } from '../constants';
import { TicketMessage, TicketStatus } from '../client/support';
import { AgencyEmailStatus } from './email-log';

export const DESK_TICKETS_PAGE_SIZE_DEFAULT = 20;
export const DESK_TICKETS_PAGE_SIZE_MAX = 100;

/** GET /api/admin/support-tickets?status=&page=&pageSize=: the support inbox, latest activity first. */
export const DeskTicketsQuery = z.object({
  status: z.enum(['all', ...TicketStatus.options]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DESK_TICKETS_PAGE_SIZE_MAX).default(DESK_TICKETS_PAGE_SIZE_DEFAULT),
});
export type DeskTicketsQuery = z.input<typeof DeskTicketsQuery>;

const at = z.iso.datetime({ offset: true });

/** A ticket in the desk's list: whose it is, where it stands, and when the agency first answered (null: not yet). */
export const DeskTicketSummary = z.object({
  id: EntityId,
  subject: z.string(),
  status: TicketStatus,
  business: z.object({ accountId: EntityId, businessName: z.string(), email: z.email() }),
  createdAt: at,
  lastActivityAt: at,
  firstResponseAt: at.nullable(),
  messageCount: z.number().int().min(1),
});
export type DeskTicketSummary = z.infer<typeof DeskTicketSummary>;

export const DeskTicketsResponse = z.object({
  tickets: z.array(DeskTicketSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type DeskTicketsResponse = z.infer<typeof DeskTicketsResponse>;

/**
 * A message as the desk sees it: `email` is where the email it caused stands (the client's message: the
 * notice to SUPPORT_EMAIL; a reply: the email to the client); null when none was sent.
 */
export const DeskTicketMessage = TicketMessage.extend({ email: AgencyEmailStatus.nullable() });
export type DeskTicketMessage = z.infer<typeof DeskTicketMessage>;

/** GET /api/admin/support-tickets/:id and the answer of every change: one ticket with its thread, oldest first. */
export const DeskTicket = DeskTicketSummary.extend({ messages: z.array(DeskTicketMessage).min(1) });
export type DeskTicket = z.infer<typeof DeskTicket>;

/** POST /api/admin/support-tickets/:id/status: the agency closes a ticket, or reopens it. */
export const DeskTicketStatusRequest = z.object({ status: z.enum(['open', 'closed']) });
export type DeskTicketStatusRequest = z.infer<typeof DeskTicketStatusRequest>;

/**
 * The desk's support figures, all measured: `waiting` tickets owe the client an answer (open); of the
 * tickets whose first response is due (answered, or older than the promise), how many got it in time.
 * `due` 0: nothing to measure yet, and the screen says so.
 */
export const SupportStats = z.object({
  waiting: z.number().int().nonnegative(),
  firstResponses: z.object({ due: z.number().int().nonnegative(), withinPromise: z.number().int().nonnegative() }),
});
export type SupportStats = z.infer<typeof SupportStats>;

/** A ticket's first response against the promise, at `now`. */
export type FirstResponse = { kind: 'answered'; minutes: number; withinPromise: boolean } | { kind: 'waiting'; minutes: number; overdue: boolean };

export function firstResponseOf(ticket: { createdAt: string; firstResponseAt: string | null }, now: number): FirstResponse {
  const opened = Date.parse(ticket.createdAt);
  if (ticket.firstResponseAt) {
    const minutes = Math.max(0, Math.floor((Date.parse(ticket.firstResponseAt) - opened) / 60_000));
    return { kind: 'answered', minutes, withinPromise: minutes < FIRST_RESPONSE_PROMISE_MINUTES };
  }
  const minutes = Math.max(0, Math.floor((now - opened) / 60_000));
  return { kind: 'waiting', minutes, overdue: minutes >= FIRST_RESPONSE_PROMISE_MINUTES };
}

/** "45 min", "2 h 05 min", "3 d 4 h": a duration the way the desk reads it. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
