import { z } from 'zod';
import { EntityId } from '../common';

/** The placeholders a recovery email may use; each is replaced once, by the business's own values. */
export const RecoveryPlaceholders = ['businessName', 'packageName', 'resumeLink'] as const;
export type RecoveryPlaceholder = (typeof RecoveryPlaceholders)[number];
export type RecoveryValues = Record<RecoveryPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const unknownPlaceholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !(RecoveryPlaceholders as readonly string[]).includes(name));

/**
 * The agency's recovery email (PUT /api/admin/email-templates/checkout-recovery): plain text with
 * `{{businessName}}`, `{{packageName}}` and `{{resumeLink}}`. Any other placeholder is a field error (a
 * typo would otherwise reach the lead as braces), and the body must carry the link, the email's point.
 */
export const CheckoutRecoveryTemplate = z
  .object({
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    body: z.string().trim().min(1, 'Body is required').max(5000),
  })
  .superRefine(({ subject, body }, ctx) => {
    for (const [field, text] of [['subject', subject], ['body', body]] as const) {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) ctx.addIssue({ code: 'custom', path: [field], message: `Unknown placeholder: {{${unknown[0]}}}. Use ${RecoveryPlaceholders.map((p) => `{{${p}}}`).join(', ')}` });
    }
    if (/\{\{\s*resumeLink\s*\}\}/.test(subject)) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'The link belongs in the body' });
    if (!/\{\{\s*resumeLink\s*\}\}/.test(body)) ctx.addIssue({ code: 'custom', path: ['body'], message: 'The body must contain {{resumeLink}}' });
  });
export type CheckoutRecoveryTemplate = z.infer<typeof CheckoutRecoveryTemplate>;

/** What the desk starts from until the agency saves its own. */
export const DEFAULT_CHECKOUT_RECOVERY_TEMPLATE: CheckoutRecoveryTemplate = {
  subject: 'Your {{packageName}} is still waiting for you',
  body: [
    'Hi {{businessName}},',
    '',
    'You started a checkout for the {{packageName}} but did not finish it. Your details are saved: this link opens your checkout so you can pay in a minute.',
    '',
    '{{resumeLink}}',
    '',
    'Questions? Just reply to this email.',
  ].join('\n'),
};

/** GET answer: the template in use; `updatedAt` null while it is still the default. */
export const CheckoutRecoveryTemplateResponse = z.object({ subject: z.string(), body: z.string(), updatedAt: z.iso.datetime({ offset: true }).nullable() });
export type CheckoutRecoveryTemplateResponse = z.infer<typeof CheckoutRecoveryTemplateResponse>;

/**
 * The template filled in, in one pass: a value is never read again for placeholders, so a business named
 * "{{resumeLink}}" stays that text. The email is plain text; the worker escapes it for the HTML part.
 */
export function renderRecoveryEmail(template: CheckoutRecoveryTemplate, values: RecoveryValues): CheckoutRecoveryTemplate {
  const fill = (text: string) => text.replace(PLACEHOLDER, (whole, name: string) => ((RecoveryPlaceholders as readonly string[]).includes(name) ? values[name as RecoveryPlaceholder] : whole));
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** POST /api/admin/clients/:id/checkout-recovery: the recovery email for one of the business's unpaid orders. */
export const SendCheckoutRecoveryRequest = z.object({ orderId: EntityId });
export type SendCheckoutRecoveryRequest = z.infer<typeof SendCheckoutRecoveryRequest>;

/** POST /api/admin/clients/:id/checkout-recovery/withdraw — the order's resume links stop; how many were live. */
export const WithdrawCheckoutRecoveryRequest = SendCheckoutRecoveryRequest;
export type WithdrawCheckoutRecoveryRequest = z.infer<typeof WithdrawCheckoutRecoveryRequest>;
export const WithdrawCheckoutRecoveryResponse = z.object({ success: z.literal(true), withdrawn: z.number().int().nonnegative() });
export type WithdrawCheckoutRecoveryResponse = z.infer<typeof WithdrawCheckoutRecoveryResponse>;
