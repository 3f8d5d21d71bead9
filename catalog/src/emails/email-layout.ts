import type { AgencyLetterhead } from '@biz/contracts';
import { compiled } from './email-engine';
import type { EmailContent } from './render-email';
import { layoutHtml, layoutText, paragraphRows } from './templates/layout';

/** An email as it is sent: subject, text part and HTML part. */
export interface LaidOutEmail {
  subject: string;
  text: string;
  html: string;
}

/** Blank lines apart, single line breaks kept; empty paragraphs dropped. */
const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim()));

/**
 * Any email (a template's, or one the admin wrote) in the one layout, with the letterhead of the agency's
 * content file: the sign-off and the agency's name and address in both parts.
 */
export function inLayout({ subject, text, htmlRows }: EmailContent, letterhead: AgencyLetterhead): LaidOutEmail {
  const rows = htmlRows ?? compiled(paragraphRows, { html: true })({ paragraphs: paragraphsOf(text) });
  return {
    subject,
    text: compiled(layoutText, { html: false })({ text, letterhead }),
    html: compiled(layoutHtml, { html: true })({ subject, rows, letterhead }),
  };
}
