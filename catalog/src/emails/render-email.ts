import { EmailKinds, type EmailData, type EmailKind } from '@biz/contracts';
import { compiled } from './email-engine';
import { accountEmails } from './templates/account-emails';
import { callEmails } from './templates/call-emails';
import { clientEmails } from './templates/client-emails';
import type { EmailTemplates } from './templates/email-template';
import { orderConfirmation } from './templates/order-confirmation';
import { staffEmails } from './templates/staff-emails';

const templates: EmailTemplates<EmailKind> = { ...callEmails, ...clientEmails, ...accountEmails, ...staffEmails, ...orderConfirmation };

/** An email's words before the layout: plain text, and the HTML rows of an email that has its own. */
export interface EmailContent {
  subject: string;
  text: string;
  htmlRows?: string;
}

/** The email of `kind` for `data` (checked against its schema in contracts), in its template's words. */
export function renderEmail<K extends EmailKind>(kind: K, data: EmailData<K>): EmailContent {
  const values = EmailKinds[kind].parse(data);
  const { subject, paragraphs, htmlRows } = templates[kind];
  const text = paragraphs
    .map((paragraph) => compiled(paragraph, { html: false })(values))
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
  return { subject: compiled(subject, { html: false })(values), text, ...(htmlRows ? { htmlRows: compiled(htmlRows, { html: true })(values) } : {}) };
}
