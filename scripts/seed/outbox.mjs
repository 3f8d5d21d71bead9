// Where the seed reads the emails the stack "sent": the worker's development outbox (EMAIL_OUTBOX_FILE, one
// JSON line per email, which `npm start` sets when there is no SMTP_URL), or a file of received mail in the
// e2e SMTP peer's shape (a JSON array whose `to` is a list).
import { existsSync, readFileSync } from 'node:fs';

/** Every email in the file so far, each as `{ to: string[], subject, text }`. */
function readMail(file) {
  if (!existsSync(file)) return [];
  const content = readFileSync(file, 'utf8').trim();
  if (!content) return [];
  const entries = content.startsWith('[') ? JSON.parse(content) : content.split('\n').map((line) => JSON.parse(line));
  return entries.map((mail) => ({ ...mail, to: [mail.to].flat().map((address) => address.toLowerCase()) }));
}

/**
 * The token of the newest link to `path` in an email to `to` that was not there before (`seenBefore`
 * emails were), waiting up to `timeoutMs` for the worker to write it.
 */
export async function linkTokenFromOutbox(file, { to, path, seenBefore, timeoutMs = 15_000 }) {
  const pattern = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const token = readMail(file)
      .slice(seenBefore)
      .filter((mail) => mail.to.includes(to.toLowerCase()))
      .map((mail) => pattern.exec(mail.text)?.[1])
      .findLast(Boolean);
    if (token) return token;
  }
  return null;
}

/** How many emails the file holds now: what a later read skips. */
export const outboxLength = (file) => readMail(file).length;
