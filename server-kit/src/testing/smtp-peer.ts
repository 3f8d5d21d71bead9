import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A received message as mailparser reads it (decoded subject, addresses, text and HTML parts). */
export interface ReceivedMail extends ParsedMail {
  /** The SMTP envelope (MAIL FROM, RCPT TO), which is what delivery actually follows. */
  envelope: { from: string | null; to: string[] };
}

/** Refuses the message with this SMTP reply (e.g. 451, a temporary failure) instead of accepting it. */
export interface SmtpRefusal {
  responseCode: number;
  message: string;
}

/** `index` counts the messages offered so far, from 0, so a test can refuse the first one only. */
export type SmtpResponder = (index: number) => SmtpRefusal | null;

export interface SmtpPeer {
  /** SMTP_URL for the sender, e.g. `smtp://127.0.0.1:54321`. */
  url: string;
  /** Every accepted message, in order. */
  received: ReceivedMail[];
  /** How many messages were offered (accepted or refused). */
  offered(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (`smtp-server`) on a random local port that keeps what it receives, for tests of mail
 * delivery. Plain SMTP without STARTTLS (so a sender never trips on a self-signed certificate); any login
 * is accepted. `port` restarts a stopped peer where its senders look for it. `smtp-server` and `mailparser` are dev dependencies, loaded only when a test starts the peer.
 */
export async function startSmtpPeer(respond: SmtpResponder = () => null, port = 0): Promise<SmtpPeer> {
  const [{ SMTPServer: Server }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const received: ReceivedMail[] = [];
  let offered = 0;
  const server: SMTPServer = new Server({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    closeTimeout: 100,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      simpleParser(stream).then(
        (mail) => {
          const refusal = respond(offered++);
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
          received.push(Object.assign(mail, { envelope: { from: mailFrom ? mailFrom.address : null, to: rcptTo.map((r) => r.address) } }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
