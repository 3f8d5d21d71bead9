import { z } from 'zod';
import { EntityId } from '../common';
import { DeliveredEmailStatus } from '../jobs/delivered-email-status';

/** Where an agency email stands: queued for the worker, sent by SMTP, kept in the log (no SMTP), failed. */
export const AgencyEmailStatus = z.enum(['queued', ...DeliveredEmailStatus.options]);
export type AgencyEmailStatus = z.infer<typeof AgencyEmailStatus>;

export const AgencyEmailStatusLabel: Record<AgencyEmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  logged: 'Logged (no SMTP)',
  failed: 'Failed',
};

/** The emails the product sends a lead by itself, through the agency's log: after the selection, and with the plan. */
export const LeadEmailKind = z.enum(['plan-on-its-way', 'plan-ready']);
export type LeadEmailKind = z.infer<typeof LeadEmailKind>;

/** One email the agency sent a business, as its log keeps it (the profile shows it with a Resend action). */
export const AgencyEmail = z.object({
  id: EntityId,
  to: z.email(),
  subject: z.string(),
  /** The plain text the admin sent (the HTML part is built from it). */
  body: z.string(),
  status: AgencyEmailStatus,
  /** What the SMTP server answered: its message id when sent, its refusal when failed. */
  smtpResponse: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AgencyEmail = z.infer<typeof AgencyEmail>;

/** Who keeps an email of a business's record: the agency's log (which resends it) or billing (an order confirmation). */
export const EmailKeeper = z.enum(['agency', 'billing']);
export type EmailKeeper = z.infer<typeof EmailKeeper>;
export const RecordEmail = AgencyEmail.extend({ keptBy: EmailKeeper });
export type RecordEmail = z.infer<typeof RecordEmail>;

/** POST /api/admin/emails/:id/resend: the same email again, as a new log entry. */
export const ResendEmailParams = z.object({ id: EntityId });
