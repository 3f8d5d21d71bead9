import type { EmailKind } from '@biz/contracts';

/**
 * An email's words as Handlebars sources: its subject and its paragraphs (a paragraph that renders empty is
 * left out), and for a rich email its own HTML rows (else the paragraphs are the HTML). No sign-off: the
 * layout adds the letterhead's.
 */
export interface EmailTemplate {
  subject: string;
  paragraphs: readonly string[];
  htmlRows?: string;
}

export type EmailTemplates<K extends EmailKind> = { readonly [kind in K]: EmailTemplate };

/**
 * A client account's greeting: by business name only once the address is proven, so a name a stranger typed
 * at signup never goes out from the agency's sender to somebody else's inbox.
 */
export const greeting = '{{#if recipient.emailVerified}}Hi {{recipient.businessName}} team,{{else}}Hello,{{/if}}';
