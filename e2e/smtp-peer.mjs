// The e2e stack's mail server: a real SMTP server (server-kit's test peer, built by `npx tsc -b`) on the port
// the stack's SMTP_URL names. Every message it accepts is written to `<RUN_DIR>/smtp-received.json`, where the
// specs read what was delivered (one email per action, even with three workers). Started by Playwright's
// webServer beside the stack; stops on SIGTERM.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpPeer } from '@biz/server-kit/testing';

const port = Number(process.env.SMTP_PEER_PORT);
mkdirSync(process.env.RUN_DIR, { recursive: true });
const file = join(process.env.RUN_DIR, 'smtp-received.json');
const peer = await startSmtpPeer(() => null, port);
const save = (messages) => {
  // Replaced whole (rename), so a spec never reads it half-written.
  writeFileSync(`${file}.tmp`, JSON.stringify(messages));
  renameSync(`${file}.tmp`, file);
};
save([]);
let saved = 0;
const timer = setInterval(() => {
  if (peer.received.length === saved) return;
  saved = peer.received.length;
  save(
    peer.received.map((mail) => ({
      to: mail.envelope.to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, contentBase64: a.content.toString('base64') })),
    })),
  );
}, 50);
console.log(`smtp peer listening on ${peer.url}`);
process.once('SIGTERM', () => {
  clearInterval(timer);
  void peer.close().then(() => process.exit(0));
});
