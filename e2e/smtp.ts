import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './stack';

export interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
  /** Files it carried (a plan's PDF, an invite's .ics), their bytes base64-encoded. */
  attachments: Array<{ filename: string; contentType: string; contentBase64: string }>;
}

/** The messages the stack's SMTP peer has accepted so far (`smtp-peer.mjs`), for one recipient when given. */
export function deliveredMail(to?: string): DeliveredMail[] {
  const file = join(runDir, 'smtp-received.json');
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DeliveredMail[]) : [];
  return to ? all.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) : all;
}
