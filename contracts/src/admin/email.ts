import { z } from 'zod';
import { EntityId, nonBlank } from '../common';
import { ValidationMessage as M } from '../messages';

export const EmailType = z.enum(['welcome', 'plan_ready', 'follow_up', 'custom']);
export type EmailType = z.infer<typeof EmailType>;
export const DEFAULT_EMAIL_TYPE: EmailType = 'plan_ready';

/** POST /api/admin/generate-email — customSubject is sent (and allowed) only for a custom email. */
export const GenerateEmailRequest = z
  .object({
    clientId: EntityId,
    emailType: EmailType.default(DEFAULT_EMAIL_TYPE),
    customSubject: z.string().trim().max(300).optional(),
  })
  .refine((r) => !r.customSubject || r.emailType === 'custom', {
    message: 'customSubject is only allowed for custom emails',
    path: ['customSubject'],
  });
export type GenerateEmailRequest = z.infer<typeof GenerateEmailRequest>;

/** SPEC §3 generated email. */
export const GeneratedEmail = z.object({ subject: z.string(), body: z.string() });
export type GeneratedEmail = z.infer<typeof GeneratedEmail>;

export const GenerateEmailResponse = GeneratedEmail;
export type GenerateEmailResponse = z.infer<typeof GenerateEmailResponse>;

/** POST /api/admin/send-email — subject and body both non-blank (§5 'Missing Information'). */
export const SendEmailRequest = z.object({
  clientId: EntityId,
  subject: nonBlank(M.provideSubjectAndBody, 300),
  body: nonBlank(M.provideSubjectAndBody, 50_000),
  /** The generator's type the draft came from, when it did: a sent plan_ready email moves the business to Plan sent. */
  emailType: EmailType.optional(),
});
export type SendEmailRequest = z.infer<typeof SendEmailRequest>;

/** Answer not shown in the spec: minimal acknowledgement; delivery itself is a worker job. */
export const SendEmailResponse = z.object({ success: z.boolean(), emailId: EntityId });
export type SendEmailResponse = z.infer<typeof SendEmailResponse>;
