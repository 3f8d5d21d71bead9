import Handlebars from 'handlebars';
import type { RenderedEmail } from './render-order-confirmation';
import { agencyEmailHtml } from './templates/agency-email.html';

// strict: a value missing from the context is a bug, not an empty line in a client's inbox.
const html = Handlebars.compile(agencyEmailHtml, { strict: true });

/** The admin's plain text as it is, and as HTML paragraphs (blank lines apart; single breaks kept). */
export function renderAgencyEmail(subject: string, text: string): RenderedEmail {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim()));
  return { subject, html: html({ subject, paragraphs }), text };
}
