import { z } from 'zod';
import { EntityId } from '../common';
import { AgencyEmailStatus } from '../admin/email-log';
import { ValidationMessage as M } from '../messages';

/** POST /api/client/support-tickets — the Support tab's 'create ticket': the agency is emailed the message. */
export const SupportTicketRequest = z.object({
  subject: z.string({ error: M.ticketSubjectRequired }).trim().min(1, M.ticketSubjectRequired).max(200),
  message: z.string({ error: M.ticketMessageRequired }).trim().min(1, M.ticketMessageRequired).max(5000),
});
export type SupportTicketRequest = z.infer<typeof SupportTicketRequest>;

/** A ticket as its client sees it: what it wrote, and where the email to the agency stands. */
export const SupportTicket = z.object({
  id: EntityId,
  subject: z.string(),
  message: z.string(),
  emailStatus: AgencyEmailStatus,
  createdAt: z.iso.datetime({ offset: true }),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportTicketResponse = SupportTicket;
export type SupportTicketResponse = z.infer<typeof SupportTicketResponse>;

/** GET /api/client/support-tickets — the account's tickets, newest first. */
export const SupportTicketsResponse = z.object({ tickets: z.array(SupportTicket) });
export type SupportTicketsResponse = z.infer<typeof SupportTicketsResponse>;
